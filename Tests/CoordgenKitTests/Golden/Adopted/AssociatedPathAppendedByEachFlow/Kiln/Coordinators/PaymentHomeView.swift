//
//  PaymentHomeView.swift
//  Kiln
//

import SwiftUI

/// The Payment flow: this view creates its coordinator and keeps it for as long as it is shown.
struct PaymentHomeView: View {
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
        NavigationStack(path: $coordinator.navigationPath) {
            coordinator.view(for: .payment)
                .navigationDestination(for: PaymentCoordinator.Path.self) { path in
                    coordinator.view(for: path)
                }
        }
    }
}
