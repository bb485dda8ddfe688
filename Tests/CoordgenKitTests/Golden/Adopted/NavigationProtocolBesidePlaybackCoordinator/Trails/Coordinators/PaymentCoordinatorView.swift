//
//  PaymentCoordinatorView.swift
//  Trails
//

import SwiftUI

/// The navigation stack of the Payment flow, shown by CoordinatorView. The flows it
/// starts are presented from here.
struct PaymentCoordinatorView: View {
    @ObservedObject var coordinator: PaymentCoordinator

    var body: some View {
        CoordinatorView(coordinator: coordinator)
    }
}
