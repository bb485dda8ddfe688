//
//  ReservationCoordinator.swift
//  Greenhouse
//

import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationCoordinatorView creates and shows.
final class ReservationCoordinator: Coordinator {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum Screen: Pageable {
        case reservation
        case receipt
    }

    @Published var stack: [Screen] = []
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for screen: Screen) -> some View {
        switch screen {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.stack.removeLast()
            })
        }
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        stack.append(.receipt)
    }
}
