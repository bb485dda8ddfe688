//
//  PaymentCoordinator.swift
//  Atlas
//

import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
final class PaymentCoordinator: Coordinator, Identifiable {
    @Published var path: [Route] = []
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for route: Route) -> some View {
        switch route.destination {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }
}
