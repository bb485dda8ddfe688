/// Makes every flow of the app with the shared screen factory.
final class FlowFactory {
    private let screens: ScreenFactory

    init(screens: ScreenFactory) {
        self.screens = screens
    }

    func makeDogsCoordinator(router: Router) -> DogsCoordinator {
        DogsCoordinator(router: router, screens: screens, flows: self)
    }

    func makeWalksCoordinator(router: Router) -> WalksCoordinator {
        WalksCoordinator(router: router, screens: screens, flows: self)
    }
}
