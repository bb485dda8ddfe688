import SwiftUI

/// Which part of the app is on screen; each part's view makes its own flow.
@Observable
class AppCoordinator {
    enum Stage {
        case signIn
        case harvest
    }

    private var stage: Stage = .signIn

    @ViewBuilder
    func rootView() -> some View {
        switch stage {
        case .signIn:
            SignInFlowView()
        case .harvest:
            HarvestFlowView()
        }
    }

    func show(_ stage: Stage) {
        self.stage = stage
    }
}
