import SwiftUI

@MainActor
final class BoatsCoordinator: ObservableObject {
    @Published var routeStack: [BoatsRoute] = []

    func push(_ route: BoatsRoute) {
        routeStack.append(route)
    }

    func pop() {
        guard !routeStack.isEmpty else { return }
        routeStack.removeLast()
    }
}

extension BoatsCoordinator {
    @ViewBuilder
    func rootView() -> some View {
        BoatsView(onOpen: { [weak self] name in
            self?.push(.boat(name: name))
        })
    }

    @ViewBuilder
    func destinationView(route: BoatsRoute) -> some View {
        switch route {
        case .boat(let name):
            BoatView(name: name, onFinish: { [weak self] in
                self?.pop()
            })
        }
    }
}
