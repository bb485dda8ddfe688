import SwiftUI

/// The Payment flow's view: it receives its coordinator from ReservationCoordinator's view and shows
/// the flow's first screen. The flow runs as long as ReservationCoordinator holds it, as the app's other
/// flows do, so the screen's Done button ends nothing yet: call the coordinator from it.
struct PaymentCoordinatorView: View {
    @State var coordinator: PaymentCoordinator

    var body: some View {
        PaymentView(onFinish: {})
    }
}
