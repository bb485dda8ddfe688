protocol CoordinatorFactory {
    func makeGalleryCoordinator(router: Router) -> Coordinator & GalleryCoordinatorOutput
    func makeProfileCoordinator(router: Router) -> ProfileCoordinator
    func makeEaselCoordinatorBox() -> (configurator: Coordinator & EaselCoordinatorOutput, toPresent: Presentable?)
}
