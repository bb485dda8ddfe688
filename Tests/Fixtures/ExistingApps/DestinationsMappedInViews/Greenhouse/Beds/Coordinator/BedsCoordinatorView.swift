import SwiftUI

/// The Beds tab's stack: its routes are mapped to views here, not in the coordinator.
struct BedsCoordinatorView: View {
    @ObservedObject var bedsCoordinator: BedsCoordinator

    var body: some View {
        NavigationStack(path: $bedsCoordinator.path) {
            BedsView()
                .navigationDestination(for: BedsRoute.self) { route in
                    switch route {
                    case .bed(let number):
                        BedView(number: number)
                    case .watering:
                        WateringView()
                    }
                }
        }
        .environmentObject(bedsCoordinator)
    }
}
