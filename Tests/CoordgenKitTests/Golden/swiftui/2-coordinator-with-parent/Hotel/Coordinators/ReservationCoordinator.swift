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
    enum Destination: Hashable {
        case reservation
    }

    var firstScreen: Destination { .reservation }

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.finish()
            })
        }
    }
}
