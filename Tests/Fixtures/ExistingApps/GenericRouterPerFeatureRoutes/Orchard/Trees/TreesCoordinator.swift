import SwiftUI

final class TreesCoordinator: FlowCoordinator {
    var router: Router<TreesRoute>

    init(router: Router<TreesRoute> = .init()) {
        self.router = router
    }

    func makeView() -> some View {
        makeDestination(for: .trees)
    }

    func makeDestination(for route: TreesRoute) -> some View {
        switch route {
        case .trees:
            TreesView(onApple: { [weak self] in self?.router.push(.apple) })
        case .apple:
            AppleView()
        }
    }
}
