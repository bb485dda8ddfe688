import SwiftUI

/// The navigation stack of the Payment flow. The flows it
/// starts are presented from here.
struct PaymentCoordinatorView: View {
    @ObservedObject var coordinator: PaymentCoordinator

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(page: .payment)
                .navigationDestination(for: Page.self) { page in
                    coordinator.build(page: page)
                }
        }
        .environmentObject(coordinator)
    }
}
