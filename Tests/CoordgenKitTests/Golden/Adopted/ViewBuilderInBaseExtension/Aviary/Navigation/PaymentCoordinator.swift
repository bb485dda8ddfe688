import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView shows; the flow that
/// starts it presents it and lets it go when it ends.
final class PaymentCoordinator: ObservableObject, Identifiable {
    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @ViewBuilder
    func build(page: Page) -> some View {
        switch page {
        case .payment:
            PaymentView()
        default:
            // The app's other routes, which other flows show.
            EmptyView()
        }
    }

    func push(page page: Page) {
        path.append(page)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
