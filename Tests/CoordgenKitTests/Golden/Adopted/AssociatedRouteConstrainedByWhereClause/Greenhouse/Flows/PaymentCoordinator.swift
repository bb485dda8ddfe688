//
//  PaymentCoordinator.swift
//  Greenhouse
//

import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView creates and shows.
final class PaymentCoordinator: Coordinator {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum Screen: Pageable {
        case payment
    }

    @Published var stack: [Screen] = []
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for screen: Screen) -> some View {
        switch screen {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        }
    }
}
