//
//  PaymentCoordinator.swift
//  Harbor
//

import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
@MainActor
final class PaymentCoordinator: CoordinatorProtocol, Identifiable {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum PaymentPath: Hashable {
        case payment
    }

    @Published var path: [PaymentPath] = []
    var onFinish: (() -> Void)?

    func start() -> some View {
        PaymentCoordinatorView(coordinator: self)
    }

    @ViewBuilder
    func view(for paymentPath: PaymentPath) -> some View {
        switch paymentPath {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        }
    }

    func push(_ paymentPath: PaymentPath) {
        path.append(paymentPath)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
