import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentFlowView creates and shows.
@MainActor
final class PaymentCoordinator: ObservableObject, PathCoordinator {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `build(_:)`.
    enum Step: Hashable {
        case payment
    }

    @Published var path = NavigationPath()
    var onClose: (() -> Void)?

    @ViewBuilder
    func build(_ step: Step) -> some View {
        switch step {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onClose?()
            })
        }
    }

    func push(_ step: Step) {
        path.append(step)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
