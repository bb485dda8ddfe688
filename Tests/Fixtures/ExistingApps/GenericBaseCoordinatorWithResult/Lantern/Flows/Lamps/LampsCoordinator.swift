import RxSwift
import UIKit

final class LampsCoordinator: BaseCoordinator<Void> {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() -> Observable<Void> {
        let viewController = LampsViewController()
        viewController.onSettings = { [weak self] in self?.showSettings() }
        navigationController.pushViewController(viewController, animated: false)
        return Observable.never()
    }

    private func showSettings() {
        coordinate(to: SettingsCoordinator(presenter: navigationController))
            .subscribe(onNext: { result in
                switch result {
                case .saved: print("saved")
                case .cancelled: break
                }
            })
            .disposed(by: disposeBag)
    }
}
