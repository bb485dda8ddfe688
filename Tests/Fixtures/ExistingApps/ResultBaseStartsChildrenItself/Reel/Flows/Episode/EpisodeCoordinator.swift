import RxSwift
import UIKit

final class EpisodeCoordinator: Coordinator<Void> {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() -> Observable<Void> {
        let viewController = EpisodeViewController()
        navigationController.pushViewController(viewController, animated: true)
        return Observable.never()
    }
}
