import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentFlowView creates and shows.
final class PaymentCoordinator: FlowCoordinator {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `build(_:)`.
    enum Screen: Hashable {
        case payment
    }

    @Published var path = NavigationPath()
    var onClose: (() -> Void)?

    @ViewBuilder
    func build(_ screen: Screen) -> some View {
        switch screen {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onClose?()
            })
        }
    }
}
