import RxSwift
import UIKit

/// How the pantry flow ends.
enum PantryCoordinatorResult {
    case picked(String)
    case closed
}

final class PantryCoordinator: BaseCoordinator<PantryCoordinatorResult> {
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    override func start() -> Observable<PantryCoordinatorResult> {
        let viewController = PantryViewController()
        presenter.present(UINavigationController(rootViewController: viewController), animated: true)
        return Observable.just(.closed)
    }
}
