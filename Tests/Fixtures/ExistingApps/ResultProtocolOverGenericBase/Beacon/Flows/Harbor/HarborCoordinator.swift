import RxSwift
import UIKit

final class HarborCoordinator: BaseCoordinator<Void> {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() -> Observable<Void> {
        let viewController = HarborViewController()
        viewController.onSignals = { [weak self] in self?.showSignals() }
        navigationController.pushViewController(viewController, animated: false)
        return Observable.never()
    }

    private func showSignals() {
        coordinate(to: SignalsCoordinator(presenter: navigationController))
            .subscribe(onNext: { result in
                switch result {
                case .saved: print("saved")
                case .cancelled: break
                }
            })
            .disposed(by: disposeBag)
    }
}
