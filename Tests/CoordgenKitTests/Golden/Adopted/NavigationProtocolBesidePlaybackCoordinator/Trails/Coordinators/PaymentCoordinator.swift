//
//  PaymentCoordinator.swift
//  Trails
//

import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
final class PaymentCoordinator: Coordinator, Identifiable {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum Route: Hashable {
        case payment
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    var root: Route { .payment }

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        }
    }
}
