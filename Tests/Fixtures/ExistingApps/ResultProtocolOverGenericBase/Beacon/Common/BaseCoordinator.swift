import Foundation
import RxSwift

/// Every flow subclasses this, filled with what the flow ends with; the protocol's result is the
/// base's generic argument.
class BaseCoordinator<ResultType>: CoordinatorType {
    typealias CoordinationResult = ResultType

    let disposeBag = DisposeBag()
    let identifier = UUID()
    private var children = [UUID: Any]()

    /// Keeps `coordinator` until its stream emits, and starts it.
    func coordinate<T: CoordinatorType, U>(to coordinator: T) -> Observable<U> where U == T.CoordinationResult {
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
