import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentRouterView creates and shows.
final class PaymentRouter: ObservableObject {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum Screen: Hashable {
        case payment
    }

    @Published var path: [Screen] = []
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for screen: Screen) -> some View {
        switch screen {
        case .payment:
            PaymentView()
        }
    }

    func push(_ screen: Screen) {
        path.append(screen)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
