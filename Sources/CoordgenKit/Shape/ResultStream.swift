/// The stream a flow's `start()` returns where coordinators subclass a generic base over their result
/// (``ResultBaseShape``), and what follows from it: the module declaring it, what a flow that has not
/// ended returns, how a parent subscribes to a child's stream and keeps the subscription, and the bag.
public enum ResultStream: String, Codable, Equatable, Sendable, CaseIterable {
    /// RxSwift's `Observable<Result>`: a parent calls `.subscribe()` and keeps it with `.disposed(by:)`
    /// in a `DisposeBag`.
    case observable = "Observable"
    /// Combine's `AnyPublisher<Result, Never>`: a parent calls `.sink { _ in }` and keeps it with
    /// `.store(in:)` in a `Set<AnyCancellable>`.
    case publisher = "AnyPublisher"

    /// The stream read from a return type (`Observable<Void>`, `AnyPublisher<Result, Never>`); nil for
    /// any other (a publisher that can fail is not one a parent's `sink(receiveValue:)` can take).
    init?(returnType: String) {
        let name = XCoordinatorDetector.baseName(of: returnType)
        let arguments = XCoordinatorDetector.genericArguments(of: returnType)
        switch name {
        case Self.observable.rawValue where arguments.count == 1: self = .observable
        case Self.publisher.rawValue where arguments.count == 2 && arguments[1] == "Never": self = .publisher
        default: return nil
        }
    }

    /// The module declaring the stream.
    public var module: String {
        switch self {
        case .observable: "RxSwift"
        case .publisher: "Combine"
        }
    }

    /// The stream of `result` (`Observable<Void>`, `AnyPublisher<Void, Never>`).
    public func type(of result: String) -> String {
        switch self {
        case .observable: "Observable<\(result)>"
        case .publisher: "AnyPublisher<\(result), Never>"
        }
    }

    /// What a new flow's `start()` returns: a stream that never emits, until the app makes it.
    public var neverEnding: String {
        switch self {
        case .observable: "Observable.never()"
        case .publisher: "Empty(completeImmediately: false).eraseToAnyPublisher()"
        }
    }

    /// The calls chained after the one that starts a child, subscribing and keeping the subscription in `bag`.
    public func subscription(keptIn bag: String) -> [String] {
        switch self {
        case .observable: [".subscribe()", ".disposed(by: \(bag))"]
        case .publisher: [".sink { _ in }", ".store(in: &\(bag))"]
        }
    }

    /// The method that keeps a subscription in a bag.
    public var keepingMethod: String {
        switch self {
        case .observable: "disposed(by:)"
        case .publisher: "store(in:)"
        }
    }

    /// A flow's own bag, where its base holds none.
    public func bagDeclaration(_ bag: String) -> String {
        switch self {
        case .observable: "private let \(bag) = DisposeBag()"
        case .publisher: "private var \(bag) = Set<AnyCancellable>()"
        }
    }

    /// The bag's name where the coordinators name none.
    public var defaultBag: String {
        switch self {
        case .observable: "disposeBag"
        case .publisher: "cancellables"
        }
    }

    /// Whether a stored property typed or made `typeText` is this stream's bag.
    func isBag(_ typeText: String) -> Bool {
        switch self {
        case .observable: typeText == "DisposeBag"
        case .publisher: typeText == "Set<AnyCancellable>"
        }
    }
}
