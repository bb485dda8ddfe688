import SwiftUI

/// The Reservation flow's view: it receives its coordinator from TabsCoordinator's view and shows
/// the flow's first screen. The flow runs as long as TabsCoordinator holds it, as the app's other
/// flows do, so the screen's Done button ends nothing yet: call the coordinator from it.
struct ReservationCoordinatorView: View {
    @State var coordinator: ReservationCoordinator

    var body: some View {
        ReservationView(onFinish: {})
    }
}
