// A small stand-in for RxSwift (6.x), with the library's public signatures for the part RxFlow's interface
// and coordgen's RxFlow fixtures use: `ObservableType`, `Observable`, `Single` (a `PrimitiveSequence`),
// `Disposable`, `DisposeBag`; and the part coordinators on a generic base class use (`start() ->
// Observable<ResultType>`, `coordinate(to:)`): `Observable.never()`, `do(onNext:…)`. Bodies do nothing:
// only the interface is checked.
//
// Isolation as the library has it: none (a Swift 5 package without isolation attributes).
//
// Tests/CoordgenKitTests/Support/SwiftCompiler.swift builds this file as a module named `RxSwift` in
// Swift 5 mode.

/// Something that can be disposed of, as a subscription.
public protocol Disposable {
    func dispose()
}

extension Disposable {
    /// Adds the subscription to `bag`, which disposes of it when it goes.
    public func disposed(by bag: DisposeBag) {}
}

/// Disposes of the subscriptions added to it when it is deinitialised.
public final class DisposeBag {
    public init() {}
}

/// A sequence of elements over time.
public protocol ObservableType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

/// A sequence of elements over time.
public class Observable<Element>: ObservableType {
    init() {}

    public func asObservable() -> Observable<Element> { self }

    public static func just(_ element: Element) -> Observable<Element> { Observable() }

    public static func empty() -> Observable<Element> { Observable() }
}

extension ObservableType {
    public func subscribe(
        onNext: ((Element) -> Void)? = nil, onError: ((Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        NoDisposable()
    }

    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> { Observable() }

    /// A sequence that never emits nor terminates.
    public static func never() -> Observable<Element> { Observable() }

    /// The sequence, with actions invoked on its events.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil, afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil, afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil, afterCompleted: (() throws -> Void)? = nil, onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        Observable()
    }
}

struct NoDisposable: Disposable {
    func dispose() {}
}

/// The trait of a `Single`: exactly one element or an error.
public enum SingleTrait {}

/// A sequence with a trait on how many elements it emits.
public struct PrimitiveSequence<Trait, Element> {
    init() {}
}

/// A sequence of exactly one element or an error.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

extension PrimitiveSequence where Trait == SingleTrait {
    public static func just(_ element: Element) -> Single<Element> { Single() }

    public static func never() -> Single<Element> { Single() }
}
