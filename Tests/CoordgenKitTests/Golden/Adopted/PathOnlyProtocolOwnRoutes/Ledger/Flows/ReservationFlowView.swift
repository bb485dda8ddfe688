import SwiftUI

/// The Reservation flow: this view creates its coordinator and keeps it for as long as it is shown.
struct ReservationFlowView: View {
    @StateObject private var coordinator: ReservationCoordinator

    /// `onClose` is called when the flow is done, for the view that shows it to close it.
    init(onClose: @escaping () -> Void) {
        _coordinator = StateObject(wrappedValue: {
            let coordinator = ReservationCoordinator()
            coordinator.onClose = onClose
            return coordinator
        }())
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.build(.reservation)
                .navigationDestination(for: ReservationCoordinator.Step.self) { step in
                    coordinator.build(step)
                }
        }
    }
}
