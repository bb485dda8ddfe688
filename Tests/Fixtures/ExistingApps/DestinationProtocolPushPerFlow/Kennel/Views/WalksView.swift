import SwiftUI

struct WalksView: View {
    @ObservedObject var coordinator: WalksCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            Button("Today") { coordinator.navigate(to: .walk(1)) }
                .navigationDestination(for: WalksCoordinator.Destination.self) { destination in
                    switch destination {
                    case .walk(let number):
                        Text("Walk \(number)")
                    }
                }
        }
    }
}
