import UIKit

final class KennelsCoordinator: BaseCoordinator {
    override func start() {
        let viewController = KennelsViewController()
        viewController.onSelectDog = { [weak self] dog in self?.showDog(dog) }
        viewController.onOpenSettings = { [weak self] in self?.showSettings() }
        navigation.pushViewController(viewController, animated: false)
    }

    private func showDog(_ dog: Dog) {
        coordinate(to: DogCoordinator(navigation: navigation, dog: dog))
    }

    private func showSettings() {
        coordinate(to: SettingsCoordinator(navigation: navigation))
    }
}
