protocol ModuleFactory {
    func makeEventsModule() -> EventsViewController
    func makeCheckoutModule() -> CheckoutViewController
}

final class ModuleFactoryImpl: ModuleFactory {
    func makeEventsModule() -> EventsViewController {
        EventsViewController()
    }

    func makeCheckoutModule() -> CheckoutViewController {
        CheckoutViewController()
    }
}
