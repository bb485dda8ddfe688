import Stinsen
import SwiftUI

/// Each route property names the make function that builds what it shows; screens route
/// through the coordinator's router (`router.route(to: \.someRoute)`).
final class ReservationCoordinator: NavigationCoordinatable {
    let stack = Stinsen.NavigationStack(initial: \ReservationCoordinator.start)

    @Root var start = makeStart
    @Route(.modal) var payment = makePayment
    @Route(.push) var receipt = makeReceipt
}

extension ReservationCoordinator {
    @ViewBuilder func makeStart() -> some View {
        ReservationView(onFinish: { [weak self] in
            self?.dismissCoordinator()
        })
    }

    func makePayment() -> NavigationViewCoordinator<PaymentCoordinator> {
        return NavigationViewCoordinator(PaymentCoordinator())
    }

    @ViewBuilder func makeReceipt() -> some View {
        ReceiptView(onFinish: { [weak self] in
            self?.popLast()
        })
    }
}
