import UIKit

final class NavigationRouter: Routable {
    private let navigation: UINavigationController

    init(_ navigation: UINavigationController) {
        self.navigation = navigation
    }

    func setRootModule(_ module: Presentable?) {
        guard let controller = module?.toPresent() else { return }
        navigation.setViewControllers([controller], animated: false)
    }

    func push(_ module: Presentable?) {
        push(module, hideBottomBar: false)
    }

    func push(_ module: Presentable?, hideBottomBar: Bool) {
        guard let controller = module?.toPresent() else { return }
        controller.hidesBottomBarWhenPushed = hideBottomBar
        navigation.pushViewController(controller, animated: true)
    }

    func present(_ module: Presentable?) {
        guard let controller = module?.toPresent() else { return }
        navigation.present(controller, animated: true)
    }

    func popModule() {
        navigation.popViewController(animated: true)
    }

    func dismissModule() {
        navigation.dismiss(animated: true)
    }
}
