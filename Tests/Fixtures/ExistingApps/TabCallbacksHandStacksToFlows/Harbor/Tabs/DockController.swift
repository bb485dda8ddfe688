import UIKit

final class DockController: UITabBarController, DockView {
    var onFirstAppearance: ((UINavigationController) -> Void)?
    var onTidesSelected: ((UINavigationController) -> Void)?
    var onMooringsSelected: ((UINavigationController) -> Void)?

    private let tides = UINavigationController()
    private let moorings = UINavigationController()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [tides, moorings]
        onFirstAppearance?(tides)
    }

    /// Called by the tab bar when the user picks a tab.
    func didPick(tabAt index: Int) {
        if index == 0 {
            onTidesSelected?(tides)
        } else {
            onMooringsSelected?(moorings)
        }
    }
}
