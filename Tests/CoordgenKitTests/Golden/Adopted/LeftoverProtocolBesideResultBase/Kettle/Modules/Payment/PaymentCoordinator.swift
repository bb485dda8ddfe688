import UIKit
import RxSwift

final class PaymentCoordinator: BaseCoordinator<Void> {
    private let rootViewController: UIViewController
    private let navigationController = UINavigationController()

    init(rootViewController: UIViewController) {
        self.rootViewController = rootViewController
    }

    override func start() -> Observable<Void> {
        let viewController = PaymentViewController()
        navigationController.setViewControllers([viewController], animated: false)
        rootViewController.present(navigationController, animated: true)
        return Observable.never()
    }
}
