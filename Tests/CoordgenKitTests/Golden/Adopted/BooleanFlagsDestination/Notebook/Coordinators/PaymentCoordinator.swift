import SwiftUI

/// Runs the Payment flow: each screen it shows is a flag that PaymentCoordinatorView binds (coordgen adds one,
/// with the method raising it, for each new screen); the flow that starts it presents it and lets it go
/// when it ends.
final class PaymentCoordinator: ObservableObject, Identifiable {
    /// Called when the flow is done, for the flow that started it to let it go.
    var onFinish: (() -> Void)?
}
