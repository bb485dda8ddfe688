//
//  ReservationCoordinatorView.swift
//  Trails
//

import SwiftUI

/// The navigation stack of the Reservation flow, shown by CoordinatorView. The flows it
/// starts are presented from here.
struct ReservationCoordinatorView: View {
    @ObservedObject var coordinator: ReservationCoordinator

    var body: some View {
        CoordinatorView(coordinator: coordinator)
            .sheet(item: $coordinator.payment) { payment in
                PaymentCoordinatorView(coordinator: payment)
            }
    }
}
