import SwiftUI

/// The Payment flow's navigation stack: its first screen, and the screens its coordinator's flags show.
struct PaymentCoordinatorView: View {
    @ObservedObject var coordinator: PaymentCoordinator

    var body: some View {
        NavigationStack {
            PaymentView(onFinish: {
                coordinator.onFinish?()
            })
        }
    }
}
