import Foundation
import RxSwift

/// Every flow subclasses this with what it ends with. A parent starts a child with `start(_:)`, which
/// keeps the child until its stream emits; there is no `coordinate(to:)`.
class Coordinator<Output> {
    private var children: [ObjectIdentifier: Any] = [:]

    final func start<Child>(_ coordinator: Coordinator<Child>) -> Observable<Child> {
        let key = ObjectIdentifier(coordinator)
        children[key] = coordinator
        return coordinator.start().do(onNext: { [weak self] _ in
            self?.children[key] = nil
        })
    }

    func start() -> Observable<Output> {
        fatalError("each flow starts itself")
    }
}
