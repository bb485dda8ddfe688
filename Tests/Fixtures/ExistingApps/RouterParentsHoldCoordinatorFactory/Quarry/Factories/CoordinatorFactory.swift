import UIKit

protocol CoordinatorFactory {
    func makeSurveyCoordinatorBox(router: Router) -> Coordinator & SurveyCoordinatorOutput
    func makeLogbookCoordinator(router: Router) -> Coordinator & LogbookCoordinatorOutput
    func makeLogbookCoordinator(navigationController: UINavigationController?) -> Coordinator & LogbookCoordinatorOutput
    func makePermitCoordinator(router: Router) -> Coordinator & PermitCoordinatorOutput
    func makeSampleCoordinatorBox() -> (configurator: Coordinator & SampleCoordinatorOutput, toPresent: Presentable?)
}
