// A small stand-in for SwiftUI, over the Combine stand-in (Combine.swift), so tests on Linux
// can prove that generated SwiftUI code compiles and behaves.
//
// Tests/CoordgenKitTests/Support/SwiftCompiler.swift builds this file as a module named `SwiftUI` on top
// of the UIKit stand-in, which it re-exports as SwiftUI does on iOS; it is not a SwiftPM target. The
// declarations the templates use have Apple's signatures and the isolation Swift sees in the iOS 18
// SDK: `View`, `App` and `Scene` are `@preconcurrency @MainActor` protocols, so a type conforming to
// them is main-actor isolated (with `@preconcurrency`, so misuse is a warning, as with the SDK) and so
// is its `body`; `Button` actions are `@MainActor`; `ObservedObject` and `StateObject` are main-actor
// isolated; `ObservableObject` and `@Published` are not isolated at all, and `@Published` only works in
// classes. Primitive views conform to `View` in extensions, so their initializers are not isolated, as
// the SDK's `nonisolated` ones are. SwiftUI is a Swift module, so unlike UIKit its attributes are the
// same in every language mode; it is still built per mode, because the UIKit under it differs.
//
// Behaviour: nothing is drawn, but a test can look at a view tree the way a user would. The
// `_standIn…` functions at the end (names SwiftUI does not have) evaluate `body`, read texts and
// navigation titles, tap buttons, resolve a `NavigationStack`'s path to screens through the
// `navigationDestination(for:destination:)` registrations SwiftUI would use — the one declared closest
// to the root wins, and a value nothing is registered for stops the program, where SwiftUI would show
// an empty screen — and tap Back or swipe a sheet down by writing the bindings, as SwiftUI does.
// `NavigationPath` works (append, removeLast, count); `@StateObject` creates its object once.
//
// SwiftUI re-exports Observation, so `@Observable` needs no import of its own, as in the iOS 17 SDK.
// The environment is not modelled: `environmentObject(_:)` and `environment(_:)` pass their content
// through, and reading an `@EnvironmentObject` or an `@Environment(Type.self)` object stops the program,
// as SwiftUI does when no ancestor provided the object.

import Combine
@_exported import Observation
@_exported import UIKit

// MARK: - Combine: ObservableObject and @Published

// Combine's names, visible to every file that imports SwiftUI; Combine's members (the default
// `objectWillChange`, `Published.init(wrappedValue:)`) only to files that import Combine under member
// import visibility (see the top of Combine.swift).
public typealias ObservableObject = Combine.ObservableObject
public typealias Published = Combine.Published
public typealias ObservableObjectPublisher = Combine.ObservableObjectPublisher

// MARK: - Views and view builders

@preconcurrency @MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder @preconcurrency @MainActor var body: Body { get }
}

extension Never: View, Scene {
    public typealias Body = Never

    @ViewBuilder public var body: Never { fatalError("Never has no body") }
}

/// Stops the program: primitive views have no body, SwiftUI draws them itself.
private func noBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view and has no body")
}

@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        for view in repeat each content {
            children.append(view)
        }
        return TupleView((repeat each content), children: children)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(child: first)
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(child: second)
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}

// Primitive views conform to `View` in extensions, so only their `body` is main-actor isolated and
// their initializers are not, as in the SDK, where they are `nonisolated`.

public struct EmptyView {
    public init() {}
}

extension EmptyView: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { [] }
}

public struct TupleView<T> {
    public var value: T
    fileprivate let childViews: [any View]

    public init(_ value: T) {
        self.value = value
        childViews = []
    }

    fileprivate init(_ value: T, children: [any View]) {
        self.value = value
        childViews = children
    }
}

extension TupleView: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { childViews }
}

/// One branch of an `if`/`else` or `switch` in a view builder.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    fileprivate let child: any View
}

extension _ConditionalContent: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { [child] }
}

extension Optional: View, StandInNode where Wrapped: View {
    public typealias Body = Never

    public var body: Never { noBody(Self.self) }
    var children: [any View] { map { [$0] } ?? [] }
}

public struct AnyView {
    fileprivate let wrapped: any View

    public init<V: View>(_ view: V) {
        wrapped = view
    }

    public init<V: View>(erasing view: V) {
        wrapped = view
    }
}

extension AnyView: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { [wrapped] }
}

/// A key into the app's strings tables; the stand-in has none, so the key is the text.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }
}

public struct Text: Equatable, Sendable {
    fileprivate let content: String

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        content = key.key
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    public init(verbatim content: String) {
        self.content = content
    }
}

extension Text: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { [] }
}

/// SwiftUI's `Image` (iOS 13): an image from the asset catalog or an SF Symbol, as a view.
public struct Image: Equatable, Sendable {
    fileprivate let name: String

    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
    }

    public init(systemName: String) {
        name = systemName
    }
}

extension Image: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { [] }
}

public struct Font: Hashable, Sendable {
    private let name: String

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let headline = Font(name: "headline")
    public static let body = Font(name: "body")
}

public struct HorizontalAlignment: Equatable, Sendable {
    private let name: String

    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

public struct VStack<Content: View> {
    fileprivate let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension VStack: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { [content] }
}

/// SwiftUI's `TabView`: one tab per view its builder returns; the stand-in holds them all, as a stack.
public struct TabView<SelectionValue: Hashable, Content: View> {
    fileprivate let content: Content
}

extension TabView: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { [content] }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension TabView {
    /// A tab view whose selected tab is the binding's value, each page marked by `tag(_:)`; the stand-in
    /// keeps the pages and ignores the selection.
    public nonisolated init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// SwiftUI's `Group`: a view of the views its builder returns, with no layout of its own.
public struct Group<Content> {
    fileprivate let content: Content
}

extension Group: View, StandInNode where Content: View {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { noBody(Self.self) }
    var children: [any View] { [content] }
}

public struct Button<Label: View> {
    fileprivate let action: @MainActor () -> Void
    fileprivate let label: Label

    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
}

extension Button where Label == Text {
    @preconcurrency
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.action = action
        label = Text(titleKey)
    }

    @_disfavoredOverload @preconcurrency
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.action = action
        label = Text(title)
    }
}

extension Button: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { [label] }
}

// MARK: - View modifiers

/// A modifier that makes a new view of the one it is applied to (`content`), with Apple's signatures;
/// the stand-in evaluates `body(content:)` like a custom view's body.
@preconcurrency @MainActor
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @preconcurrency @MainActor func body(content: Self.Content) -> Self.Body
}

/// The view a modifier's `body(content:)` is given: the view the modifier is applied to.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
    fileprivate let wrapped: any View
}

extension _ViewModifier_Content: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { [wrapped] }
}

/// A view with a modifier applied to it.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Modifier.Body { modifier.body(content: _ViewModifier_Content(wrapped: content)) }
}

extension View {
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - State and bindings

public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A value that a view reads and writes, stored elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        read = get
        write = set
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { read() }
        nonmutating set { write(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
    }
}

/// An observable object a view is given; `$object.property` is a binding to one of its properties.
@propertyWrapper
@preconcurrency @MainActor
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    @preconcurrency @MainActor
    public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    @preconcurrency @MainActor
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    @preconcurrency @MainActor
    public init(initialValue: ObjectType) {
        wrappedValue = initialValue
    }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

/// An observable object a view creates and owns: made once, on first use, and kept while the view lives.
@propertyWrapper
@preconcurrency @MainActor
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Shared by the copies SwiftUI makes of the view, as SwiftUI's storage is.
    /// Only used on the main actor, like the view that holds it.
    private final class Storage: @unchecked Sendable {
        var object: ObjectType?
        let make: () -> ObjectType

        init(make: @escaping () -> ObjectType) {
            self.make = make
        }
    }

    private let storage: Storage

    public nonisolated init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = Storage(make: thunk)
    }

    public var wrappedValue: ObjectType {
        if let object = storage.object {
            return object
        }
        let object = storage.make()
        storage.object = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(root: wrappedValue) }
}

// MARK: - Navigation

/// A type-erased list of the values pushed onto a `NavigationStack`.
public struct NavigationPath: Equatable {
    fileprivate var elements: [AnyHashable] = []

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        precondition(k >= 0 && k <= elements.count, "Can't remove more items from a collection than it contains")
        elements.removeLast(k)
    }
}

public struct NavigationStack<Data, Root: View> {
    private let root: Root
    /// Reads the path, for resolving it to screens; nil for a stack without a path binding.
    fileprivate let readPath: (() -> [AnyHashable])?
    /// Replaces the path, as SwiftUI does when the user taps Back or swipes.
    fileprivate let writePath: (([AnyHashable]) -> Void)?

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        readPath = nil
        writePath = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        readPath = { path.wrappedValue.elements }
        writePath = { elements in
            var newPath = NavigationPath()
            newPath.elements = elements
            path.wrappedValue = newPath
        }
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
        readPath = { path.wrappedValue.map { AnyHashable($0) } }
        writePath = { elements in
            path.wrappedValue = Data(elements.map { $0.base as! Data.Element })
        }
    }

    fileprivate var rootView: any View { root }
}

extension NavigationStack: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { [root] }
}

/// SwiftUI's `NavigationView` (iOS 13), deprecated for `NavigationStack`: the previews coordgen writes for
/// screens of apps deployed before iOS 16 wrap the screen in one.
@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
public struct NavigationView<Content: View> {
    private let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead")
extension NavigationView: View, StandInNode {
    public var body: Never { noBody(Self.self) }
    var children: [any View] { [content] }
}

/// What `navigationDestination(for:destination:)` registers: how to show values of one type.
private struct DestinationRegistration {
    let type: Any.Type
    let makeView: (AnyHashable) -> (any View)?
}

private struct NavigationDestinationModifier<Content: View, D: Hashable, C: View> {
    let content: Content
    let destination: (D) -> C
}

extension NavigationDestinationModifier: View, StandInNode {
    var body: Never { noBody(Self.self) }
    var children: [any View] { [content] }

    var registration: DestinationRegistration {
        let destination = destination
        return DestinationRegistration(type: D.self) { value in
            (value.base as? D).map { destination($0) }
        }
    }
}

/// A sheet or full-screen cover attached to a view.
private struct PresentationModifier<Content: View, Item: Identifiable, Presented: View> {
    let content: Content
    let style: String
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let present: (Item) -> Presented
}

extension PresentationModifier: View, StandInNode {
    var body: Never { noBody(Self.self) }
    var children: [any View] { [content] }

    var presented: (any View)? { item.wrappedValue.map(present) }

    /// What a swipe down does: SwiftUI clears the binding, then calls `onDismiss`.
    func dismissByUser() {
        item.wrappedValue = nil
        onDismiss?()
    }
}

/// A modifier the stand-in only passes through, keeping what it was given for tests to read.
private struct PassThroughModifier<Content: View> {
    let content: Content
    var title: String?
}

extension PassThroughModifier: View, StandInNode {
    var body: Never { noBody(Self.self) }
    var children: [any View] { [content] }
}

extension View {
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        for data: D.Type,
        @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        NavigationDestinationModifier(content: self, destination: destination)
    }

    public nonisolated func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentationModifier(content: self, style: "sheet", item: item, onDismiss: onDismiss, present: content)
    }

    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>,
        onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        PresentationModifier(content: self, style: "fullScreenCover", item: item, onDismiss: onDismiss, present: content)
    }

    public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        PassThroughModifier(content: self, title: titleKey.key)
    }

    @_disfavoredOverload
    public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        PassThroughModifier(content: self, title: String(title))
    }

    public nonisolated func font(_ font: Font?) -> some View {
        PassThroughModifier(content: self, title: nil)
    }

    /// The label of the view's tab in a `TabView`; the stand-in keeps the view as it is.
    public nonisolated func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        PassThroughModifier(content: self, title: nil)
    }

    /// The value that marks the view among a `TabView`'s pages (or a `Picker`'s options); the stand-in keeps
    /// the view as it is.
    public nonisolated func tag<V>(_ tag: V) -> some View where V: Hashable {
        PassThroughModifier(content: self, title: nil)
    }
}

// MARK: - Hosting SwiftUI in UIKit, and edge insets

/// A UIKit view controller that manages a SwiftUI view hierarchy. Main-actor isolated, with
/// `@preconcurrency`, as SwiftUI declares it; nothing is drawn in the stand-in.
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    @MainActor @preconcurrency public var rootView: Content

    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    @MainActor @preconcurrency public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a hosting controller object from an archive and the specified SwiftUI view.
    @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) must be implemented in a subclass and call super.init(coder:, rootView:)")
    }
}

/// The inset distances for the sides of a rectangle.
@frozen public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }
}

// MARK: - Apps and scenes

@preconcurrency @MainActor
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @preconcurrency @MainActor var body: Body { get }
}

@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
        content
    }

    public static func buildExpression<Content: Scene>(_ content: Content) -> Content {
        content
    }
}

public struct WindowGroup<Content: View>: Scene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { fatalError("WindowGroup is a primitive scene and has no body") }
}

@preconcurrency @MainActor
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @preconcurrency @MainActor var body: Body { get }
    @preconcurrency @MainActor init()
}

extension App {
    /// What `@main` calls. SwiftUI's never returns (it runs the app); the stand-in makes the app and
    /// its scene once and returns.
    @preconcurrency @MainActor
    public static func main() {
        _ = Self().body
    }
}

// MARK: - Looking at views, for tests

/// A primitive view the stand-in can look inside.
@MainActor
private protocol StandInNode {
    /// The views it is made of, one level down, as far as what is on screen goes (a stack's root, not
    /// its pushed screens; a view, not the sheet it presents).
    var children: [any View] { get }
}

/// The views `view` is made of, one level down: a primitive's parts, or the body of a custom view.
@MainActor
private func children(of view: any View) -> [any View] {
    if let node = view as? any StandInNode {
        return node.children
    }
    return [view.body]
}

/// Every view in the tree of `view`, depth first, stopping at nested navigation stacks unless `view`
/// is one.
@MainActor
private func descendants(of view: any View, intoStacks: Bool = false) -> [any View] {
    var result: [any View] = [view]
    for child in children(of: view) {
        if !intoStacks, child is any NavigationStackProtocol {
            result.append(child)
            continue
        }
        result += descendants(of: child, intoStacks: intoStacks)
    }
    return result
}

@MainActor
private protocol NavigationStackProtocol {
    var rootView: any View { get }
    var readPath: (() -> [AnyHashable])? { get }
    var writePath: (([AnyHashable]) -> Void)? { get }
}

extension NavigationStack: NavigationStackProtocol {}

@MainActor
private protocol PresentationProtocol {
    var style: String { get }
    var presented: (any View)? { get }
    func dismissByUser()
}

extension PresentationModifier: PresentationProtocol {}

/// The texts in `view`, in order, as a user reads them (not those of screens pushed above it).
@MainActor
public func _standInTexts(_ view: any View) -> [String] {
    descendants(of: view, intoStacks: true).compactMap { ($0 as? Text)?.content }
}

/// The navigation title `view` sets, if any.
@MainActor
public func _standInNavigationTitle(_ view: any View) -> String? {
    descendants(of: view).lazy.compactMap { ($0 as? any PassThroughTitled)?.shownTitle }.first
}

@MainActor
private protocol PassThroughTitled {
    var shownTitle: String? { get }
}

extension PassThroughModifier: PassThroughTitled {
    var shownTitle: String? { title }
}

/// Taps the button titled `title` in `view`; stops the program when there is none.
@MainActor
public func _standInTap(_ title: String, in view: any View) {
    for candidate in descendants(of: view) {
        guard let button = candidate as? any ButtonProtocol else { continue }
        if _standInTexts(button.labelView).joined(separator: " ") == title {
            button.action()
            return
        }
    }
    fatalError("no button titled \(title) in \(type(of: view))")
}

@MainActor
private protocol ButtonProtocol {
    var labelView: any View { get }
    var action: @MainActor () -> Void { get }
}

extension Button: ButtonProtocol {
    var labelView: any View { label }
}

/// The screens of the first navigation stack in `view`, bottom to top: its root, then a view for each
/// value of its path, made by the first `navigationDestination` for the value's type that is declared
/// in the root or in a screen below the value. A value that nothing is registered for stops the
/// program; SwiftUI would show an empty screen and log that no destination matches.
@MainActor
public func _standInScreens(of view: any View) -> [any View] {
    let stack = firstStack(in: view)
    var screens: [any View] = [stack.rootView]
    var registrations = destinationRegistrations(in: stack.rootView)
    for value in stack.readPath?() ?? [] {
        guard let screen = registrations.lazy.compactMap({ $0.makeView(value) }).first else {
            fatalError("A NavigationLink is presenting a value of type \(type(of: value.base)) but there is no matching navigationDestination declaration visible from the location of the link")
        }
        screens.append(screen)
        registrations += destinationRegistrations(in: screen)
    }
    return screens
}

/// Presses Back in the first navigation stack in `view`: like SwiftUI, it writes the path binding
/// without its last value.
@MainActor
public func _standInTapBack(in view: any View) {
    let stack = firstStack(in: view)
    guard let path = stack.readPath?(), !path.isEmpty, let write = stack.writePath else {
        fatalError("there is no Back button: the stack shows its root")
    }
    write(Array(path.dropLast()))
}

/// What `view` presents — the sheet or full-screen cover whose item is set — and its style
/// (`sheet` or `fullScreenCover`), looking through the screens of its navigation stacks too.
@MainActor
public func _standInPresented(by view: any View) -> (style: String, view: any View)? {
    for presentation in presentations(in: view) {
        if let presented = presentation.presented {
            return (presentation.style, presented)
        }
    }
    return nil
}

/// Swipes down the sheet `view` presents: SwiftUI sets its item binding to nil.
@MainActor
public func _standInSwipeDownSheet(in view: any View) {
    guard let sheet = presentations(in: view).first(where: { $0.style == "sheet" && $0.presented != nil }) else {
        fatalError("no sheet is presented")
    }
    sheet.dismissByUser()
}

@MainActor
private func presentations(in view: any View) -> [any PresentationProtocol] {
    var found: [any PresentationProtocol] = []
    for candidate in descendants(of: view) {
        if let presentation = candidate as? any PresentationProtocol {
            found.append(presentation)
        } else if candidate is any NavigationStackProtocol {
            for screen in _standInScreens(of: candidate) {
                found += presentations(in: screen)
            }
        }
    }
    return found
}

@MainActor
private func firstStack(in view: any View) -> any NavigationStackProtocol {
    for candidate in descendants(of: view) {
        if let stack = candidate as? any NavigationStackProtocol {
            return stack
        }
    }
    fatalError("no NavigationStack in \(type(of: view))")
}

@MainActor
private func destinationRegistrations(in view: any View) -> [DestinationRegistration] {
    descendants(of: view).compactMap { ($0 as? any DestinationRegistering)?.registration }
}

@MainActor
private protocol DestinationRegistering {
    var registration: DestinationRegistration { get }
}

extension NavigationDestinationModifier: DestinationRegistering {}

// MARK: - Previews

/// A preview of a view in Xcode's canvas, as SwiftUI declares it. The stand-in's plugin
/// (`Tests/StandIns/PreviewMacros`) expands it to nothing; its arguments are type-checked all the same.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewStandInMacros", type: "PreviewMacro")

/// A preview of a view with traits, such as an orientation.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "PreviewStandInMacros", type: "PreviewMacro")

/// A type that shows views in Xcode's canvas, the way before `#Preview`.
@preconcurrency @MainActor
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @preconcurrency @MainActor static var previews: Previews { get }
}

// MARK: - More state: @State, @EnvironmentObject, @Bindable

/// A value a view owns; `$value` is a binding to it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// Shared by the copies SwiftUI makes of the view, as SwiftUI's storage is.
    private final class Storage: @unchecked Sendable {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private let storage: Storage

    public init(wrappedValue value: Value) {
        storage = Storage(value)
    }

    public init(initialValue value: Value) {
        storage = Storage(value)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// An observable object an ancestor view provided with `environmentObject(_:)`.
@MainActor
@propertyWrapper
@preconcurrency
public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    @dynamicMemberLookup
        public struct Wrapper {
        let root: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = root
            return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
        }
    }

    @MainActor
    public var wrappedValue: ObjectType {
        preconditionFailure("No ObservableObject of type \(ObjectType.self) found: the stand-in has no environment")
    }

    @MainActor
    public var projectedValue: EnvironmentObject<ObjectType>.Wrapper { Wrapper(root: wrappedValue) }

    public init() {}
}

/// Bindings to the properties of an `@Observable` object.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@dynamicMemberLookup
@propertyWrapper
public struct Bindable<Value> {
    public var wrappedValue: Value

    public var projectedValue: Bindable<Value> { self }

    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        let root = wrappedValue
        return Binding(get: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}

// MARK: - Presentation driven by a flag, and the environment

/// A destination, sheet or full-screen cover shown while a flag is true.
private struct FlagPresentationModifier<Content: View, Presented: View> {
    let content: Content
    let style: String
    let isPresented: Binding<Bool>
    let present: () -> Presented
}

extension FlagPresentationModifier: View, StandInNode {
    var body: Never { noBody(Self.self) }
    var children: [any View] { [content] }
}

extension View {
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public nonisolated func navigationDestination<V>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View
    where V: View {
        let view = destination()
        return FlagPresentationModifier(content: self, style: "navigationDestination", isPresented: isPresented, present: { view })
    }

    public nonisolated func sheet<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        FlagPresentationModifier(content: self, style: "sheet", isPresented: isPresented, present: content)
    }

    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    public nonisolated func fullScreenCover<Content>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View where Content: View {
        FlagPresentationModifier(content: self, style: "fullScreenCover", isPresented: isPresented, present: content)
    }

    /// Passes `object` to the views below; the stand-in has no environment, so it is only type-checked.
    public nonisolated func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        PassThroughModifier(content: self, title: nil)
    }
}

// MARK: - The environment of Observation's objects

/// A value the view reads from its environment; here only an `@Observable` object an ancestor placed
/// with `environment(_:)` (iOS 17). The stand-in has no environment, so reading one stops the program,
/// as SwiftUI does when no ancestor provided the object.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    /// What the view asked for, for the message when it is read.
    private let wanted: String

    public var wrappedValue: Value {
        preconditionFailure("No \(wanted) found in the environment: the stand-in has no environment")
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Environment {
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        wanted = "\(objectType)"
    }

    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        wanted = "\(objectType)"
    }
}

extension View {
    /// Places an `@Observable` object in the environment of the views below; the stand-in has no
    /// environment, so it is only type-checked.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public nonisolated func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        PassThroughModifier(content: self, title: nil)
    }
}
