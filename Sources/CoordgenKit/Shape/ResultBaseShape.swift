/// Coordinators that subclass a generic base class over the result their flow ends with, as data:
/// `class BaseCoordinator<ResultType>` keeps the children itself (`[UUID: Any]`, `store`/`free`), each
/// flow overrides `start() -> Observable<ResultType>`, and a parent starts a child with
/// `coordinate(to: child)`, an observable it subscribes to and disposes of in its own bag
/// (`coordinate(to: child).subscribe().disposed(by: disposeBag)`). The flow ends when its observable
/// emits; its result type says how (`Void`, an enum `{ case done, cancel }`).
///
/// There is no coordinator protocol: `shape.name` records the base class, declared in the app or in a
/// library it imports.
public struct ResultBaseShape: Codable, Equatable, Sendable {
    /// The generic base class every coordinator subclasses (`BaseCoordinator`).
    public var baseClass: String
    /// The result type a new coordinator fills the base with (`Void`): the one its siblings share.
    public var result: String
    /// The stream `start()` returns and `coordinate(to:)` passes on (RxSwift's `Observable`, Combine's
    /// `AnyPublisher`); absent where `start()` returns nothing and the base calls back when a flow ends
    /// (`onComplete`).
    public var stream: ResultStream?
    /// The bag parents keep a child's subscription in (`disposeBag`, `cancellables`); absent without a stream.
    public var bag: String?
    /// The modules every coordinator's file imports besides UIKit and Foundation (`RxSwift`, a library
    /// declaring the base), which a new coordinator's file imports too.
    public var imports: [String]
    /// The base's method a parent starts a child with where it is not `coordinate(to:)`, written with its
    /// argument label (`start(_:)`: `final func start<U>(_ coordinator: Coordinator<U>) -> Observable<U>`);
    /// absent for `coordinate(to:)`.
    public var childStart: String?

    public init(baseClass: String, result: String, stream: ResultStream?, bag: String?, imports: [String], childStart: String? = nil) {
        self.baseClass = baseClass
        self.result = result
        self.stream = stream
        self.bag = bag
        self.imports = imports
        self.childStart = childStart
    }

    /// The call that starts `child` (`coordinate(to: child)`, `start(child)`).
    public func childStartCall(_ child: String) -> String {
        guard let childStart, let open = childStart.firstIndex(of: "("), let colon = childStart.firstIndex(of: ":") else {
            return "coordinate(to: \(child))"
        }
        let label = childStart[childStart.index(after: open)..<colon]
        return "\(childStart[..<open])(\(label == "_" || label.isEmpty ? "" : "\(label): ")\(child))"
    }

    /// What `start()` returns (`Observable<Void>`), or nil where it returns nothing.
    public var startReturn: String? { stream?.type(of: result) }
}
