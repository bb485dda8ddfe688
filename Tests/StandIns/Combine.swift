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

import Foundation

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

// MARK: - Schedulers and receive(on:options:)

// What code that hops to the main queue uses (`.receive(on: DispatchQueue.main).sink { … }`), with Apple's
// signatures, reduced: a scheduler runs the action at once, and nothing is delivered. On Apple's platforms
// the Dispatch overlay declares `DispatchQueue`'s conformance and Foundation `RunLoop`'s; Linux's Dispatch and
// Foundation know no Combine, so the stand-in declares both here, with the nested types Apple's have.

/// A protocol that defines when and how to execute a closure.
public protocol Scheduler<SchedulerTimeType> {
    /// Describes an instant in time for this scheduler.
    associatedtype SchedulerTimeType
    /// A type that defines options accepted by the scheduler.
    associatedtype SchedulerOptions

    /// This scheduler's definition of the current moment in time.
    var now: Self.SchedulerTimeType { get }

    /// Performs the action at the next possible opportunity.
    func schedule(options: Self.SchedulerOptions?, _ action: @escaping () -> Void)
}

extension Scheduler {
    /// Performs the action at the next possible opportunity, without options.
    public func schedule(_ action: @escaping () -> Void) {
        schedule(options: nil, action)
    }
}

extension DispatchQueue: Scheduler {
    /// The scheduler time type used by the dispatch queue.
    public struct SchedulerTimeType {
        /// The dispatch time represented by this type.
        public var dispatchTime: DispatchTime

        public init(_ time: DispatchTime) {
            dispatchTime = time
        }
    }

    /// A set of options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions {
        public var qos: DispatchQoS
        public var flags: DispatchWorkItemFlags
        public var group: DispatchGroup?

        public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], group: DispatchGroup? = nil) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    public var now: DispatchQueue.SchedulerTimeType { SchedulerTimeType(.now()) }

    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

extension RunLoop: Scheduler {
    /// The scheduler time type used by the run loop.
    public struct SchedulerTimeType {
        /// The date represented by this type.
        public var date: Date

        public init(_ date: Date) {
            self.date = date
        }
    }

    /// Options that affect the operation of the run loop scheduler.
    public struct SchedulerOptions {}

    public var now: RunLoop.SchedulerTimeType { SchedulerTimeType(Date()) }

    public func schedule(options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) { action() }
}

/// A namespace for types that serve as publishers.
public enum Publishers {}

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    public struct ReceiveOn<Upstream, Context>: Publisher where Upstream: Publisher, Context: Scheduler {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher uses to deliver elements.
        public let scheduler: Context
        /// Scheduler options used to customize element delivery.
        public let options: Context.SchedulerOptions?

        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.ReceiveOn<Self, S> where S: Scheduler {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }
}
