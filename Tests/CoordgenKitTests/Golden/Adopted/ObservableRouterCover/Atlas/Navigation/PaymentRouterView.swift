import SwiftUI

/// The navigation stack of the Payment flow. The flows it
/// starts are presented from here.
struct PaymentRouterView: View {
    @Bindable var coordinator: PaymentRouter

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.destination(for: .payment)
                .navigationDestination(for: Page.self) { page in
                    coordinator.destination(for: page)
                }
        }
        .environment(coordinator)
    }
}
