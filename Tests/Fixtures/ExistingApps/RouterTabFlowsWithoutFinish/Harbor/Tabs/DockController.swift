import UIKit

final class DockController: UITabBarController, UITabBarControllerDelegate, DockView {
    var onFirstAppearance: ((UINavigationController) -> Void)?
    var onTidesSelected: ((UINavigationController) -> Void)?
    var onMooringsSelected: ((UINavigationController) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        viewControllers = [UINavigationController(), UINavigationController()]
        if let first = viewControllers?.first as? UINavigationController {
            onFirstAppearance?(first)
        }
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard let stack = viewController as? UINavigationController else { return }
        if selectedIndex == 0 {
            onTidesSelected?(stack)
        } else {
            onMooringsSelected?(stack)
        }
    }
}
