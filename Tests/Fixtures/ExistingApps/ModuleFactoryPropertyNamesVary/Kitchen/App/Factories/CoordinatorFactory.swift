import UIKit

final class CoordinatorFactory: CoordinatorFactoryType {
    private let moduleFactory = ModuleFactory()

    func makeWelcomeCoordinator(router: Routable) -> Coordinator & WelcomeCoordinatorOutput {
        WelcomeCoordinator(with: moduleFactory, router: router)
    }

    func makePantryCoordinator(router: Routable) -> Coordinator & PantryCoordinatorOutput {
        PantryCoordinator(coordinatorFactory: self, moduleFactory: moduleFactory, router: router)
    }

    func makeRecipeCoordinatorBox() -> (Coordinator & RecipeCoordinatorOutput, Presentable?) {
        let router = Router(rootController: UINavigationController())
        let coordinator = RecipeCoordinator(with: moduleFactory, router: router)
        return (coordinator, router)
    }

    func makeShoppingCoordinatorBox() -> (Coordinator & ShoppingCoordinatorOutput, Presentable?) {
        let router = Router(rootController: UINavigationController())
        let coordinator = ShoppingCoordinator(with: moduleFactory, router: router)
        return (coordinator, router)
    }
}
