import SwiftUI

struct ArrivalRootView: View {
    @StateObject var coordinator: ArrivalCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.navigationPath) {
            ArrivalScreen.greeting.buildView(navigator: coordinator)
        }
    }
}
