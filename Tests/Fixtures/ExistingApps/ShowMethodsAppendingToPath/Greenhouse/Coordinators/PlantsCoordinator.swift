import SwiftUI

/// The plants tab: the shelf, a plant's card and its watering log.
@MainActor
final class PlantsCoordinator: Coordinator {
    var children: [any Coordinator] = []
    @Published var navigationPath = NavigationPath()

    func start() {}

    @ViewBuilder
    func makeBody() -> some View {
        PlantsStackView(coordinator: self)
    }

    @ViewBuilder
    func destinationView(for destination: PlantsDestination) -> some View {
        switch destination {
        case .card(let name):
            PlantCardView(name: name)
        case .wateringLog:
            WateringLogView()
        }
    }

    func showCard(name: String) {
        navigationPath.append(PlantsDestination.card(name: name))
    }

    func showWateringLog() {
        navigationPath.append(PlantsDestination.wateringLog)
    }
}

/// Where the plants tab goes.
enum PlantsDestination: Hashable {
    case card(name: String)
    case wateringLog
}

private struct PlantsStackView: View {
    @ObservedObject var coordinator: PlantsCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.navigationPath) {
            ShelfView(coordinator: coordinator)
                .navigationDestination(for: PlantsDestination.self) { destination in
                    coordinator.destinationView(for: destination)
                }
        }
    }
}
