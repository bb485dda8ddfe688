import SwiftUI

final class ArrivalCoordinator: Coordinator, ArrivalNavigating {
    @Published var navigationPath = [ArrivalScreen]()
    weak var stageRouter: StageRouter?

    init(stageRouter: StageRouter?) {
        self.stageRouter = stageRouter
    }

    func enterSky() {
        stageRouter?.stage = .sky
    }
}
