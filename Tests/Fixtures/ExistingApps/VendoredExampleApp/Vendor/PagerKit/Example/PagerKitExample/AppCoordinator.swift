// PagerKitExample — demo of PagerKit. Not part of any app that vendors PagerKit.

import UIKit

final class AppCoordinator: Coordinator {
    var children: [Coordinator] = []
    let router: UINavigationController

    init(router: UINavigationController) {
        self.router = router
    }

    func start() {
        let demo = DemoCoordinator(router: router)
        children.append(demo)
        demo.start()
    }
}
