import Foundation

// A generic base over each flow's result that keeps every child it starts and never frees one.

final class Stream<Value> {}

class ResultCoordinator<ResultType> {
    private let identifier = UUID()
    private var pending = [UUID: Any]()

    func coordinate<T>(to coordinator: ResultCoordinator<T>) -> Stream<T> {
        pending[coordinator.identifier] = coordinator
        return coordinator.begin()
    }

    func begin() -> Stream<ResultType> {
        Stream()
    }
}

final class GardenCoordinator: ResultCoordinator<Void> {
    override func begin() -> Stream<Void> {
        _ = coordinate(to: SeedsCoordinator())  // expect: child-never-removed
        return Stream()
    }
}

final class SeedsCoordinator: ResultCoordinator<Int> {}
