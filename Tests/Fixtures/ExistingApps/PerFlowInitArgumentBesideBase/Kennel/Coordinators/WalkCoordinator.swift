import UIKit

final class WalkCoordinator: BaseCoordinator {
    private let dog: Dog

    init(navigation: UINavigationController, dog: Dog) {
        self.dog = dog
        super.init(navigation: navigation)
    }

    override func start() {
        let viewController = WalkViewController()
        viewController.title = dog.name
        navigation.pushViewController(viewController, animated: true)
    }
}
