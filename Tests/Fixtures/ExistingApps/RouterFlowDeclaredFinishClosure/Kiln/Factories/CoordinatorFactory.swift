import UIKit

protocol CoordinatorFactory {
    func makeSurveyCoordinatorBox(router: Router) -> SurveyCoordinator
    func makeLogbookCoordinator(router: Router) -> LogbookCoordinator
    func makeLogbookCoordinator(navigationController: UINavigationController?) -> LogbookCoordinator
    func makePermitCoordinator(router: Router) -> PermitCoordinator
    func makeSampleCoordinatorBox() -> (configurator: SampleCoordinator, toPresent: Presentable?)
}
