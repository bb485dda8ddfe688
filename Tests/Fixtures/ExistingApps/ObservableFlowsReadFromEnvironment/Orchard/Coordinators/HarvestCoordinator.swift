import SwiftUI

@Observable
class HarvestCoordinator {
    enum Routes: Hashable {
        case baskets
        case basket(id: Int)
    }

    var path = NavigationPath()

    @ViewBuilder
    func showView(_ route: Routes) -> some View {
        switch route {
        case .baskets:
            BasketsView()
        case .basket(let id):
            BasketView(id: id)
        }
    }

    func goTo(_ route: Routes) {
        path.append(route)
    }

    func pop() {
        path.removeLast()
    }
}
