// PagerKitExample — demo of PagerKit. Not part of any app that vendors PagerKit.

import UIKit

final class DemoCoordinator: Coordinator {
    var children: [Coordinator] = []
    let router: UINavigationController

    init(router: UINavigationController) {
        self.router = router
    }

    func start() {
        router.pushViewController(UIViewController(), animated: false)
    }
}
