//
//  ReservationCoordinator.swift
//  Kiln
//

import SwiftUI

/// Runs the Reservation flow on a navigation stack of its own, which ReservationHomeView creates and shows.
final class ReservationCoordinator: Coordinator {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum Path: Hashable {
        case reservation
        case receipt
    }

    @Published var navigationPath = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for path: Path) -> some View {
        switch path {
        case .reservation:
            ReservationView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        case .receipt:
            ReceiptView(onFinish: { [weak self] in
                self?.navigationPath.removeLast()
            })
        }
    }

    /// Pushes the Receipt screen onto this flow's navigation stack.
    func pushToReceipt() {
        navigationPath.append(Path.receipt)
    }
}
