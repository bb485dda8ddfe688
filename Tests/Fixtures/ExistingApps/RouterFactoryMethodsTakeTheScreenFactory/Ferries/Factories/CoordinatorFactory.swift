/// Makes each flow's coordinator from the router and the screen factory it is handed: the factory keeps
/// no screen factory of its own.
protocol CoordinatorFactory {
    func makeEventsCoordinator(router: AppRouter, moduleFactory: ModuleFactory) -> BaseCoordinator
    func makeCheckoutCoordinator(router: AppRouter, moduleFactory: ModuleFactory) -> BaseCoordinator
}

final class CoordinatorFactoryImpl: CoordinatorFactory {
    func makeEventsCoordinator(router: AppRouter, moduleFactory: ModuleFactory) -> BaseCoordinator {
        EventsCoordinator(router: router, moduleFactory: moduleFactory, coordinatorFactory: self)
    }

    func makeCheckoutCoordinator(router: AppRouter, moduleFactory: ModuleFactory) -> BaseCoordinator {
        CheckoutCoordinator(router: router, moduleFactory: moduleFactory, coordinatorFactory: self)
    }
}
