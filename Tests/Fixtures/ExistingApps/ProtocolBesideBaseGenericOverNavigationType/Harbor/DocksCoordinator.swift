import UIKit

final class DocksCoordinator: BaseCoordinator<UINavigationController> {
    override func start() {
        root.pushViewController(DocksViewController(), animated: true)
    }
}
