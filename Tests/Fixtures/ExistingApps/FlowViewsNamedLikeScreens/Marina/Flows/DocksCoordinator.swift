import SwiftUI

final class DocksCoordinator: ObservableObject {
    enum Route: Hashable {
        case list
        case dock(Int)
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
            DockListView(onOpen: { [weak self] number in
                self?.push(.dock(number))
            })
        case .dock(let number):
            DockView(number: number, onFinish: { [weak self] in
                self?.pop()
            })
        }
    }
}
