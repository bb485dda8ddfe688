// A small stand-in for Stinsen (rundfunk47's SwiftUI coordinator library, 2.x), with the library's
// public signatures for what coordgen's Stinsen family writes and its fixtures use: `Coordinatable`,
// `NavigationCoordinatable` (its `Route`/`Root`/`Router` typealiases, `stack`, `route(to:)`,
// `popLast`, `dismissCoordinator`), the `NavigationRoute` property wrapper and its initialisers for
// views and coordinators, `PresentationType`, `NavigationStack(initial:)`, `NavigationRouter`,
// `TabCoordinatable` (its `Route`/`Router` typealiases, `child`, `focusFirst`), `TabChild(startingItems:
// activeTab:)`, the `TabRoute` property wrapper with its `tabItem:` initialisers and `Content`,
// `TabRouter`, `ViewWrapperCoordinator` and `NavigationViewCoordinator`. Bodies do nothing: only the interface is
// checked; none of the library's implementation is here.
//
// Isolation as the library has it: Stinsen is a Swift 5 package (tools 5.3) with no isolation
// attributes, so its protocols and classes are nonisolated, and so are a coordinator's make functions.
//
// Tests/CoordgenKitTests/Support/SwiftCompiler.swift builds this file as a module named `Stinsen` in
// Swift 5 mode against the SwiftUI stand-in of the same variant.

import Combine
import SwiftUI

// MARK: - Coordinatable

public protocol StringIdentifiable {
    var id: String { get }
}

public protocol ViewPresentable {
    func view() -> AnyView
}

extension AnyView: ViewPresentable {
    public func view() -> AnyView { self }
}

public protocol ChildDismissable: AnyObject {
    func dismissChild<T: Coordinatable>(coordinator: T, action: (() -> Void)?)
    var canDismissChild: Bool { get }
}

extension ChildDismissable {
    public var canDismissChild: Bool { true }
}

public protocol Coordinatable: ObservableObject, StringIdentifiable, Identifiable, ViewPresentable, ChildDismissable {
    var parent: ChildDismissable? { get set }
}

extension Coordinatable {
    public var id: String { ObjectIdentifier(self).debugDescription }
}

public protocol Routable: ObservableObject {}

// MARK: - Routes

public protocol RouteType {}

public struct RootSwitch: RouteType {}

public struct Presentation: RouteType {
    let type: PresentationType
}

public enum PresentationType {
    case modal
    case modalNonDismissible
    case push
    case fullScreen

    public static func modal(dismissible: Bool) -> PresentationType { dismissible ? .modal : .modalNonDismissible }
}

public struct Transition<T: NavigationCoordinatable, U: RouteType, Input, Output: ViewPresentable> {
    let type: U
}

@propertyWrapper public class NavigationRoute<T: NavigationCoordinatable, U: RouteType, Input, Output: ViewPresentable> {
    public var wrappedValue: Transition<T, U, Input, Output>

    init(standard: Transition<T, U, Input, Output>) {
        self.wrappedValue = standard
    }
}

extension NavigationRoute where T: NavigationCoordinatable, Input == Void, Output == AnyView, U == Presentation {
    public convenience init<ViewOutput: View>(wrappedValue: @escaping ((T) -> (() -> ViewOutput)), _ presentation: PresentationType) {
        self.init(standard: Transition(type: Presentation(type: presentation)))
    }
}

extension NavigationRoute where T: NavigationCoordinatable, Output == AnyView, U == Presentation {
    public convenience init<ViewOutput: View>(wrappedValue: @escaping ((T) -> ((Input) -> ViewOutput)), _ presentation: PresentationType) {
        self.init(standard: Transition(type: Presentation(type: presentation)))
    }
}

extension NavigationRoute where T: NavigationCoordinatable, Input == Void, Output: Coordinatable, U == Presentation {
    public convenience init(wrappedValue: @escaping ((T) -> (() -> Output)), _ presentation: PresentationType) {
        self.init(standard: Transition(type: Presentation(type: presentation)))
    }
}

extension NavigationRoute where T: NavigationCoordinatable, Output: Coordinatable, U == Presentation {
    public convenience init(wrappedValue: @escaping ((T) -> ((Input) -> Output)), _ presentation: PresentationType) {
        self.init(standard: Transition(type: Presentation(type: presentation)))
    }
}

extension NavigationRoute where T: NavigationCoordinatable, Input == Void, Output == AnyView, U == RootSwitch {
    public convenience init<ViewOutput: View>(wrappedValue: @escaping ((T) -> (() -> ViewOutput))) {
        self.init(standard: Transition(type: RootSwitch()))
    }
}

extension NavigationRoute where T: NavigationCoordinatable, Input == Void, Output: Coordinatable, U == RootSwitch {
    public convenience init(wrappedValue: @escaping ((T) -> (() -> Output))) {
        self.init(standard: Transition(type: RootSwitch()))
    }
}

// MARK: - NavigationCoordinatable

public class NavigationStack<T: NavigationCoordinatable> {
    weak var parent: ChildDismissable?
    let initial: PartialKeyPath<T>

    public init(initial: PartialKeyPath<T>, _ initialInput: Any? = nil) {
        self.initial = initial
    }
}

public final class NavigationRouter<T>: Routable {
    public let id: Int
    public var coordinator: T

    public init(id: Int, coordinator: T) {
        self.id = id
        self.coordinator = coordinator
    }
}

extension NavigationRouter where T: NavigationCoordinatable {
    @discardableResult public func route<Output: Coordinatable>(to route: KeyPath<T, Transition<T, Presentation, Void, Output>>) -> Output {
        coordinator.route(to: route)
    }

    @discardableResult public func route<Output: View>(to route: KeyPath<T, Transition<T, Presentation, Void, Output>>) -> T {
        coordinator.route(to: route)
    }

    public func popLast(_ action: (() -> Void)? = nil) {
        coordinator.popLast(action)
    }
}

public protocol NavigationCoordinatable: Coordinatable {
    typealias Route = NavigationRoute
    typealias Root = NavigationRoute
    typealias Router = NavigationRouter<Self>
    associatedtype CustomizeViewType: View
    associatedtype RouterStoreType

    var routerStorable: RouterStoreType { get }
    var stack: NavigationStack<Self> { get }

    func customize(_ view: AnyView) -> CustomizeViewType
    func dismissCoordinator(_ action: (() -> Void)?)
    @discardableResult func popToRoot(_ action: (() -> Void)?) -> Self
    @discardableResult func route<Input, Output: View>(
        to route: KeyPath<Self, Transition<Self, Presentation, Input, Output>>, _ input: Input
    ) -> Self
    @discardableResult func route<Input, Output: Coordinatable>(
        to route: KeyPath<Self, Transition<Self, Presentation, Input, Output>>, _ input: Input
    ) -> Output
    @discardableResult func route<Output: Coordinatable>(to route: KeyPath<Self, Transition<Self, Presentation, Void, Output>>) -> Output
    @discardableResult func route<Output: View>(to route: KeyPath<Self, Transition<Self, Presentation, Void, Output>>) -> Self
}

extension NavigationCoordinatable {
    public var routerStorable: Self { self }

    public weak var parent: ChildDismissable? {
        get { stack.parent }
        set { stack.parent = newValue }
    }

    public func customize(_ view: AnyView) -> some View { view }

    public func dismissChild<T: Coordinatable>(coordinator: T, action: (() -> Void)? = nil) {}

    public func dismissCoordinator(_ action: (() -> Void)? = nil) {}

    public func popLast(_ action: (() -> Void)? = nil) {}

    public func view() -> AnyView { fatalError("stand-in") }

    @discardableResult public func popToRoot(_ action: (() -> Void)? = nil) -> Self { self }

    @discardableResult public func route<Input, Output: Coordinatable>(
        to route: KeyPath<Self, Transition<Self, Presentation, Input, Output>>, _ input: Input
    ) -> Output { fatalError("stand-in") }

    @discardableResult public func route<Output: Coordinatable>(
        to route: KeyPath<Self, Transition<Self, Presentation, Void, Output>>
    ) -> Output { fatalError("stand-in") }

    @discardableResult public func route<Input, Output: View>(
        to route: KeyPath<Self, Transition<Self, Presentation, Input, Output>>, _ input: Input
    ) -> Self { self }

    @discardableResult public func route<Output: View>(to route: KeyPath<Self, Transition<Self, Presentation, Void, Output>>) -> Self { self }
}

// MARK: - TabCoordinatable

public class TabChild: ObservableObject {
    weak var parent: ChildDismissable?
    public let startingItems: [AnyKeyPath]
    public var activeTab: Int

    public init(startingItems: [AnyKeyPath], activeTab: Int = 0) {
        self.startingItems = startingItems
        self.activeTab = activeTab
    }
}

public class Content<T: TabCoordinatable, Output: ViewPresentable> {
    let closure: ((T) -> (() -> Output))
    let tabItem: ((T) -> ((Bool) -> AnyView))
    let onTapped: ((T) -> ((Bool, Output) -> Void))

    init<TabItem: View>(
        closure: @escaping ((T) -> (() -> Output)),
        tabItem: @escaping ((T) -> ((Bool) -> TabItem)),
        onTapped: @escaping ((T) -> ((Bool, Output) -> Void))
    ) {
        self.closure = closure
        self.tabItem = { coordinator in { AnyView(tabItem(coordinator)($0)) } }
        self.onTapped = onTapped
    }
}

@propertyWrapper public class TabRoute<T: TabCoordinatable, Output: ViewPresentable> {
    public var wrappedValue: Content<T, Output>

    fileprivate init(standard: Content<T, Output>) {
        self.wrappedValue = standard
    }
}

extension TabRoute where T: TabCoordinatable, Output == AnyView {
    public convenience init<ViewOutput: View, TabItem: View>(
        wrappedValue: @escaping ((T) -> (() -> ViewOutput)),
        tabItem: @escaping ((T) -> ((Bool) -> TabItem))
    ) {
        self.init(
            standard: Content(closure: { coordinator in { AnyView(wrappedValue(coordinator)()) } }, tabItem: tabItem, onTapped: { _ in { _, _ in } }))
    }

    public convenience init<ViewOutput: View, TabItem: View>(
        wrappedValue: @escaping ((T) -> (() -> ViewOutput)),
        tabItem: @escaping ((T) -> ((Bool) -> TabItem)),
        onTapped: @escaping ((T) -> ((Bool, Output) -> Void))
    ) {
        self.init(standard: Content(closure: { coordinator in { AnyView(wrappedValue(coordinator)()) } }, tabItem: tabItem, onTapped: onTapped))
    }
}

extension TabRoute where T: TabCoordinatable, Output: Coordinatable {
    public convenience init<TabItem: View>(
        wrappedValue: @escaping ((T) -> (() -> Output)),
        tabItem: @escaping ((T) -> ((Bool) -> TabItem))
    ) {
        self.init(standard: Content(closure: { coordinator in { wrappedValue(coordinator)() } }, tabItem: tabItem, onTapped: { _ in { _, _ in } }))
    }

    public convenience init<TabItem: View>(
        wrappedValue: @escaping ((T) -> (() -> Output)),
        tabItem: @escaping ((T) -> ((Bool) -> TabItem)),
        onTapped: @escaping ((T) -> ((Bool, Output) -> Void))
    ) {
        self.init(standard: Content(closure: { coordinator in { wrappedValue(coordinator)() } }, tabItem: tabItem, onTapped: onTapped))
    }
}

public class TabRouter<T>: Routable {
    public var coordinator: T { _coordinator as! T }

    private weak var _coordinator: AnyObject?

    public init(coordinator: T) {
        self._coordinator = coordinator as AnyObject
    }
}

extension TabRouter where T: TabCoordinatable {
    @discardableResult public func focusFirst<Output: Coordinatable>(_ route: KeyPath<T, Content<T, Output>>) -> Output {
        coordinator.focusFirst(route)
    }

    @discardableResult public func focusFirst<Output: View>(_ route: KeyPath<T, Content<T, Output>>) -> T {
        coordinator.focusFirst(route)
    }
}

public protocol TabCoordinatable: Coordinatable {
    typealias Route = TabRoute
    typealias Router = TabRouter<Self>
    associatedtype RouterStoreType

    var routerStorable: RouterStoreType { get }
    var child: TabChild { get }

    associatedtype CustomizeViewType: View

    func customize(_ view: AnyView) -> CustomizeViewType
    @discardableResult func focusFirst<Output: Coordinatable>(_ route: KeyPath<Self, Content<Self, Output>>) -> Output
    @discardableResult func focusFirst<Output: View>(_ route: KeyPath<Self, Content<Self, Output>>) -> Self
}

extension TabCoordinatable {
    public var routerStorable: Self { self }

    public func dismissChild<T: Coordinatable>(coordinator: T, action: (() -> Void)?) {}

    public var canDismissChild: Bool { false }

    public var parent: ChildDismissable? {
        get { child.parent }
        set { child.parent = newValue }
    }

    public func customize(_ view: AnyView) -> some View { view }

    public func view() -> AnyView { fatalError("stand-in") }

    @discardableResult public func focusFirst<Output: Coordinatable>(_ route: KeyPath<Self, Content<Self, Output>>) -> Output {
        fatalError("stand-in")
    }

    @discardableResult public func focusFirst<Output: View>(_ route: KeyPath<Self, Content<Self, Output>>) -> Self { self }
}

// MARK: - Wrappers

open class ViewWrapperCoordinator<T: Coordinatable, V: View>: Coordinatable {
    public func dismissChild<C: Coordinatable>(coordinator: C, action: (() -> Void)?) {}

    public var canDismissChild: Bool { parent?.canDismissChild ?? false }

    public weak var parent: ChildDismissable?
    public let child: T

    public func view() -> AnyView { fatalError("stand-in") }

    public init(_ childCoordinator: T, _ view: @escaping (AnyView) -> V) {
        self.child = childCoordinator
    }
}

public class NavigationViewCoordinator<T: Coordinatable>: ViewWrapperCoordinator<T, AnyView> {
    public init(_ childCoordinator: T) {
        super.init(childCoordinator) { $0 }
    }
}
