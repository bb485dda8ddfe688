import UIKit

final class CoordinatorFactoryImp: CoordinatorFactory {
    func makeSurveyCoordinatorBox(router: Router) -> Coordinator & SurveyCoordinatorOutput {
        SurveyCoordinator(router: router, factory: ModuleFactoryImp(), coordinatorFactory: self)
    }

    func makeLogbookCoordinator(router: Router) -> Coordinator & LogbookCoordinatorOutput {
        LogbookCoordinator(router: router, factory: ModuleFactoryImp())
    }

    func makeLogbookCoordinator(navigationController: UINavigationController?) -> Coordinator & LogbookCoordinatorOutput {
        makeLogbookCoordinator(router: RouterImp(rootController: navigationController ?? UINavigationController()))
    }

    func makePermitCoordinator(router: Router) -> Coordinator & PermitCoordinatorOutput {
        PermitCoordinator(router: router, factory: ModuleFactoryImp())
    }

    func makeSampleCoordinatorBox() -> (configurator: Coordinator & SampleCoordinatorOutput, toPresent: Presentable?) {
        let router = RouterImp(rootController: UINavigationController())
        let coordinator = SampleCoordinator(router: router, factory: ModuleFactoryImp())
        return (coordinator, router)
    }
}
