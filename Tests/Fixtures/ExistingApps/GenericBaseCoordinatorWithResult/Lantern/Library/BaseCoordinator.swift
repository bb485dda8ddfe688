import Foundation
import RxSwift

/// Every flow subclasses this, filled with what the flow ends with: the parent learns it from the
/// stream `start()` returns.
class BaseCoordinator<ResultType> {
    let disposeBag = DisposeBag()
    private let identifier = UUID()
    private var children = [UUID: Any]()

    /// Keeps `coordinator` until its stream emits, and starts it.
    func coordinate<T>(to coordinator: BaseCoordinator<T>) -> Observable<T> {
        children[coordinator.identifier] = coordinator
        return coordinator.start().do(onNext: { [weak self] _ in
            self?.children[coordinator.identifier] = nil
        })
    }

    /// Shows the flow; the stream emits once when the flow is over.
    func start() -> Observable<ResultType> {
        fatalError("start() is each flow's own")
    }
}
