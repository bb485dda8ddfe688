import RxSwift
import UIKit

final class TimerCoordinator: BaseCoordinator<Void> {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() -> Observable<Void> {
        let viewController = TimerViewController()
        navigationController.pushViewController(viewController, animated: true)
        return Observable.never()
    }
}
