import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentCoordinatorView creates and shows.
final class PaymentCoordinator: ObservableObject {
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

    func push(_ page: Page) {
        path.append(page)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
