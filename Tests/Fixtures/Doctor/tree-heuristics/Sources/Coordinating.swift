import UIKit

/// A flow of the app.
protocol FlowCoordinating: AnyObject {
    func start()
}

/// Keeps children by identifier, as several apps do.
class BaseFlow: FlowCoordinating {
    private(set) var children: [UUID: FlowCoordinating] = [:]
    let identifier = UUID()

    func start() {}

    func add(coordinator: BaseFlow) {
        children[coordinator.identifier] = coordinator
    }

    func free(coordinator: BaseFlow) {
        children[coordinator.identifier] = nil
    }

    func coordinate(to coordinator: BaseFlow) {
        add(coordinator: coordinator)
        coordinator.start()
    }
}

protocol ScreenFactory {
    func makeSearchFlow() -> FlowCoordinating
}
