import UIKit
import RxSwift

final class PaymentCoordinator: Coordinator<Void> {
    private let rootViewController: UIViewController
    private let navigationController = UINavigationController()
    private let disposeBag = DisposeBag()

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
