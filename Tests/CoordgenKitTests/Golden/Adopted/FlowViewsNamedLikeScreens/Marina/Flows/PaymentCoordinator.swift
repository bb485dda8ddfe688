import SwiftUI

/// Runs the Payment flow on a navigation stack of its own, which PaymentView creates and shows.
final class PaymentCoordinator: ObservableObject {
    /// Everything this flow pushes. coordgen adds a case for each new screen, and its view to
    /// `build(_:)`.
    enum Route: Hashable {
        case payment
    }

    @Published var path = NavigationPath()
    var onFinish: (() -> Void)?

    @MainActor
    @ViewBuilder
    func build(_ route: Route) -> some View {
        switch route {
        case .payment:
            PaymentContentView(onFinish: { [weak self] in
                self?.onFinish?()
            })
        }
    }

    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }
}
