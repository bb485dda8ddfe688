import Stinsen
import SwiftUI

/// Each route property names the make function that builds what it shows; screens route
/// through the coordinator's router (`router.route(to: \.someRoute)`).
final class PaymentCoordinator: NavigationCoordinatable {
    let stack = Stinsen.NavigationStack(initial: \PaymentCoordinator.start)

    @Root var start = makeStart
}

extension PaymentCoordinator {
    @ViewBuilder func makeStart() -> some View {
        PaymentView(onFinish: { [weak self] in
            self?.dismissCoordinator()
        })
    }
}
