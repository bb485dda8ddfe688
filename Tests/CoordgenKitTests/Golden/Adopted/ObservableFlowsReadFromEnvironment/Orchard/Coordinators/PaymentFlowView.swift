import SwiftUI

/// The Payment flow: this view creates its coordinator and keeps it for as long as it is shown.
struct PaymentFlowView: View {
    @State private var coordinator: PaymentCoordinator

    /// `onFinish` is called when the flow is done, for the view that shows it to close it.
    init(onFinish: @escaping () -> Void) {
        _coordinator = State(wrappedValue: {
            let coordinator = PaymentCoordinator()
            coordinator.onFinish = onFinish
            return coordinator
        }())
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.showView(.payment)
                .navigationDestination(for: PaymentCoordinator.Routes.self) { routes in
                    coordinator.showView(routes)
                }
        }
        .environment(coordinator)
    }
}
