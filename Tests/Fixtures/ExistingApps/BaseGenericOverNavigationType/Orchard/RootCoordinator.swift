import UIKit

final class RootCoordinator: BaseCoordinator<UINavigationController> {
    let window: UIWindow
    private var trees: TreesCoordinator?

    init(window: UIWindow, host: UINavigationController? = nil) {
        self.window = window
        super.init(host: host ?? UINavigationController())
    }

    override func start() {
        window.rootViewController = host
        window.makeKeyAndVisible()
        let trees = TreesCoordinator(host: host)
        self.trees = trees
        trees.start()
    }
}
