//
//  PaymentCoordinator.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import SwiftUI

/// Runs the Payment flow, presented over its parent in a navigation stack of its own.
final class PaymentCoordinator: BaseCoordinator, Coordinator {
    /// Everything this flow shows: its screens, and the flows it starts. coordgen adds a case for each
    /// new screen and child flow, and the case's view to `view(for:)`.
    enum Destination: Hashable {
        case payment
    }

    var firstScreen: Destination { .payment }

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.finish()
            })
        }
    }
}
