import SwiftUI

@MainActor final class HivesFlowCoordinator: FlowCoordinator {
    private let state: MeadowState

    init(state: MeadowState) {
        self.state = state
    }

    func start() {}

    func showHive(id: String) {
        state.routing.selectedHiveID = id
    }
}
