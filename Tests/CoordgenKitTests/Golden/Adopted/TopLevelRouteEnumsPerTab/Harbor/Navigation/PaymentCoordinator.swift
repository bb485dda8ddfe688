import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView creates and shows.
@MainActor
final class PaymentCoordinator: ObservableObject {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `destinationView(route:)`.
    enum PaymentRoute: Hashable {
        case payment
    }

    @Published var routeStack: [PaymentRoute] = []
    var onFinish: (() -> Void)?

    @ViewBuilder
    func destinationView(route paymentRoute: PaymentRoute) -> some View {
        switch paymentRoute {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        }
    }

    func push(_ paymentRoute: PaymentRoute) {
        routeStack.append(paymentRoute)
    }

    func pop() {
        guard !routeStack.isEmpty else { return }
        routeStack.removeLast()
    }
}
