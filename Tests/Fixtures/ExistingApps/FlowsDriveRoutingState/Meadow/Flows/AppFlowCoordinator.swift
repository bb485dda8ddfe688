import SwiftUI

@MainActor final class AppFlowCoordinator: FlowCoordinator {
    private let state: MeadowState
    private let hivesFlowCoordinator: HivesFlowCoordinator

    init(state: MeadowState) {
        self.state = state
        self.hivesFlowCoordinator = HivesFlowCoordinator(state: state)
    }

    func start() {}

    func select(_ tab: MeadowTab) {
        state.routing.selectedTab = tab
    }

    func showHive(id: String) {
        select(.hives)
        hivesFlowCoordinator.showHive(id: id)
    }
}
