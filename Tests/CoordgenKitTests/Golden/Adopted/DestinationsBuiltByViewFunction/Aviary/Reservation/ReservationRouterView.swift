import SwiftUI

/// The Reservation flow: this view creates its coordinator and keeps it for as long as it is shown.
struct ReservationRouterView: View {
    @StateObject private var coordinator: ReservationRouter

    /// `onFinish` is called when the flow is done, for the view that shows it to close it.
    init(onFinish: @escaping () -> Void) {
        _coordinator = StateObject(wrappedValue: {
            let coordinator = ReservationRouter()
            coordinator.onFinish = onFinish
            return coordinator
        }())
    }

    var body: some View {
        NavigationStack(path: $coordinator.path) {
            coordinator.view(for: .reservation)
                .navigationDestination(for: ReservationRouter.Screen.self) { screen in
                    coordinator.view(for: screen)
                }
        }
        .environmentObject(coordinator)
    }
}
