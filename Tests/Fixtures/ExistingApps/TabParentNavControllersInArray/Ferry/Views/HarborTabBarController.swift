import UIKit

final class HarborTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        selectedIndex = 0
    }
}
