/// How a SwiftUI coordinator that owns its navigation stack starts a child flow, as data: the parent
/// holds the child in an optional property (`@Published var profile: ProfileCoordinator?`), its view
/// presents that property with `sheet(item:)` or `fullScreenCover(item:)` in the child's own stack view,
/// and the child tells the parent it is done, which sets the property back to nil.
///
/// A flow that owns a `NavigationStack` cannot be pushed onto another one (stacks do not nest), so in
/// these apps a child flow is always presented.
public struct ChildFlowShape: Codable, Equatable, Sendable {
    /// The modifier that presents a child: `sheet` or `fullScreenCover`.
    public var presentation: String
    /// The view that shows a flow's stack: a pattern with `{Name}` (`{Name}CoordinatorView`), one view
    /// per flow; or a generic view every flow shares (`CoordinatorView`), created with `coordinator:`.
    public var view: String
    /// The closure property of the child that its parent sets to release it (`onFinish`), when children
    /// end through a closure.
    public var finishClosure: String?
    /// The child's weak property pointing back to its parent (`parent`), and the parent's method the
    /// child calls when done (`childDidFinish`), when children end through their parent.
    public var parentProperty: String?
    public var parentFinish: String?
    /// Whether coordinators are Observation's `@Observable` classes rather than `ObservableObject`s with
    /// `@Published` properties; nil means false.
    public var observable: Bool?
    /// Whether each flow's stack view creates its coordinator itself (`@StateObject private var
    /// coordinator = SettingsCoordinator()`), so no parent coordinator holds it and `--parent` is not
    /// needed; nil means false.
    public var ownedByView: Bool?

    public init(
        presentation: String, view: String, finishClosure: String? = nil, parentProperty: String? = nil, parentFinish: String? = nil,
        observable: Bool? = nil, ownedByView: Bool? = nil
    ) {
        self.ownedByView = ownedByView
        self.presentation = presentation
        self.view = view
        self.finishClosure = finishClosure
        self.parentProperty = parentProperty
        self.parentFinish = parentFinish
        self.observable = observable
    }

    /// Whether every flow has a stack view of its own, named after it.
    public var viewPerFlow: Bool { view.contains(NamingScheme.placeholder) }

    /// The stack view of the flow named `name`.
    public func view(for name: String) -> String { NamingScheme.apply(view, to: name) }

    /// Whether children end by calling their parent, rather than through a closure the parent sets.
    public var endsThroughParent: Bool { parentProperty != nil && parentFinish != nil }
}
