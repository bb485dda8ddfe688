import UIKit

final class CoordinatorFactoryImp: CoordinatorFactory {
    func makeGalleryCoordinator(router: Router) -> Coordinator & GalleryCoordinatorOutput {
        GalleryCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeProfileCoordinator(router: Router) -> ProfileCoordinator {
        ProfileCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeEaselCoordinatorBox() -> (configurator: Coordinator & EaselCoordinatorOutput, toPresent: Presentable?) {
        let router = RouterImp(rootController: UINavigationController())
        let coordinator = EaselCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
        return (coordinator, router)
    }
}
