import SwiftUI

enum LighthouseStage {
    case welcome
    case harbor
}

/// Shows one stage of the app at a time: the root view switches over `stage`.
final class AppCoordinator: ObservableObject {
    @Published var stage: LighthouseStage = .welcome
    @Published var harborCoordinator = HarborCoordinator()

    func showHarbor() {
        stage = .harbor
    }
}
