import RxSwift
import UIKit

/// How the settings flow ends.
enum SignalsResult {
    case saved
    case cancelled
}

final class SignalsCoordinator: BaseCoordinator<SignalsResult> {
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    override func start() -> Observable<SignalsResult> {
        let viewController = SignalsViewController()
        presenter.present(UINavigationController(rootViewController: viewController), animated: true)
        return Observable.just(.cancelled)
    }
}
