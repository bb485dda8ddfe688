// A small stand-in for the part of Combine that SwiftUI code uses: `ObservableObject`, its default
// `objectWillChange`, and `@Published`. Not isolated, as in Combine.
//
// Tests/CoordgenKitTests/Support/SwiftCompiler.swift builds this file as a module named `Combine` under
// the SwiftUI stand-in. SwiftUI imports Combine without re-exporting it: its clients see the names
// `ObservableObject`, `Published` and `ObservableObjectPublisher` through SwiftUI's typealiases, but
// not Combine's members. So under member import visibility (SE-0444, on in Xcode 26's App template) a
// file that imports only SwiftUI cannot find the default `objectWillChange` of an `ObservableObject`
// ("type does not conform to protocol 'ObservableObject'") nor `Published.init(wrappedValue:)` ("not
// available due to missing import of defining module 'Combine'"), as with Apple's SDK; without the
// feature, such a file compiles, as it does in Xcode 16.

/// Combine's publisher protocol, reduced to its types: nothing subscribes in the stand-in.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// Tells subscribers that an observable object is about to change.
public final class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never

    public init() {}

    public func send() {}
}

/// An object whose changes SwiftUI views observe. Not isolated, as in Combine.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property of a class that publishes its changes. Like Combine's, it only works in classes: its
/// value is reached through the enclosing instance, and `wrappedValue` is unavailable.
@propertyWrapper
public struct Published<Value> {
    private var value: Value

    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    public init(initialValue: Value) {
        value = initialValue
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("unavailable") }
        set { fatalError("unavailable") }
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set {
            if let observable = object as? any ObservableObject {
                (observable.objectWillChange as? ObservableObjectPublisher)?.send()
            }
            object[keyPath: storageKeyPath].value = newValue
        }
    }
}

// The part of Combine that coordinators publishing their end use (`didFinishSubject.send()`,
// `child.didFinishPublisher.sink { … }.store(in: &cancellables)`), with Apple's signatures, reduced:
// nothing is delivered in the stand-in.

/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    func send(_ value: Self.Output)
}

extension Subject where Self.Output == () {
    public func send() {}
}

/// A type-erasing publisher.
public struct AnyPublisher<Output, Failure>: Publisher where Failure: Error {
    public init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P: Publisher {}
}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure>: Publisher, Equatable where Failure: Error {
    /// A Boolean value that indicates whether the publisher immediately sends a completion.
    public let completeImmediately: Bool

    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }
}

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never

    /// The one element that the publisher emits.
    public let output: Output

    public init(_ output: Output) {
        self.output = output
    }
}

/// A subject that broadcasts elements to downstream subscribers.
final public class PassthroughSubject<Output, Failure>: Subject where Failure: Error {
    public init() {}

    final public func send(_ input: Output) {}
}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
    func cancel()
}

/// A type-erasing cancellable object that executes a provided closure when canceled.
final public class AnyCancellable: Cancellable, Hashable {
    private let onCancel: () -> Void

    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    final public func cancel() {
        onCancel()
    }

    final public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

    final public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> { AnyPublisher(self) }
}

extension Publisher where Self.Failure == Never {
    public func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable { AnyCancellable {} }
}
