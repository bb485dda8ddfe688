// A small stand-in for XCoordinator (QuickBird Studios' coordinator library, 2.x), with the library's
// public signatures for what coordgen's XCoordinator family writes and its fixtures use: `Route`,
// `Presentable`, the transitions (`Transition<RootViewController>`, `NavigationTransition`,
// `ViewTransition`, `TabBarTransition`, `.push`, `.pop`, `.present`, `.presentOnRoot`, `.dismiss`, …),
// the coordinator classes (`BaseCoordinator<RouteType, TransitionType>`, `NavigationCoordinator`,
// `ViewCoordinator`, `TabBarCoordinator`) and the routers (`StrongRouter`, `UnownedRouter`,
// `WeakRouter`, `trigger`). Bodies do nothing: only the interface is checked.
//
// Isolation as the library has it: XCoordinator is a Swift 5 package (tools 5.1) with no isolation
// attributes, except the async `trigger` and `contextTrigger`, which are `@MainActor`. Its classes and
// protocols are therefore nonisolated, and a subclass's `prepareTransition(for:)` is too: an app that
// makes view controllers there builds in Swift 5 mode, not in Swift 6 mode, as with the real library.
//
// Tests/CoordgenKitTests/Support/SwiftCompiler.swift builds this file as a module named `XCoordinator`
// in Swift 5 mode against the UIKit stand-in of the same variant.

import UIKit

// MARK: - Routes and presentables

/// A route a coordinator can trigger: usually an enum, one case per place.
public protocol Route {}

/// Anything that can be shown: a view controller, a coordinator, a router.
public protocol Presentable {
    var viewController: UIViewController! { get }
    func router<R: Route>(for route: R) -> StrongRouter<R>?
    func presented(from presentable: Presentable?)
    func registerParent(_ presentable: Presentable & AnyObject)
    func childTransitionCompleted()
    func setRoot(for window: UIWindow)
}

extension Presentable {
    public func registerParent(_ presentable: Presentable & AnyObject) {}
    public func childTransitionCompleted() {}
    public func setRoot(for window: UIWindow) {}
    public func router<R: Route>(for route: R) -> StrongRouter<R>? { nil }
    public func presented(from presentable: Presentable?) {}
}

extension UIViewController {
    public var viewController: UIViewController! { self }
}

extension UIViewController: Presentable {}

extension UIWindow {
    public var viewController: UIViewController! { rootViewController }
}

extension UIWindow: Presentable {}

// MARK: - Transitions

public typealias PresentationHandler = () -> Void
public typealias ContextPresentationHandler = (TransitionContext) -> Void

/// The animation of a transition; `.default` is UIKit's own.
open class Animation: NSObject {
    public static let `default` = Animation(presentation: nil, dismissal: nil)
    open var presentationAnimation: TransitionAnimation?
    open var dismissalAnimation: TransitionAnimation?

    public init(presentation: TransitionAnimation?, dismissal: TransitionAnimation?) {
        self.presentationAnimation = presentation
        self.dismissalAnimation = dismissal
    }
}

/// A custom transition animation (the library refines `UIViewControllerAnimatedTransitioning`, which the
/// UIKit stand-in does not declare).
public protocol TransitionAnimation: AnyObject {
    func start()
    func cleanup()
}

/// Whether a transition is animated.
public struct TransitionOptions {
    public let animated: Bool

    public init(animated: Bool) {
        self.animated = animated
    }
}

/// What a transition shows.
public protocol TransitionContext {
    var presentables: [Presentable] { get }
    var animation: TransitionAnimation? { get }
}

/// A transition performed on a root view controller.
public protocol TransitionProtocol: TransitionContext {
    associatedtype RootViewController: UIViewController
    func perform(on rootViewController: RootViewController, with options: TransitionOptions, completion: PresentationHandler?)
    static func multiple(_ transitions: [Self]) -> Self
}

extension TransitionProtocol {
    public static func multiple(_ transitions: Self...) -> Self { multiple(transitions) }
}

/// The library's one transition type, generic over the root view controller it acts on.
public struct Transition<RootViewController: UIViewController>: TransitionProtocol {
    public typealias PerformClosure = (
        _ rootViewController: RootViewController, _ options: TransitionOptions, _ completion: PresentationHandler?
    ) -> Void

    private var _presentables: [Presentable]
    private var _animation: TransitionAnimation?
    private var _perform: PerformClosure

    public var presentables: [Presentable] { _presentables }
    public var animation: TransitionAnimation? { _animation }

    public init(presentables: [Presentable], animationInUse: TransitionAnimation?, perform: @escaping PerformClosure) {
        self._presentables = presentables
        self._animation = animationInUse
        self._perform = perform
    }

    public func perform(on rootViewController: RootViewController, with options: TransitionOptions, completion: PresentationHandler?) {
        _perform(rootViewController, options, completion)
    }

    public static func multiple(_ transitions: [Transition]) -> Transition {
        Transition(presentables: transitions.flatMap(\.presentables), animationInUse: nil) { _, _, completion in completion?() }
    }
}

extension Transition {
    private static func doing(_ presentables: [Presentable], _ animation: Animation? = nil) -> Transition {
        Transition(presentables: presentables, animationInUse: animation?.presentationAnimation) { _, _, completion in completion?() }
    }

    public static func show(_ presentable: Presentable) -> Transition { doing([presentable]) }
    public static func showDetail(_ presentable: Presentable) -> Transition { doing([presentable]) }
    public static func presentOnRoot(_ presentable: Presentable, animation: Animation? = nil) -> Transition { doing([presentable], animation) }
    public static func present(_ presentable: Presentable, animation: Animation? = nil) -> Transition { doing([presentable], animation) }
    public static func dismissToRoot(animation: Animation? = nil) -> Transition { doing([], animation) }
    public static func dismiss(animation: Animation? = nil) -> Transition { doing([], animation) }
    public static func none() -> Transition { doing([]) }
    public static func multiple<C: Collection>(_ transitions: C) -> Transition where C.Element == Transition {
        multiple(Array(transitions))
    }
    public static func route<C: Coordinator>(_ route: C.RouteType, on coordinator: C) -> Transition { doing([coordinator]) }
    public static func trigger<R: Router>(_ route: R.RouteType, on router: R) -> Transition { doing([router]) }
}

public typealias NavigationTransition = Transition<UINavigationController>
public typealias ViewTransition = Transition<UIViewController>
public typealias TabBarTransition = Transition<UITabBarController>

extension Transition where RootViewController: UINavigationController {
    public static func push(_ presentable: Presentable, animation: Animation? = nil) -> Transition { doing([presentable], animation) }
    public static func pop(animation: Animation? = nil) -> Transition { doing([], animation) }
    public static func pop(to presentable: Presentable, animation: Animation? = nil) -> Transition { doing([presentable], animation) }
    public static func popToRoot(animation: Animation? = nil) -> Transition { doing([], animation) }
    public static func set(_ presentables: [Presentable], animation: Animation? = nil) -> Transition { doing(presentables, animation) }
}

extension Transition where RootViewController: UITabBarController {
    public static func set(_ presentables: [Presentable], animation: Animation? = nil) -> Transition { doing(presentables, animation) }
    public static func select(_ presentable: Presentable, animation: Animation? = nil) -> Transition { doing([presentable], animation) }
    public static func select(index: Int, animation: Animation? = nil) -> Transition { doing([], animation) }
}

// MARK: - Routers

/// Something that triggers routes.
public protocol Router: Presentable {
    associatedtype RouteType: Route
    func contextTrigger(_ route: RouteType, with options: TransitionOptions, completion: ContextPresentationHandler?)
}

extension Router {
    public func trigger(_ route: RouteType, with options: TransitionOptions) {
        contextTrigger(route, with: options, completion: nil)
    }

    public func trigger(_ route: RouteType, completion: PresentationHandler? = nil) {
        contextTrigger(route, with: TransitionOptions(animated: true)) { _ in completion?() }
    }

    public func trigger(_ route: RouteType, with options: TransitionOptions, completion: PresentationHandler?) {
        contextTrigger(route, with: options) { _ in completion?() }
    }

    public var strongRouter: StrongRouter<RouteType> { StrongRouter(self) }

    @MainActor public func trigger(_ route: RouteType) async {}

    @MainActor public func trigger(_ route: RouteType, with options: TransitionOptions) async {}
}

/// Something that performs transitions on a root view controller.
public protocol TransitionPerformer: Presentable {
    associatedtype TransitionType: TransitionProtocol
    var rootViewController: TransitionType.RootViewController { get }
    func performTransition(_ transition: TransitionType, with options: TransitionOptions, completion: PresentationHandler?)
}

/// A router that maps its routes to transitions and keeps its children.
public protocol Coordinator: Router, TransitionPerformer {
    func prepareTransition(for route: RouteType) -> TransitionType
    func addChild(_ presentable: Presentable)
    func removeChild(_ presentable: Presentable)
    func removeChildrenIfNeeded()
}

extension Coordinator where Self: AnyObject {
    public var weakRouter: WeakRouter<RouteType> { WeakErased(self) { $0.strongRouter } }
    public var unownedRouter: UnownedRouter<RouteType> { UnownedErased(self) { $0.strongRouter } }

    public func contextTrigger(_ route: RouteType, with options: TransitionOptions, completion: ContextPresentationHandler?) {
        let transition = prepareTransition(for: route)
        performTransition(transition, with: options) { completion?(transition) }
    }

    public func performTransition(_ transition: TransitionType, with options: TransitionOptions, completion: PresentationHandler?) {
        completion?()
    }
}

/// A type-erased router that holds its router strongly.
public final class StrongRouter<RouteType: Route>: Router {
    private let _contextTrigger: (RouteType, TransitionOptions, ContextPresentationHandler?) -> Void
    private let _viewController: () -> UIViewController?

    public init<T: Router>(_ router: T) where T.RouteType == RouteType {
        _contextTrigger = router.contextTrigger
        _viewController = { router.viewController }
    }

    public func contextTrigger(_ route: RouteType, with options: TransitionOptions, completion: ContextPresentationHandler?) {
        _contextTrigger(route, options, completion)
    }

    public var viewController: UIViewController! { _viewController() }
}

/// A value erased to another type, holding the original unowned.
@propertyWrapper
public struct UnownedErased<Value> {
    private var _value: () -> Value

    public var wrappedValue: Value { _value() }

    public init<Erasable: AnyObject>(_ value: Erasable, erase: @escaping (Erasable) -> Value) {
        _value = { [unowned value] in erase(value) }
    }
}

/// A value erased to another type, holding the original weakly.
@propertyWrapper
public struct WeakErased<Value> {
    private var _value: () -> Value?

    public var wrappedValue: Value? { _value() }

    public init<Erasable: AnyObject>(_ value: Erasable, erase: @escaping (Erasable) -> Value) {
        _value = { [weak value] in value.map(erase) }
    }
}

public typealias UnownedRouter<RouteType: Route> = UnownedErased<StrongRouter<RouteType>>
public typealias WeakRouter<RouteType: Route> = WeakErased<StrongRouter<RouteType>>
public typealias AnyRouter<RouteType: Route> = UnownedRouter<RouteType>

extension UnownedErased: Presentable where Value: Presentable {
    public var viewController: UIViewController! { wrappedValue.viewController }
}

extension UnownedErased: Router where Value: Router {
    public func contextTrigger(_ route: Value.RouteType, with options: TransitionOptions, completion: ContextPresentationHandler?) {
        wrappedValue.contextTrigger(route, with: options, completion: completion)
    }
}

extension WeakErased: Presentable where Value: Presentable {
    public var viewController: UIViewController! { wrappedValue?.viewController }
}

extension WeakErased: Router where Value: Router {
    public func contextTrigger(_ route: Value.RouteType, with options: TransitionOptions, completion: ContextPresentationHandler?) {
        wrappedValue?.contextTrigger(route, with: options, completion: completion)
    }
}

// MARK: - Coordinators

/// The base of every coordinator class: a root view controller, the children, and the route-to-transition map.
open class BaseCoordinator<RouteType: Route, TransitionType: TransitionProtocol>: Coordinator {
    public typealias RootViewController = TransitionType.RootViewController

    public private(set) var children = [Presentable]()
    public private(set) var rootViewController: RootViewController

    open var viewController: UIViewController! { rootViewController }

    public init(rootViewController: RootViewController, initialRoute: RouteType?) {
        self.rootViewController = rootViewController
    }

    public init(rootViewController: RootViewController, initialTransition: TransitionType?) {
        self.rootViewController = rootViewController
    }

    open func presented(from presentable: Presentable?) {}

    public func removeChildrenIfNeeded() {}

    public func addChild(_ presentable: Presentable) {
        children.append(presentable)
    }

    public func removeChild(_ presentable: Presentable) {}

    open func prepareTransition(for route: RouteType) -> TransitionType {
        fatalError("Please override the \(#function) method.")
    }

    public func registerParent(_ presentable: Presentable & AnyObject) {}
}

/// A coordinator over a navigation controller.
open class NavigationCoordinator<RouteType: Route>: BaseCoordinator<RouteType, NavigationTransition> {
    public override init(rootViewController: RootViewController = .init(), initialRoute: RouteType? = nil) {
        super.init(rootViewController: rootViewController, initialRoute: initialRoute)
    }

    public init(rootViewController: RootViewController = .init(), root: Presentable) {
        super.init(rootViewController: rootViewController, initialTransition: .push(root))
    }
}

/// A coordinator over a plain view controller.
open class ViewCoordinator<RouteType: Route>: BaseCoordinator<RouteType, ViewTransition> {
    public override init(rootViewController: RootViewController, initialRoute: RouteType? = nil) {
        super.init(rootViewController: rootViewController, initialRoute: initialRoute)
    }
}

/// A coordinator over a tab bar controller.
open class TabBarCoordinator<RouteType: Route>: BaseCoordinator<RouteType, TabBarTransition> {
    public override init(rootViewController: RootViewController = .init(), initialRoute: RouteType?) {
        super.init(rootViewController: rootViewController, initialRoute: initialRoute)
    }

    public init(rootViewController: RootViewController = .init(), tabs: [Presentable]) {
        super.init(rootViewController: rootViewController, initialTransition: .set(tabs))
    }

    public init(rootViewController: RootViewController = .init(), tabs: [Presentable], select: Presentable) {
        super.init(rootViewController: rootViewController, initialTransition: .multiple(.set(tabs), .select(select)))
    }

    public init(rootViewController: RootViewController = .init(), tabs: [Presentable], select: Int) {
        super.init(rootViewController: rootViewController, initialTransition: .multiple(.set(tabs), .select(index: select)))
    }
}
