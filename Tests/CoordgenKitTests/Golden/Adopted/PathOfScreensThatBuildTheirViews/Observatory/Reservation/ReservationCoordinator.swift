import SwiftUI

final class ReservationCoordinator: Coordinator, ReservationNavigating, ArrivalNavigating {
    @Published var navigationPath = [ArrivalScreen]()
    weak var stageRouter: StageRouter?

    init(stageRouter: StageRouter?) {
        self.stageRouter = stageRouter
    }

    func enterSky() {
        stageRouter?.stage = .sky
    }
}
