import SwiftUI

final class CellarCoordinator: FlowCoordinator {
    var router = Router<CellarRoute>()

    func makeView() -> some View {
        makeDestination(for: .barrels)
    }

    func makeDestination(for route: CellarRoute) -> some View {
        switch route {
        case .barrels:
            BarrelsView()
        }
    }
}
