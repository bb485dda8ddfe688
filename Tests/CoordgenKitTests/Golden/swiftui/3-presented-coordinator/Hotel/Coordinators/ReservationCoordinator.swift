//
//  ReservationCoordinator.swift
//  Hotel
//
//  Copyright © Example Inc.
//

import SwiftUI

/// Runs the Reservation flow on its parent's navigation stack.
final class ReservationCoordinator: BaseCoordinator, Coordinator {
    /// Everything this flow shows: its screens, and the flows it starts. coordgen adds a case for each
    /// new screen and child flow, and the case's view to `view(for:)`.
    enum Destination {
        case reservation
        case payment(PaymentCoordinator)
    }

    var firstScreen: Destination { .reservation }

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.finish()
            })
        case .payment(let coordinator):
            CoordinatorStack(coordinator: coordinator)
        }
    }

    /// Starts the Payment flow as a child of this coordinator, presented in a full-screen cover with a
    /// navigation stack of its own; it is released when the flow ends.
    func openPaymentCoordinator() {
        let coordinator = PaymentCoordinator(navigator: Navigator())
        coordinator.onFinish = { [weak self, weak coordinator] in
            self?.removeChild(coordinator)
        }
        addChild(coordinator)
        present(.payment(coordinator), style: .fullScreenCover, startingFlow: coordinator)
    }
}

// `Hashable` off the main actor too, as in BaseCoordinator.swift. `Equatable` is named as well: an
// enum whose cases carry nothing has it by itself, isolated like the enum.
#if compiler(>=6.2)
extension ReservationCoordinator.Destination: nonisolated Equatable, nonisolated Hashable {}
#else
extension ReservationCoordinator.Destination: Hashable {}
#endif
