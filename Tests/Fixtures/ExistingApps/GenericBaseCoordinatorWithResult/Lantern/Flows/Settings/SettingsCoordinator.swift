import RxSwift
import UIKit

/// How the settings flow ends.
enum SettingsResult {
    case saved
    case cancelled
}

final class SettingsCoordinator: BaseCoordinator<SettingsResult> {
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    override func start() -> Observable<SettingsResult> {
        let viewController = SettingsViewController()
        presenter.present(UINavigationController(rootViewController: viewController), animated: true)
        return Observable.just(.cancelled)
    }
}
