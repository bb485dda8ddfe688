// A small stand-in for RxFlow (RxSwiftCommunity's library, 2.x), with the library's public signatures for
// what coordgen's RxFlow family writes and its fixtures use: `Step`, `Presentable` (and UIKit's view
// controllers and windows as presentables), `Stepper`, `OneStepper`, `DefaultStepper`,
// `CompositeStepper`, `Flow` (`root`, `navigate(to:)`, `adapt(step:)`), `Flows.use(_:when:block:)`,
// `FlowContributor`, `FlowContributors` and `FlowCoordinator`. Bodies do nothing: only the interface is
// checked.
//
// Isolation as the library has it: RxFlow is a Swift 5 package with no isolation attributes, so `Flow`
// and its `navigate(to:)` are nonisolated: an app whose flows make view controllers there builds in Swift
// 5 mode, not in Swift 6 mode, as with the real library.
//
// Tests/CoordgenKitTests/Support/SwiftCompiler.swift builds this file as a module named `RxFlow` in Swift
// 5 mode against the UIKit, RxSwift and RxRelay stand-ins.

import RxRelay
import RxSwift
import UIKit

// MARK: - Steps and presentables

/// A navigation intent: usually an enum of the app, one case per place.
public protocol Step {}

/// The step a `DefaultStepper` emits.
public enum RxFlowStep: Step {
    case home
}

/// Something that can be shown: a view controller, a window or a flow (through its root).
public protocol Presentable {
    var rxVisible: Observable<Bool> { get }
    var rxDismissed: Single<Void> { get }
}

extension Presentable where Self: UIViewController {
    public var rxVisible: Observable<Bool> { Observable.just(true) }
    public var rxDismissed: Single<Void> { Single.never() }
}

extension Presentable where Self: Flow {
    public var rxVisible: Observable<Bool> { root.rxVisible }
    public var rxDismissed: Single<Void> { root.rxDismissed }
}

extension Presentable where Self: UIWindow {
    public var rxVisible: Observable<Bool> { Observable.just(true) }
    public var rxDismissed: Single<Void> { Single.never() }
}

extension UIViewController: Presentable {}

extension UIWindow: Presentable {}

/// Lets a type run code under a lock on itself.
public protocol Synchronizable {}

// MARK: - Steppers

/// Emits the steps a flow navigates to.
public protocol Stepper {
    var steps: PublishRelay<Step> { get }
    var initialStep: Step { get }
    func readyToEmitSteps()
}

extension Stepper {
    public var initialStep: Step { RxFlowStep.home }
    public func readyToEmitSteps() {}
}

/// Emits one step.
public class OneStepper: Stepper {
    public let steps = PublishRelay<Step>()
    private let singleStep: Step

    public init(withSingleStep singleStep: Step) {
        self.singleStep = singleStep
    }

    public var initialStep: Step { singleStep }
}

/// Emits `RxFlowStep.home`.
public class DefaultStepper: OneStepper {
    public init() {
        super.init(withSingleStep: RxFlowStep.home)
    }
}

/// Emits the steps of several steppers.
public class CompositeStepper: Stepper {
    public let steps = PublishRelay<Step>()

    public init(steppers: [Stepper]) {}

    public func readyToEmitSteps() {}
}

// MARK: - Flows

/// A navigation area of the app: maps steps to what is shown, from its root.
public protocol Flow: AnyObject, Presentable, Synchronizable {
    var root: Presentable { get }

    func adapt(step: Step) -> Single<Step>

    func navigate(to step: Step) -> FlowContributors
}

extension Flow {
    public func adapt(step: Step) -> Single<Step> { .just(step) }
}

/// Runs code with the roots of flows once they are created or ready.
public enum Flows {
    public enum ExecuteStrategy {
        case ready
        case created
    }

    public static func use<Root: UIViewController>(_ flows: [Flow], when strategy: ExecuteStrategy, block: @escaping ([Root]) -> Void) {}

    public static func use<Root1, Root2>(
        _ flow1: Flow, _ flow2: Flow, when strategy: ExecuteStrategy, block: @escaping (_ flow1Root: Root1, _ flow2Root: Root2) -> Void
    ) where Root1: UIViewController, Root2: UIViewController {}

    public static func use<Root1, Root2, Root3>(
        _ flow1: Flow, _ flow2: Flow, _ flow3: Flow, when strategy: ExecuteStrategy,
        block: @escaping (_ flow1Root: Root1, _ flow2Root: Root2, _ flow3Root: Root3) -> Void
    ) where Root1: UIViewController, Root2: UIViewController, Root3: UIViewController {}

    public static func use<Root>(_ flow: Flow, when strategy: ExecuteStrategy, block: @escaping (_ flowRoot: Root) -> Void)
    where Root: UIViewController {}
}

/// What contributes to a flow next: a presentable and the stepper whose steps the flow then handles.
public enum FlowContributor {
    case contribute(
        withNextPresentable: Presentable, withNextStepper: Stepper, allowStepWhenNotPresented: Bool = false,
        allowStepWhenDismissed: Bool = false)
    case forwardToCurrentFlow(withStep: Step)
    case forwardToParentFlow(withStep: Step)

    public static func contribute(withNext nextPresentableAndStepper: Presentable & Stepper) -> FlowContributor {
        .contribute(withNextPresentable: nextPresentableAndStepper, withNextStepper: nextPresentableAndStepper)
    }
}

/// What a flow's `navigate(to:)` returns.
public enum FlowContributors {
    case multiple(flowContributors: [FlowContributor])
    case one(flowContributor: FlowContributor)
    case end(forwardToParentFlowWithStep: Step)
    case none
}

/// Runs a flow: listens to its steppers and navigates it, and the flows it contributes.
public final class FlowCoordinator: NSObject {
    public override init() {}

    public func coordinate(flow: Flow, with stepper: Stepper = DefaultStepper(), allowStepWhenDismissed: Bool = false) {}

    public func navigate(to step: Step) {}
}
