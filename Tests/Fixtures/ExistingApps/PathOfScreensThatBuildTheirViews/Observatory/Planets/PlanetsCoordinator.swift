import SwiftUI

final class PlanetsCoordinator: Coordinator, PlanetsNavigating {
    @Published var navigationPath = [PlanetsScreen]()

    func showOrbit() {
        navigationPath.append(PlanetsScreen.orbit)
    }
}
