import SwiftUI

final class BoatsCoordinator: ObservableObject {
    enum Route: Hashable {
        case list
        case boat(String)
    }

    @Published var path = NavigationPath()

    func push(_ route: Route) {
        path.append(route)
    }

    func pop() {
        guard !path.isEmpty else { return }
        path.removeLast()
    }

    @ViewBuilder
    func build(_ route: Route) -> some View {
        switch route {
        case .list:
            BoatListView(onOpen: { [weak self] name in
                self?.push(.boat(name))
            })
        case .boat(let name):
            BoatView(name: name, onFinish: { [weak self] in
                self?.pop()
            })
        }
    }
}
