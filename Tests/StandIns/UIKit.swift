// A small stand-in for UIKit, so tests on Linux can prove that generated iOS code compiles and behaves.
//
// Tests/CoordgenKitTests/Support/SwiftCompiler.swift builds this file as a module named `UIKit`; it is
// not a SwiftPM target. Every declaration the templates use has Apple's signature, and the isolation
// Swift sees in the real SDK: views, view controllers, scenes and the delegate protocols are
// main-actor isolated; colors and images are not.
//
// Two variants come from this one source:
// - Swift 6 checks use it as written: plain `@MainActor`.
// - Swift 5 checks need what the SDK gives Swift 5 code, whose Objective-C isolation is imported as
//   `@preconcurrency @MainActor` (violations are warnings there, not errors). The harness makes that
//   variant by putting `@preconcurrency ` before every `@MainActor` that BEGINS a line (after
//   indentation). So a declaration's `@MainActor` goes on a line of its own, and an `@MainActor`
//   inside a type (`UIActionHandler`, where `@preconcurrency` would not parse) in the middle of one.
//
// Behaviour is real where tests look at it and immediate everywhere else: navigation stacks push,
// pop and set; presenting and dismissing update both sides; views load lazily, once; constraints
// need a common ancestor. There is no window server, run loop or animation (completions run at once)
// and no appearance callbacks (`viewWillAppear(_:)`…). Where UIKit raises an exception, the stand-in
// stops with `preconditionFailure`. Child-to-parent pointers are weak, as in UIKit, so nothing keeps
// a view controller alive that UIKit would release. Names containing `_standIn` do not exist in
// UIKit; they let tests create objects that only UIKit creates.
//
// Declarations newer than iOS 13 carry Apple's `@available(iOS …, *)`, on a line of its own. Linux
// ignores iOS availability, so for an app with an older deployment target the harness makes a variant
// in which each of those that the target lacks is `@available(*, unavailable)`: using one is an
// error, as in Xcode (where `if #available` could guard it; here nothing can). Stored properties
// cannot be unavailable, so such a property is computed over private storage, and an unavailable
// declaration may not use another, so the stand-in's own code uses private helpers instead.
//
// Target-action (`addTarget(_:action:for:)`, `#selector`) type-checks: `Selector` comes from the
// ObjectiveC stand-in in `Tests/StandIns/ObjectiveC.swift`, re-exported here as the real UIKit
// re-exports the ObjectiveC module, and the harness type-checks with Objective-C interop enabled.
// Linux has no Objective-C runtime to send an action message, so a control whose event has a
// target-action registered stops with `preconditionFailure` instead of pretending to deliver it.

@_exported import Foundation
@_exported import ObjectiveC

// MARK: - Responders, colors, views

@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    open var next: UIResponder? { nil }
    open var isFirstResponder: Bool { false }
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }
}

/// Not main-actor isolated: UIKit lets any thread use colors.
open class UIColor: NSObject, @unchecked Sendable {
    /// What the color is, such as `systemBackground`; equal colors have equal names.
    private let name: String

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = "rgba(\(red), \(green), \(blue), \(alpha))"
        super.init()
    }

    private init(name: String) {
        self.name = name
        super.init()
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    open class var systemBackground: UIColor { UIColor(name: "systemBackground") }
    open class var secondarySystemBackground: UIColor { UIColor(name: "secondarySystemBackground") }
    open class var label: UIColor { UIColor(name: "label") }
    open class var secondaryLabel: UIColor { UIColor(name: "secondaryLabel") }
    open class var systemBlue: UIColor { UIColor(name: "systemBlue") }
    open class var systemRed: UIColor { UIColor(name: "systemRed") }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.name == name }
    open override var hash: Int { name.hashValue }
    open override var description: String { "UIColor(\(name))" }
}

/// Not main-actor isolated, as in UIKit. Every name exists: there is no asset or symbol catalog.
open class UIImage: NSObject, @unchecked Sendable {
    private init(_standIn: Void) { super.init() }
    public convenience init?(systemName name: String) { self.init(_standIn: ()) }
    public convenience init?(named name: String) { self.init(_standIn: ()) }
}

@MainActor
open class UIView: UIResponder {
    open var frame: CGRect
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var accessibilityIdentifier: String?
    open var translatesAutoresizingMaskIntoConstraints = true

    private weak var parentView: UIView?
    private var childViews: [UIView] = []
    fileprivate var installedConstraints: [NSLayoutConstraint] = []
    /// The view controller whose root view this is; UIKit makes it the view's next responder.
    fileprivate weak var owningViewController: UIViewController?
    // Kept by the view, as in UIKit; constraints only point at their items weakly.
    private lazy var safeAreaGuide = UILayoutGuide(owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
    private lazy var marginsGuide = UILayoutGuide(owningView: self, identifier: "UIViewLayoutMarginsGuide")

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    public override convenience init() { self.init(frame: .zero) }

    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    open var superview: UIView? { parentView }
    open var subviews: [UIView] { childViews }
    open var constraints: [NSLayoutConstraint] { installedConstraints }
    open override var next: UIResponder? { owningViewController ?? parentView }
    open var window: UIWindow? { (self as? UIWindow) ?? parentView?.window }
    open var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }
    open var layoutMarginsGuide: UILayoutGuide { marginsGuide }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        childViews.append(view)
        view.parentView = self
    }

    open func removeFromSuperview() {
        parentView?.childViews.removeAll { $0 === self }
        parentView = nil
    }

    open func isDescendant(of view: UIView) -> Bool {
        self === view || (parentView?.isDescendant(of: view) ?? false)
    }

    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}

    // Anchors are made on demand: they only name an edge of this view.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "leading") }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "trailing") }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "centerX") }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "top") }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "bottom") }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "centerY") }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "width") }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "height") }
}

@MainActor
open class UILabel: UIView {
    open var text: String?
    open var textColor: UIColor!
    open var numberOfLines = 1
}

// MARK: - Auto Layout

@MainActor
open class UILayoutGuide: NSObject {
    open weak var owningView: UIView?
    open var identifier = ""

    public override init() { super.init() }

    fileprivate convenience init(owningView: UIView, identifier: String) {
        self.init()
        self.owningView = owningView
        self.identifier = identifier
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "leading") }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "trailing") }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: "centerX") }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "top") }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "bottom") }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: "centerY") }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "width") }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: "height") }
}

/// As in UIKit, the type parameter lets only anchors of one axis be related to each other.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    fileprivate weak var item: AnyObject?
    fileprivate let attribute: String

    fileprivate init(item: AnyObject, attribute: String) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(self, anchor)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(self, anchor)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(self, anchor)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, anchor, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, anchor, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, anchor, constant: c)
    }
}

@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, nil, constant: c)
    }

    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, anchor, multiplier: m)
    }
}

public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
}

@MainActor
open class NSLayoutConstraint: NSObject {
    open var constant: CGFloat
    open var priority = UILayoutPriority.required
    open var identifier: String?
    public let multiplier: CGFloat
    private let attributes: String
    private weak var first: AnyObject?
    private weak var second: AnyObject?
    /// While active: the view it is installed on, the nearest common ancestor of its items.
    private weak var installedOn: UIView?

    fileprivate init<T>(_ first: NSLayoutAnchor<T>, _ second: NSLayoutAnchor<T>?, constant: CGFloat = 0, multiplier: CGFloat = 1) {
        self.first = first.item
        self.second = second?.item
        attributes = "\(first.attribute) and \(second?.attribute ?? "a constant")"
        self.constant = constant
        self.multiplier = multiplier
        super.init()
    }

    open var firstItem: AnyObject? { first }
    open var secondItem: AnyObject? { second }

    open var isActive: Bool {
        get { installedOn != nil }
        set {
            guard newValue != isActive else { return }
            if newValue {
                install()
            } else {
                installedOn?.installedConstraints.removeAll { $0 === self }
                installedOn = nil
            }
        }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        constraints.forEach { $0.isActive = false }
    }

    /// Items outside one view hierarchy are a real bug (typically a missing `addSubview`), so this
    /// stops where UIKit raises an exception.
    private func install() {
        func view(of item: AnyObject?) -> UIView? {
            (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        }
        var ancestor = view(of: first)
        if let secondView = view(of: second) {
            while let candidate = ancestor, !secondView.isDescendant(of: candidate) {
                ancestor = candidate.superview
            }
        }
        guard let ancestor else {
            preconditionFailure("Unable to activate constraint with anchors \(attributes) because they have no common ancestor.")
        }
        ancestor.installedConstraints.append(self)
        installedOn = ancestor
    }
}

// MARK: - Controls and actions

public typealias UIActionHandler = @MainActor (UIAction) -> Void

@MainActor
open class UIAction: NSObject {
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open var title: String
    open var image: UIImage?
    open var discoverabilityTitle: String?
    open private(set) var identifier: Identifier
    /// The control that sent the action, while the handler runs.
    @available(iOS 14.0, *)
    open var sender: Any? { currentSender }
    private var currentSender: Any?
    private let handler: UIActionHandler

    private init(title: String, image: UIImage?, identifier: Identifier, handler: @escaping UIActionHandler) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.handler = handler
        super.init()
    }

    public convenience init(
        title: String = "",
        image: UIImage? = nil,
        identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.init(title: title, image: image, identifier: identifier ?? Identifier(UUID().uuidString), handler: handler)
        self.discoverabilityTitle = discoverabilityTitle
    }

    fileprivate func perform(sender: Any?) {
        currentSender = sender
        handler(self)
        currentSender = nil
    }
}

@MainActor
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal: State = []
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    public struct Event: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    private var actions: [(action: UIAction, events: Event)] = []
    /// The target-action pairs, in the order they were added. UIKit does not retain targets.
    private var targetActions: [(target: WeakTarget, action: Selector, events: Event)] = []

    @available(iOS 14.0, *)
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { register(primaryAction, for: .primaryActionTriggered) }
    }

    open var state: State {
        State(rawValue: (isEnabled ? 0 : State.disabled.rawValue)
            | (isSelected ? State.selected.rawValue : 0) | (isHighlighted ? State.highlighted.rawValue : 0))
    }

    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        register(action, for: controlEvents)
    }

    /// What `addAction(_:for:)` does; the stand-in's other iOS 14 declarations call this instead, as
    /// even an unavailable declaration may not use another (see the top of the file).
    fileprivate func register(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.append((action, controlEvents))
    }

    @available(iOS 14.0, *)
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        actions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        targetActions.append((WeakTarget(object: target.map { $0 as AnyObject }), action, controlEvents))
    }

    /// What a tap makes UIKit do; tests call it to tap a control. A primary action (the one passed
    /// to `init(type:primaryAction:)`) is registered for `.primaryActionTriggered`. A target-action
    /// registered for one of the events stops the program: sending it needs the Objective-C runtime.
    open func sendActions(for controlEvents: UIControl.Event) {
        guard isEnabled else { return }
        for (target, action, events) in targetActions where !events.isDisjoint(with: controlEvents) {
            preconditionFailure(
                "The stand-in cannot send \(action) to \(target.object.map { "\(type(of: $0))" } ?? "nil"): target-action needs the Objective-C runtime.")
        }
        for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
            action.perform(sender: self)
        }
    }
}

/// A target as `UIControl` keeps it: not retained.
private struct WeakTarget {
    weak var object: AnyObject?
}

@MainActor
open class UIButton: UIControl {
    public enum ButtonType: Int, @unchecked Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, close = 7
    }

    open private(set) var buttonType = ButtonType.custom
    open private(set) var titleLabel: UILabel? = UILabel()
    private var titles: [UInt: String] = [:]

    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    @available(iOS 14.0, *)
    public convenience init(type buttonType: UIButton.ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        // The button shows its primary action's title, as in UIKit.
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        register(primaryAction, for: .primaryActionTriggered)
    }

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        titleLabel?.text = currentTitle
    }

    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    open var currentTitle: String? { title(for: state) }
}

// MARK: - View controllers

public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0, pageSheet = 1, formSheet = 2, currentContext = 3, custom = 4
    case overFullScreen = 5, overCurrentContext = 6, popover = 7, none = -1, automatic = -2
}

/// What bar items share (`UITabBarItem`), as in UIKit.
@MainActor
open class UIBarItem: NSObject {
    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    open var tag = 0

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
}

/// A tab's title and images; a view controller makes its own on first access (`tabBarItem`).
@MainActor
open class UITabBarItem: UIBarItem {
    open var selectedImage: UIImage?
    open var badgeValue: String?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
}

@MainActor
open class UIBarButtonItem: NSObject {
    public enum SystemItem: Int, @unchecked Sendable {
        case done = 0, cancel = 1, edit = 2, save = 3, add = 4, close = 24
    }

    open var title: String?
    open var image: UIImage?
    open var isEnabled = true
    @available(iOS 14.0, *)
    open var primaryAction: UIAction? {
        get { storedPrimaryAction }
        set { storedPrimaryAction = newValue }
    }
    private var storedPrimaryAction: UIAction?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    @available(iOS 14.0, *)
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.init(_standInTitle: title, image: image, primaryAction: primaryAction)
    }

    @available(iOS 14.0, *)
    public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil) {
        self.init(_standInTitle: nil, image: nil, primaryAction: primaryAction)
    }

    private convenience init(_standInTitle title: String?, image: UIImage?, primaryAction: UIAction?) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image ?? primaryAction?.image
        storedPrimaryAction = primaryAction
    }
}

@MainActor
open class UINavigationItem: NSObject {
    open var title: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?

    public override init() { super.init() }
    public init(title: String) {
        self.title = title
        super.init()
    }
    public required init?(coder: NSCoder) { super.init() }
}

@MainActor
open class UIViewController: UIResponder {
    open var modalPresentationStyle = UIModalPresentationStyle.automatic
    open var isModalInPresentation = false
    /// Whether a tab bar hides while this controller is on a navigation stack.
    open var hidesBottomBarWhenPushed = false

    private var loadedView: UIView?
    private lazy var ownNavigationItem = UINavigationItem()
    private weak var parentController: UIViewController?
    fileprivate var childControllers: [UIViewController] = []
    /// Held by the presenter (the root of its container hierarchy), which keeps it alive as in UIKit.
    private var presentedController: UIViewController?
    private weak var presentingController: UIViewController?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // MARK: View

    /// Made on first access by `loadView()`, followed by `viewDidLoad()`, as in UIKit.
    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                guard let loadedView else { preconditionFailure("\(type(of: self)).loadView() did not set `view`") }
                loadedView.owningViewController = self
                viewDidLoad()
            }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }
    open func loadView() { view = UIView(frame: .zero) }
    open func loadViewIfNeeded() { _ = view }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Setting it names the navigation item too, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    open var navigationItem: UINavigationItem { ownNavigationItem }

    /// Made on first access with the controller's title, and reset to one by setting nil
    /// (null_resettable in UIKit).
    open var tabBarItem: UITabBarItem! {
        get {
            if ownTabBarItem == nil { ownTabBarItem = UITabBarItem(title: title, image: nil, tag: 0) }
            return ownTabBarItem
        }
        set { ownTabBarItem = newValue }
    }
    private var ownTabBarItem: UITabBarItem?

    // MARK: Containment

    open var parent: UIViewController? { parentController }
    open var children: [UIViewController] { childControllers }

    /// The nearest navigation controller among the ancestors.
    open var navigationController: UINavigationController? {
        (parentController as? UINavigationController) ?? parentController?.navigationController
    }

    /// Calls `willMove(toParent:)` but not `didMove(toParent:)`, as UIKit does.
    open func addChild(_ childController: UIViewController) {
        if childController.parentController === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        childControllers.append(childController)
        childController.parentController = self
    }

    /// Calls `didMove(toParent: nil)` but not `willMove(toParent: nil)`, as UIKit does.
    open func removeFromParent() {
        guard let parentController else { return }
        parentController.childControllers.removeAll { $0 === self }
        self.parentController = nil
        didMove(toParent: nil)
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation

    /// UIKit presents from the root of the container hierarchy (the navigation controller rather
    /// than the screen inside it); the stand-in has no `definesPresentationContext`.
    private var presentationHost: UIViewController { parentController?.presentationHost ?? self }

    open var presentedViewController: UIViewController? { presentationHost.presentedController }
    open var presentingViewController: UIViewController? { presentationHost.presentingController }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        precondition(
            viewControllerToPresent.presentingController == nil && viewControllerToPresent.parentController == nil,
            "Application tried to present modally a view controller \(viewControllerToPresent) that is already presented or has a parent."
        )
        let host = presentationHost
        if let presented = host.presentedController {
            // UIKit only logs this and ignores the call, completion included.
            FileHandle.standardError.write(Data("Attempt to present \(viewControllerToPresent) on \(host) which is already presenting \(presented)\n".utf8))
            return
        }
        host.presentedController = viewControllerToPresent
        viewControllerToPresent.presentingController = host
        completion?()
    }

    /// Dismisses what this controller (or its container) presented, with everything presented on
    /// top of that; if it presented nothing, its presenter dismisses it, as in UIKit.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let host = presentationHost
        if let presented = host.presentedController {
            host.endPresentation(of: presented)
        } else if let presenting = host.presentingController {
            presenting.endPresentation(of: host)
        }
        completion?()
    }

    private func endPresentation(of presented: UIViewController) {
        if let next = presented.presentedController {
            presented.endPresentation(of: next)
        }
        presented.presentingController = nil
        presentedController = nil
    }

    /// Pushes inside a navigation controller, presents otherwise.
    open func show(_ vc: UIViewController, sender: Any?) {
        if let navigationController = self as? UINavigationController ?? navigationController {
            navigationController.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }
}

/// The key naming the controller a transition goes from or to (`transitionCoordinator?.viewController(forKey: .from)`).
public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {}

extension UIViewController {
    /// The coordinator of the transition running, if any: none in the stand-ins, which animate nothing.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }
}

@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

// UIKit's delegate methods are Objective-C `optional` requirements. Swift has none without
// Objective-C, so extensions with defaults play their part: a delegate implements only what it needs.
extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

@MainActor
open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
}

/// The stack is the controller's `children`, as in UIKit. The delegate hears of every new top
/// controller at once (UIKit waits for the transition, which needs a window).
@MainActor
open class UINavigationController: UIViewController {
    open weak var delegate: (any UINavigationControllerDelegate)?
    open var isNavigationBarHidden = false
    open private(set) var navigationBar = UINavigationBar(frame: .zero)

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var viewControllers: [UIViewController] {
        get { children }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { children.last }
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        precondition(!(viewController is UINavigationController), "Pushing a navigation controller is not supported")
        precondition(
            !children.contains { $0 === viewController },
            "Pushing the same view controller instance (\(viewController)) more than once is not supported"
        )
        addChild(viewController)
        viewController.didMove(toParent: self)
        showTop(animated: animated)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard children.count > 1, let top = children.last else { return nil }
        remove([top])
        showTop(animated: animated)
        return top
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = children.firstIndex(where: { $0 === viewController }) else {
            preconditionFailure("Tried to pop to a view controller that doesn't exist.")
        }
        let popped = Array(children[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        remove(popped)
        showTop(animated: animated)
        return popped
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = children.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        for (index, viewController) in viewControllers.enumerated() {
            precondition(!viewControllers[..<index].contains { $0 === viewController }, "\(viewController) is in the stack twice")
        }
        let oldTop = children.last
        remove(children.filter { old in !viewControllers.contains { $0 === old } })
        for viewController in viewControllers where viewController.parent !== self {
            addChild(viewController)
            viewController.didMove(toParent: self)
        }
        childControllers = viewControllers
        if children.last !== oldTop { showTop(animated: animated) }
    }

    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        navigationBar.isHidden = hidden
    }

    private func remove(_ viewControllers: [UIViewController]) {
        for viewController in viewControllers {
            viewController.willMove(toParent: nil)
            viewController.removeFromParent()
        }
    }

    private func showTop(animated: Bool) {
        guard let top = children.last else { return }
        delegate?.navigationController(self, willShow: top, animated: animated)
        delegate?.navigationController(self, didShow: top, animated: animated)
    }
}

/// Its tabs are its children, as in UIKit; the first is selected when they are set.
@MainActor
open class UITabBarController: UIViewController {
    open var selectedIndex = 0

    /// The selected tab's view controller (UIKit declares it `unowned(unsafe)`, which only an imported
    /// property can be here); setting one that is no tab selects nothing.
    open var selectedViewController: UIViewController? {
        get { children.indices.contains(selectedIndex) ? children[selectedIndex] : nil }
        set {
            if let newValue, let index = children.firstIndex(where: { $0 === newValue }) { selectedIndex = index }
        }
    }

    open var viewControllers: [UIViewController]? {
        get { children.isEmpty ? nil : children }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for child in children { child.removeFromParent() }
        for viewController in viewControllers ?? [] { addChild(viewController) }
        selectedIndex = 0
    }
}

// MARK: - Windows, scenes and the application

@MainActor
open class UIWindow: UIView {
    open weak var windowScene: UIWindowScene?
    open private(set) var isKeyWindow = false

    /// Its view becomes the window's content while the window is shown.
    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.viewIfLoaded?.removeFromSuperview()
            if !isHidden { installRootView() }
        }
    }

    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        isHidden = true
        self.windowScene = windowScene
        windowScene.attachedWindows.append(WeakWindow(window: self))
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    open func makeKey() {
        windowScene?.windows.forEach { $0.isKeyWindow = false }
        isKeyWindow = true
    }

    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
        installRootView()
    }

    private func installRootView() {
        if let view = rootViewController?.view, view.superview !== self { addSubview(view) }
    }
}

@MainActor
open class UISceneConfiguration: NSObject {
    open private(set) var name: String?
    open private(set) var role: UISceneSession.Role
    open var sceneClass: AnyClass?
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

@MainActor
open class UISceneSession: NSObject {
    public struct Role: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    open private(set) var role: Role
    open private(set) var configuration: UISceneConfiguration
    open private(set) var persistentIdentifier = UUID().uuidString
    open fileprivate(set) weak var scene: UIScene?

    /// Stand-in only: UIKit makes sessions itself.
    public init(_standInRole role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        super.init()
    }
}

@MainActor
open class UIScene: UIResponder {
    @MainActor
    open class ConnectionOptions: NSObject {
        /// Stand-in only: UIKit makes connection options itself.
        public init(_standIn: Void = ()) { super.init() }
    }

    open private(set) var session: UISceneSession
    /// Strong, as in UIKit: the scene owns its delegate.
    open var delegate: (any UISceneDelegate)?
    open var title: String!

    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
        self.session = session
        super.init()
        session.scene = self
    }
}

/// A window the scene knows without keeping it alive: the app (its scene delegate) owns windows.
private struct WeakWindow {
    weak var window: UIWindow?
}

@MainActor
open class UIWindowScene: UIScene {
    fileprivate var attachedWindows: [WeakWindow] = []

    open var windows: [UIWindow] { attachedWindows.compactMap(\.window) }
    @available(iOS 15.0, *)
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
}

@MainActor
open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    }

    private static let sharedApplication = UIApplication(_standIn: ())
    open class var shared: UIApplication { sharedApplication }
    /// Weak (`unowned(unsafe)` in UIKit): the application does not own its delegate.
    open weak var delegate: (any UIApplicationDelegate)?

    private init(_standIn: Void) { super.init() }
}

// MARK: - Delegate protocols (defaults stand in for UIKit's `optional` requirements)

@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    var window: UIWindow? { get set }
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }

    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// What `@main` calls, as UIKit's extension provides it. UIKit's never returns (it runs the
    /// app); the stand-in has no run loop and returns at once.
    @MainActor
    public static func main() {}
}

@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    func sceneDidDisconnect(_ scene: UIScene)
    func sceneDidBecomeActive(_ scene: UIScene)
    func sceneWillResignActive(_ scene: UIScene)
    func sceneWillEnterForeground(_ scene: UIScene)
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

// MARK: - Previews (DeveloperToolsSupport, which UIKit and SwiftUI re-export)

/// A preview's description, which Xcode's canvas reads. The stand-in keeps only what `#Preview`'s
/// declarations name.
public struct Preview {
    /// The traits a preview of a view or view controller may have.
    public struct ViewTraits {}
}

/// A setting of a preview, such as its orientation.
public struct PreviewTrait<T>: Sendable {
    private init() {}
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var portrait: PreviewTrait<T> { PreviewTrait() }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait() }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait() }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait() }
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait() }
}

/// Builds the body of a UIKit `#Preview`: statements, then the view or view controller to show.
@resultBuilder
public struct PreviewMacroBodyBuilder<Content> {
    public static func buildExpression(_ content: Content) -> Content { content }
    public static func buildBlock(_ content: Content) -> Content { content }
}

/// A preview of a view controller in Xcode's canvas, as UIKit declares it. The stand-in's plugin
/// (`Tests/StandIns/PreviewMacros`) expands it to nothing; its arguments are type-checked all the same.
/// Its availability is Apple's whole line, which the deployment-target variants leave alone: a preview
/// below iOS 17 must be guarded with `@available(iOS 17.0, *)`, which only Xcode can check (an
/// unavailable macro could not be used even when guarded); UIKitDeploymentTargetTests checks that
/// generated previews are guarded.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @PreviewMacroBodyBuilder<UIViewController> body: @escaping @MainActor () -> UIViewController
) = #externalMacro(module: "PreviewStandInMacros", type: "PreviewMacro")

/// A preview of a view in Xcode's canvas, as UIKit declares it.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, visionOS 1.0, *)
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
    @PreviewMacroBodyBuilder<UIView> body: @escaping @MainActor () -> UIView
) = #externalMacro(module: "PreviewStandInMacros", type: "PreviewMacro")
