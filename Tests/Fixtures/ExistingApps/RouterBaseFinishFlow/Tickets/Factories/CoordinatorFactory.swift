protocol CoordinatorFactory {
    func makeEventsCoordinator(router: AppRouter) -> BaseCoordinator
    func makeCheckoutCoordinator(router: AppRouter) -> BaseCoordinator
}

final class CoordinatorFactoryImpl: CoordinatorFactory {
    private let moduleFactory = ModuleFactoryImpl()

    func makeEventsCoordinator(router: AppRouter) -> BaseCoordinator {
        EventsCoordinator(router: router, factory: moduleFactory, coordinatorFactory: self)
    }

    func makeCheckoutCoordinator(router: AppRouter) -> BaseCoordinator {
        CheckoutCoordinator(router: router, factory: moduleFactory, coordinatorFactory: self)
    }
}
