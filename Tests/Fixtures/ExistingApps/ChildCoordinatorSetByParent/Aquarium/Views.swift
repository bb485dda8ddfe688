import SwiftUI

struct TanksCoordinatorView: View {
    @ObservedObject var coordinator: TanksCoordinator

    var body: some View {
        NavigationStack {
            Button("Fish") { coordinator.openFish() }
                .navigation(item: $coordinator.fishCoordinator) { fish in
                    FishCoordinatorView(coordinator: fish)
                }
        }
    }
}

struct FishCoordinatorView: View {
    @ObservedObject var coordinator: FishCoordinator

    var body: some View {
        Button("Done") { coordinator.done() }
    }
}
