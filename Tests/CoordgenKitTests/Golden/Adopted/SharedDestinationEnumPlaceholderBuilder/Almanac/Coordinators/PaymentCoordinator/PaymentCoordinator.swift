import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
@MainActor
final class PaymentCoordinator: ObservableObject, Coordinator, Identifiable {
    @Published var path: [Destination] = []
    var onFinish: (() -> Void)?

    func start() -> some View {
        PaymentCoordinatorView(coordinator: self)
    }

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }
}
