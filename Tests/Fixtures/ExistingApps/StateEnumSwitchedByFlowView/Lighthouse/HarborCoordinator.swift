import SwiftUI

enum HarborStage {
    case boats
    case tides
}

final class HarborCoordinator: ObservableObject {
    @Published var stage: HarborStage = .boats

    func showTides() {
        stage = .tides
    }
}
