import Foundation

// A generic base over each flow's result keeps a child until the child's result comes, then frees it:
// the method that adds the child takes it out again, so its subclasses need not.

final class Stream<Value> {
    private var handlers: [(Value) -> Void] = []

    func onValue(_ handler: @escaping (Value) -> Void) -> Stream<Value> {
        handlers.append(handler)
        return self
    }
}

class ResultCoordinator<ResultType> {
    private let identifier = UUID()
    private var pending = [UUID: Any]()

    private func keep<T>(_ coordinator: ResultCoordinator<T>) {
        pending[coordinator.identifier] = coordinator
    }

    private func free<T>(_ coordinator: ResultCoordinator<T>) {
        pending[coordinator.identifier] = nil
    }

    func coordinate<T>(to coordinator: ResultCoordinator<T>) -> Stream<T> {
        keep(coordinator)
        return coordinator.begin().onValue { [weak self] _ in self?.free(coordinator) }
    }

    func begin() -> Stream<ResultType> {
        Stream()
    }
}

final class GardenCoordinator: ResultCoordinator<Void> {
    override func begin() -> Stream<Void> {
        _ = coordinate(to: SeedsCoordinator())
        return Stream()
    }
}

final class SeedsCoordinator: ResultCoordinator<Int> {}
