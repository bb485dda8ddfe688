/// What a SwiftUI coordinator can show, as data: the `Hashable` enum that lists it, the view builder
/// that switches over it, and the object holding the navigation state that its cases are pushed onto.
///
/// The swiftui style nests a `Destination` enum in every coordinator and keeps the stack in a shared
/// `Navigator`; an app with one `Route` enum, or a `NavigationPath` in the coordinator, differs only in
/// these values.
public struct RouteShape: Codable, Equatable, Sendable {
    /// The enum's name (`Destination`), or where each flow declares an enum of its own at the top level,
    /// its pattern (`{Name}Route`: `HomeRoute` for `HomeCoordinator`).
    public var `enum`: String
    /// Whether every coordinator declares its own enum of that name (nested), or of that pattern (at the
    /// top level), rather than the app one.
    public var perFlow: Bool
    /// The requirement naming the case a flow starts with (`firstScreen`), if any.
    public var firstRoute: String?
    /// The view builder that switches over the enum, as Swift names it (`view(for:)`).
    public var viewBuilder: String
    /// The property holding the navigation state (`navigator: Navigator`), which a pushed child shares and
    /// a presented child gets a new one of.
    public var navigator: PropertyRequirement
    /// The coordinator's method that pushes a case (`push`), and the one that presents it (`present`); as
    /// Swift names them where they have an argument label (`go(to:)`; `present(sheet:)`, which takes a
    /// case of ``modal``'s enum).
    public var push: String
    public var present: String
    /// The methods that take screens away: pop the top one (`pop`), dismiss the presentation (`dismiss`).
    public var pop: String
    public var dismiss: String
    /// Whether each coordinator holds its navigation state itself (`@Published var path =
    /// NavigationPath()`, `var stack: [Route]`), which its own `NavigationStack` binds to, rather than
    /// sharing a navigator object with the flows pushed onto its stack; nil means false.
    public var ownStack: Bool?
    /// Where each coordinator owns its stack: how a parent starts, presents and releases a child flow.
    public var flows: ChildFlowShape?
    /// What the coordinator presents where that is an enum of its own, bound by `.sheet(item:)` or
    /// `.fullScreenCover(item:)` (`enum Sheet`, `present(sheet:)`); absent where presented screens are
    /// cases of ``enum`` too (the swiftui style's `present(_:)`) or where the app presents no enum.
    public var modal: ModalRouteShape?
    /// The property through which the app's screens reach their coordinator from the environment
    /// (`@EnvironmentObject private var coordinator: Coordinator`); absent where screens report through
    /// closures the view builder passes (`onFinish`), as coordgen's own do.
    public var screenEnvironment: ScreenEnvironment?
    /// Whether the app's coordinators have no view builder: the view that shows each stack maps the
    /// cases in the `switch` of its `.navigationDestination(for:)` closure, where a new screen's view
    /// goes. A new flow declares ``viewBuilder`` all the same, and its screens go there. Nil means false.
    public var destinationsInViews: Bool?
    /// Whether each coordinator implements the push the protocol requires (`func navigate(to:)`), which
    /// no extension or base class provides, so a new one writes it, and the pop, too. Nil means false.
    public var flowsDeclarePush: Bool?
    /// The requirement through which a coordinator gives the view of its flow, where the protocol has one
    /// (`associatedtype Content: View` with `func start() -> Content`, or `var rootView: some View`), as a
    /// new coordinator declares it: `func start() -> some View`, `var rootView: some View`. The new one
    /// returns its stack view there. Nil where the protocol requires no view.
    public var flowView: String?
    /// What every coordinator conforms to besides a protocol that does not refine it
    /// (`ObservableObject`, where the protocol requires only the path): a new one declares it too, before
    /// the protocol. Nil where the protocol's conformance is all a coordinator declares.
    public var flowConformances: [String]?
    /// Where the path holds a struct wrapping ``enum`` rather than the enum itself
    /// (`struct Route: Hashable { let destination: Destination }`): the struct and its property. Nil
    /// where the path holds the enum.
    public var routeStruct: StructRouteShape?
    /// Whether each flow nests the enum its pattern names (`enum HomeNavigation` inside `HomeCoordinator`,
    /// `enum SearchNavigation` inside `SearchCoordinator`: `{Name}Navigation`) rather than declaring it at
    /// the top level. Nil means false.
    public var nestedPattern: Bool?
    /// What each flow's enum conforms to where that is more than `Hashable` (`Routable`, a protocol of
    /// the app refining it that the associated route type is constrained to): a new flow's enum conforms
    /// alike. Nil means `Hashable`.
    public var enumConformances: [String]?
    /// Where the coordinators push through one method handling every navigation event
    /// (`handle(.push(.giraffe))`, ``DispatchedPush``): that method and the case carrying the route;
    /// ``push`` is then the method. Nil where they push with a method of their own.
    public var dispatch: DispatchedPush?

    public init(
        enum: String, perFlow: Bool, firstRoute: String?, viewBuilder: String, navigator: PropertyRequirement, push: String,
        present: String, pop: String, dismiss: String, ownStack: Bool? = nil, modal: ModalRouteShape? = nil,
        screenEnvironment: ScreenEnvironment? = nil, flows: ChildFlowShape? = nil
    ) {
        self.screenEnvironment = screenEnvironment
        self.ownStack = ownStack
        self.flows = flows
        self.modal = modal
        self.enum = `enum`
        self.perFlow = perFlow
        self.firstRoute = firstRoute
        self.viewBuilder = viewBuilder
        self.navigator = navigator
        self.push = push
        self.present = present
        self.pop = pop
        self.dismiss = dismiss
    }

    /// The view builder's base name (`view`).
    public var viewBuilderName: String { String(viewBuilder.prefix { $0 != "(" }) }
    /// Whether the view builder takes more than the route (`build(page:args:)`), which the templates
    /// neither write nor add a case to.
    public var viewBuilderTakesMoreThanTheRoute: Bool { viewBuilder.filter { $0 == ":" }.count > 1 }

    /// A method's base name (`present` of `present(sheet:)`).
    public static func baseName(_ method: String) -> String { String(method.prefix { $0 != "(" }) }

    /// The name a coordinator declares for a method the app calls through a property (`push` of
    /// `router.push`, where a router beside the coordinators holds the path): a new flow's own.
    public static func ownName(_ method: String) -> String {
        let base = baseName(method)
        guard let dot = base.lastIndex(of: ".") else { return method }
        return String(base[base.index(after: dot)...]) + method.dropFirst(base.count)
    }

    /// A method's first argument label followed by `: ` (`sheet: ` of `present(sheet:)`), or nothing for
    /// `present` or `present(_:)`.
    public static func argumentLabel(_ method: String) -> String {
        let label = method.drop { $0 != "(" }.dropFirst().prefix { $0 != ":" }
        return label.isEmpty || label == "_" ? "" : "\(label): "
    }

    /// The routes a presented screen is a case of: ``modal``'s enum and view builder where the app has
    /// one, else these.
    public var presented: RouteShape {
        guard let modal else { return self }
        var routes = self
        routes.enum = modal.enum
        routes.viewBuilder = modal.viewBuilder
        return routes
    }

    /// Whether a screen is pushed by appending straight to a `NavigationPath` (`navigationPath.append`),
    /// which takes any `Hashable` value, so the pushed case names its enum (`Path.giraffe`).
    public var appendsToNavigationPath: Bool {
        RouteShape.baseName(push) == "\(navigator.name).append" && navigator.type == "NavigationPath" && !enumIsPattern
    }

    /// Whether screens are pushed by appending straight to the coordinator's path (`path.append`, no push
    /// method of the coordinators'), so a new coordinator declares no push nor pop of its own either.
    public var appendsInPlace: Bool { RouteShape.baseName(push) == "\(navigator.name).append" }

    /// The type the view builder takes and the path holds: the wrapping struct, else the enum.
    public var pathElement: String { routeStruct?.type ?? `enum` }

    /// Whether each flow's enum is named after the flow (`{Name}Route`) and declared at the top level.
    public var enumIsPattern: Bool { `enum`.contains(NamingScheme.placeholder) }

    /// Whether each flow's enum is named after the flow and declared at the top level (`HomeRoute`), not
    /// nested in its class (``nestedPattern``).
    public var enumIsTopLevelPattern: Bool { enumIsPattern && nestedPattern != true }

    /// The name of the enum the flow `flow` pushes: the pattern applied to the flow's name, or the one
    /// name every flow nests or the app shares.
    public func enumName(forFlow flow: String) -> String { NamingScheme.apply(`enum`, to: flow) }

    /// These routes as the flow `flow` spells them: its enum, and the navigation state holding it.
    public func resolved(forFlow flow: String) -> RouteShape {
        guard enumIsPattern else { return self }
        var routes = self
        routes.enum = enumName(forFlow: flow)
        routes.navigator.type = NamingScheme.apply(navigator.type, to: flow)
        return routes
    }
}
