final class CatalogCoordinator: BaseCoordinator, CatalogCoordinatorOutput {
    var finishFlow: (() -> Void)?
    private let router: Router

    init(router: Router) {
        self.router = router
    }

    override func start() {
        showCatalog()
    }

    private func showCatalog() {
        let screen = CatalogViewController()
        screen.onSelectPainting = { [weak self] in
            self?.showPainting()
        }
        router.setRootModule(screen, animated: false)
    }

    private func showPainting() {
        let screen = PaintingViewController()
        router.push(screen, hideBar: false)
    }
}
