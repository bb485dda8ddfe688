import UIKit

final class AppFlowCoordinator: BaseFlow {
    private let navigationController: UINavigationController
    private let factory: ScreenFactory? = nil
    private lazy var settings = SettingsFlow(navigationController: navigationController)

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() {
        navigationController.setViewControllers([FeedViewController()], animated: false)
        coordinate(to: LoginFlow())
    }

    func showSettings() {
        settings.onDone = { [weak self] in
            guard let self else { return }
            self.free(coordinator: self.settings)
        }
        add(coordinator: settings)
        settings.start()
    }

    func showSearch() {
        guard let search = factory?.makeSearchFlow() else { return }
        coordinate(to: search as! BaseFlow)
    }
}

final class LoginFlow: BaseFlow {}

final class SettingsFlow: BaseFlow {
    var onDone: (() -> Void)?
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() {
        navigationController.pushViewController(SettingsViewController(), animated: true)
    }
}

final class FeedViewController: UIViewController {}
final class SettingsViewController: UITableViewController {}
