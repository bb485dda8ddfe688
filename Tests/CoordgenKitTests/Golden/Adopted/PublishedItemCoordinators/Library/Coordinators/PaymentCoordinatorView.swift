import SwiftUI

/// The Payment flow's view: it shows the flow's first screen, and the screens its coordinator's items show.
struct PaymentCoordinatorView: View {
    @ObservedObject var coordinator: PaymentCoordinator

    var body: some View {
        PaymentView(onFinish: {
            coordinator.finish()
        })
    }
}
