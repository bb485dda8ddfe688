import SwiftUI

struct SkyView: View {
    @StateObject var starsCoordinator = StarsCoordinator()
    @StateObject var planetsCoordinator = PlanetsCoordinator()

    var body: some View {
        VStack {
            NavigationStack(path: $starsCoordinator.navigationPath) {
                StarsScreen.catalogue.buildView(navigator: starsCoordinator)
                    .navigationDestination(for: StarsScreen.self) { $0.buildView(navigator: starsCoordinator) }
            }
            NavigationStack(path: $planetsCoordinator.navigationPath) {
                PlanetsScreen.system.buildView(navigator: planetsCoordinator)
                    .navigationDestination(for: PlanetsScreen.self) { $0.buildView(navigator: planetsCoordinator) }
            }
        }
    }
}
