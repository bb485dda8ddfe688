//
//  PaymentCoordinator.swift
//  Kiln
//

import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentHomeView creates and shows.
final class PaymentCoordinator: Coordinator {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum Path: Hashable {
        case payment
    }

    @Published var navigationPath = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for path: Path) -> some View {
        switch path {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        }
    }
}
