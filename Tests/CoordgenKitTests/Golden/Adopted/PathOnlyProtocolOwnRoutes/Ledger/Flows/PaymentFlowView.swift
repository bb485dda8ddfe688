import SwiftUI

/// The Payment flow: this view creates its coordinator and keeps it for as long as it is shown.
struct PaymentFlowView: View {
    @StateObject private var coordinator: PaymentCoordinator

    /// `onClose` is called when the flow is done, for the view that shows it to close it.
    init(onClose: @escaping () -> Void) {
        _coordinator = StateObject(wrappedValue: {
            let coordinator = PaymentCoordinator()
            coordinator.onClose = onClose
            return coordinator
        }())
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(.payment)
                .navigationDestination(for: PaymentCoordinator.Step.self) { step in
                    coordinator.build(step)
                }
        }
    }
}
