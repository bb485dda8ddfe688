//
//  ReservationCoordinatorView.swift
//  Greenhouse
//

import SwiftUI

/// The Reservation flow: this view creates its coordinator and keeps it for as long as it is shown.
struct ReservationCoordinatorView: View {
    @StateObject private var coordinator: ReservationCoordinator

    /// `onFinish` is called when the flow is done, for the view that shows it to close it.
    init(onFinish: @escaping () -> Void) {
        _coordinator = StateObject(wrappedValue: {
            let coordinator = ReservationCoordinator()
            coordinator.onFinish = onFinish
            return coordinator
        }())
    }

    var body: some View {
        NavigationStack(path: $coordinator.stack) {
            coordinator.view(for: .reservation)
                .navigationDestination(for: ReservationCoordinator.Screen.self) { screen in
                    coordinator.view(for: screen)
                }
        }
    }
}
