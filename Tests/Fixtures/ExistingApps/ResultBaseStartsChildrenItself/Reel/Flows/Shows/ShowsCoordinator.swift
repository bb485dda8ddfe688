import RxSwift
import UIKit

final class ShowsCoordinator: Coordinator<Void> {
    private let environment: Environment
    private let navigationController = UINavigationController()
    private let disposeBag = DisposeBag()

    init(environment: Environment) {
        self.environment = environment
    }

    override func start() -> Observable<Void> {
        let viewController = ShowsViewController()
        viewController.onEpisode = { [weak self] in self?.showEpisode() }
        navigationController.setViewControllers([viewController], animated: false)
        environment.window.rootViewController = navigationController
        return Observable.never()
    }

    private func showEpisode() {
        start(EpisodeCoordinator(navigationController: navigationController))
            .subscribe()
            .disposed(by: disposeBag)
    }
}
