import UIKit

final class CoordinatorFactoryImp: CoordinatorFactory {
    func makeSurveyCoordinatorBox(router: Router) -> SurveyCoordinator {
        SurveyCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeLogbookCoordinator(router: Router) -> LogbookCoordinator {
        LogbookCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeLogbookCoordinator(navigationController: UINavigationController?) -> LogbookCoordinator {
        makeLogbookCoordinator(router: RouterImp(rootController: navigationController ?? UINavigationController()))
    }

    func makePermitCoordinator(router: Router) -> PermitCoordinator {
        PermitCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeSampleCoordinatorBox() -> (configurator: SampleCoordinator, toPresent: Presentable?) {
        let router = RouterImp(rootController: UINavigationController())
        let coordinator = SampleCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
        return (coordinator, router)
    }
}
