//
//  PaymentCoordinatorView.swift
//  Greenhouse
//

import SwiftUI

/// The Payment flow: this view creates its coordinator and keeps it for as long as it is shown.
struct PaymentCoordinatorView: View {
    @StateObject private var coordinator: PaymentCoordinator

    /// `onFinish` is called when the flow is done, for the view that shows it to close it.
    init(onFinish: @escaping () -> Void) {
        _coordinator = StateObject(wrappedValue: {
            let coordinator = PaymentCoordinator()
            coordinator.onFinish = onFinish
            return coordinator
        }())
    }

    var body: some View {
        NavigationStack(path: $coordinator.stack) {
            coordinator.view(for: .payment)
                .navigationDestination(for: PaymentCoordinator.Screen.self) { screen in
                    coordinator.view(for: screen)
                }
        }
    }
}
