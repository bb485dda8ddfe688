import SwiftUI

/// The Dogs tab's first screen, which also holds its stack and maps its destinations.
struct DogsView: View {
    @ObservedObject var coordinator: DogsCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            VStack {
                Button("Rex") { coordinator.navigate(to: .dog("Rex")) }
            }
            .navigationDestination(for: DogsCoordinator.Destination.self) { destination in
                switch destination {
                case .dog(let name):
                    DogView(name: name)
                case .vet:
                    EmptyView()
                }
            }
        }
    }
}
