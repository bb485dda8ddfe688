import RxSwift
import UIKit

final class BrewCoordinator: BaseCoordinator<Void> {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() -> Observable<Void> {
        let viewController = BrewViewController()
        viewController.onTimer = { [weak self] in self?.showTimer() }
        viewController.onPantry = { [weak self] in self?.showPantry() }
        navigationController.setViewControllers([viewController], animated: false)
        return Observable.never()
    }

    private func showTimer() {
        coordinate(to: TimerCoordinator(navigationController: navigationController))
            .subscribe()
            .disposed(by: disposeBag)
    }

    private func showPantry() {
        coordinate(to: PantryCoordinator(presenter: navigationController))
            .subscribe(onNext: { result in
                if case .picked(let leaf) = result { print(leaf) }
            })
            .disposed(by: disposeBag)
    }
}
