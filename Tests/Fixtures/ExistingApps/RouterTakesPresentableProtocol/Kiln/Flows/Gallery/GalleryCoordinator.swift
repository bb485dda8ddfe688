protocol GalleryCoordinatorOutput: AnyObject {
    var finishFlow: (() -> Void)? { get set }
}

final class GalleryCoordinator: BaseCoordinator, GalleryCoordinatorOutput {
    var finishFlow: (() -> Void)?
    private let router: RouterType
    private let dependencies: Dependencies
    private let startIndex: Int

    init(router: RouterType, dependencies: Dependencies, startIndex: Int) {
        self.router = router
        self.dependencies = dependencies
        self.startIndex = startIndex
    }

    override func start() {
        let viewController = GalleryViewController()
        viewController.title = "\(dependencies.studioName) \(startIndex)"
        viewController.onDone = { [weak self] in
            self?.finishFlow?()
        }
        router.push(viewController)
    }
}
