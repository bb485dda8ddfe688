import SwiftUI

/// The Reservation flow: this view creates its coordinator and keeps it for as long as it is shown.
struct ReservationFlowView: View {
    @State private var coordinator: ReservationCoordinator

    /// `onFinish` is called when the flow is done, for the view that shows it to close it.
    init(onFinish: @escaping () -> Void) {
        _coordinator = State(wrappedValue: {
            let coordinator = ReservationCoordinator()
            coordinator.onFinish = onFinish
            return coordinator
        }())
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.showView(.reservation)
                .navigationDestination(for: ReservationCoordinator.Routes.self) { routes in
                    coordinator.showView(routes)
                }
        }
        .environment(coordinator)
    }
}
