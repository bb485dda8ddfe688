import Observation

/// Holds one coordinator per tab, each made once with this coordinator as its parent; its view shows them side by side.
@MainActor
@Observable
final class TabsCoordinator {
    var selectedTab = 0
    var menuCoordinator: MenuCoordinator!
    var basketCoordinator: BasketCoordinator!

    init() {
        menuCoordinator = MenuCoordinator(parent: self)
        basketCoordinator = BasketCoordinator(parent: self)
    }

    func select(tab: Int) {
        selectedTab = tab
    }
}
