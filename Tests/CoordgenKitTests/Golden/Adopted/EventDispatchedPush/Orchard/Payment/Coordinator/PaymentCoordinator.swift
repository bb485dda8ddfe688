import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
@MainActor
final class PaymentCoordinator: ObservableObject, Identifiable {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `view(for:)`.
    enum Destination: Hashable {
        case payment
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func view(for destination: Destination) -> some View {
        switch destination {
        case .payment:
            PaymentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        }
    }

    func push(_ destination: Destination) {
        path.append(destination)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
