import Combine
import Foundation

/// Every flow subclasses this with the value it ends with, which its parent receives from `start()`.
class BaseCoordinator<ResultType> {
    var cancellables = Set<AnyCancellable>()

    private let identifier = UUID()
    private var childCoordinators = [UUID: Any]()

    func coordinate<T>(to coordinator: BaseCoordinator<T>) -> AnyPublisher<T, Never> {
        childCoordinators[coordinator.identifier] = coordinator
        return coordinator.start()
    }

    func release<T>(_ coordinator: BaseCoordinator<T>) {
        childCoordinators[coordinator.identifier] = nil
    }

    func start() -> AnyPublisher<ResultType, Never> {
        fatalError("each flow starts itself")
    }
}
