import UIKit

final class AppCoordinator: BaseCoordinator<UINavigationController> {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
        super.init(root: .init())
    }

    override func start() {
        run(DocksCoordinator(root: root))
        window.rootViewController = root
        window.makeKeyAndVisible()
    }
}
