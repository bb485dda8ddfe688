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
    enum Destination {
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

// `Hashable` off the main actor too, as in BaseCoordinator.swift. `Equatable` is named as well: an
// enum whose cases carry nothing has it by itself, isolated like the enum.
#if compiler(>=6.2)
extension PaymentCoordinator.Destination: nonisolated Equatable, nonisolated Hashable {}
#else
extension PaymentCoordinator.Destination: Hashable {}
#endif
