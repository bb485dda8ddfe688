import SwiftUI

final class BoatsCoordinator: ObservableObject {
    enum BoatsNavigation: Hashable {
        case boats
        case boat(name: String)
    }

    @Published var path = NavigationPath()

    func push(page: BoatsNavigation) {
        path.append(page)
    }

    func pop() {
        path.removeLast()
    }

    @ViewBuilder
    func build(page: BoatsNavigation) -> some View {
        switch page {
        case .boats:
            BoatsView(onOpen: { [weak self] name in
                self?.push(page: .boat(name: name))
            })
        case .boat(let name):
            BoatView(name: name, onFinish: { [weak self] in
                self?.pop()
            })
        }
    }
}
