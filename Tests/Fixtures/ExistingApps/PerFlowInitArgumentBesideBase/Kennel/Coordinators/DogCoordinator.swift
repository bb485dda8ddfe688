import UIKit

struct Dog {
    let name: String
}

/// The one flow given a value of its own: the dog it shows.
final class DogCoordinator: BaseCoordinator {
    private let dog: Dog

    init(navigation: UINavigationController, dog: Dog) {
        self.dog = dog
        super.init(navigation: navigation)
    }

    override func start() {
        let viewController = DogViewController(dog: dog)
        viewController.onWalk = { [weak self] in self?.showWalk() }
        navigation.pushViewController(viewController, animated: true)
    }

    private func showWalk() {
        coordinate(to: WalkCoordinator(navigation: navigation, dog: dog))
    }
}
