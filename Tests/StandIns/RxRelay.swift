// A small stand-in for RxRelay (RxSwift 6.x's relays), with the library's public signature of
// `PublishRelay`, which RxFlow's `Stepper` requires. Bodies do nothing: only the interface is checked.
//
// Isolation as the library has it: none.
//
// Tests/CoordgenKitTests/Support/SwiftCompiler.swift builds this file as a module named `RxRelay` in
// Swift 5 mode against the RxSwift stand-in.

import RxSwift

/// Relays the elements it is given to its subscribers; never completes nor fails.
public final class PublishRelay<Element>: ObservableType {
    public init() {}

    /// Relays `event` to the subscribers.
    public func accept(_ event: Element) {}

    public func asObservable() -> Observable<Element> { Observable<Element>.empty() }
}
