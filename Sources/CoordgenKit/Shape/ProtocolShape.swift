/// The shape of the app's coordinator protocol: its name, isolation and every requirement generated
/// coordinators must meet.
public struct ProtocolShape: Codable, Equatable, Sendable {
    /// The protocol's name (`Coordinator`, `CoordinatorProtocol`).
    public var name: String
    /// Whether it is class-bound (`: AnyObject` or `: class`), so coordinators are classes.
    public var classBound: Bool
    /// Whether it is `@MainActor`; generated coordinators and their parents must then agree.
    public var mainActor: Bool
    /// The navigation controller property; absent when the protocol has none.
    public var navigation: PropertyRequirement?
    /// Where a coordinator keeps its children; absent when the protocol has no such property.
    public var children: ChildrenShape?
    /// How a child tells its parent it is done.
    public var finish: FinishMechanism
    /// The property naming the flow and the enum listing the flows; absent when there is none.
    public var flowType: FlowTypeShape?
    /// The initialisers a new coordinator has: the protocol's requirements in declaration order or, where
    /// the protocol requires none and coordinators inherit from `baseClass`, the one its subclasses share
    /// (the router style's `init(router:factory:coordinatorFactory:)`), else the one of the class the
    /// protocol is constrained to (`superclass`, the swiftui style's `init(navigator:)`).
    public var initializers: [InitializerRequirement]
    /// Every other requirement as written, one line each (`func start()`).
    public var otherRequirements: [String]
    /// Whether `finish()` is implemented for every coordinator (protocol extension or base class).
    public var providesFinish: Bool
    /// Whether `findCoordinator(type:)` is implemented for every coordinator.
    public var providesFindCoordinator: Bool
    /// Where the app has no finish delegate or closure, the method every coordinator has (written once
    /// in an extension or a base class) that hands the coordinator to its parent to drop
    /// (`didDeinit`: `parent?.removeChild(coordinator: self)`), which a new flow calls when it ends
    /// (``ProvidedFinishMethod``); absent otherwise.
    public var providedFinish: String?
    /// The class the app's coordinators inherit from (`BaseCoordinator`), which implements the protocol:
    /// new coordinators subclass it and override `start()`; absent when coordinators conform directly.
    public var baseClass: String?
    /// The protocols the coordinator protocol refines, directly or not (`CoordinatorFinishDelegate`
    /// when every coordinator is a finish delegate); absent when it refines none of the app's own.
    public var refines: [String]?
    /// The class the protocol is constrained to (`protocol Coordinator: BaseCoordinator`), which therefore
    /// does not implement it: every coordinator inherits from it and declares the conformance itself.
    public var superclass: String?
    /// What coordinators show screens through when it is not a navigation controller of their own (the
    /// router style's `RouterProtocol`); absent otherwise.
    public var router: RouterShape?
    /// The factory a parent makes a new coordinator through (`CoordinatorFactory`); absent when parents
    /// create their children themselves.
    public var coordinatorFactory: FactoryShape?
    /// The factory a coordinator makes its screens through (`ViewControllerFactory`); absent when
    /// coordinators create their screens themselves.
    public var screenFactory: FactoryShape?
    /// The enum of what a SwiftUI coordinator shows and the navigation state it goes onto; absent in UIKit
    /// apps.
    public var routes: RouteShape?
    /// Properties the protocol requires that a new coordinator stores itself: with an initial value
    /// (`let id = UUID()`), optional and starting empty, or else taken by its initialiser from the parent's
    /// property of the same name (`let services: AppServices`); absent when there are none.
    public var properties: [PropertyRequirement]?
    /// The modules a new coordinator's file imports for the types of those properties, as the protocol's
    /// file imports them (`RxSwift` for `var disposeBag: DisposeBag`); absent when UIKit and the app's
    /// modules declare them all.
    public var requirementImports: [String]?
    /// Requirements a protocol extension implements for every coordinator (`func childDidFinish(_:)`), by
    /// name: a new coordinator gets them and never implements them again; absent when there are none.
    public var provided: [String]?
    /// The boolean flags a SwiftUI coordinator shows its screens through, where it has no route enum
    /// (`isShowingEditor`, `showEditor()`); absent otherwise.
    public var flags: FlagRoutesShape?
    /// How a SwiftUI coordinator makes and holds its children, where it shows no screens a way coordgen
    /// writes (`menuCoordinator = MenuCoordinator(parent: self)` in its initialiser); absent otherwise.
    public var heldChildren: HeldChildrenShape?
    /// The optional items a SwiftUI coordinator shows its screens and children through, where it has no
    /// route enum nor flags (`@Published var detailViewModel: DetailViewModel?` bound by `.navigation(item:)`);
    /// absent otherwise.
    public var items: ItemRoutesShape?
    /// How a SwiftUI app pushes its coordinators themselves onto a `NavigationPath`, where they are
    /// `Hashable` values a view maps with `.navigationDestination(for:)`; absent otherwise.
    public var pushedCoordinators: PushedCoordinatorsShape?
    /// The `start(with option:)` the app's flows implement besides or instead of `start()`, and how
    /// parents call it; absent when new flows implement `start()` alone.
    public var optionStart: OptionStartShape?
    /// The method that starts a flow where the protocol calls it something other than `start`
    /// (`func startFlow()`, `func startCoordinator()`): a new flow implements it, and its parent and its
    /// test call it (``StartUnderAnotherName``); absent where it is `start()`.
    public var startMethod: String?
    /// Requirements no extension or base class implements that the coordinators implement alike
    /// (`func removeChildCoordinator(_:)`): each the declaration a new coordinator gets, as they write
    /// it, in four-space indentation; absent when there are none.
    public var implementedLikeSiblings: [String]?
    /// The struct each coordinator declares for itself and stores in the holder of the navigation path
    /// (`struct Dependency`, `dependency.navigationController`), which a new coordinator declares too;
    /// absent otherwise.
    public var nestedDependency: NestedDependencyShape?
    /// The base class's initialiser call every flow whose initialiser takes only its dependencies makes
    /// to get a new stack (`super.init(navigationController: UINavigationController())`), which a new
    /// flow makes too (``StackMadeByBaseInit``); absent otherwise.
    public var baseInitCall: String?
    /// The generic argument every flow gives the base class standing for the protocol
    /// (`UINavigationController` of `BaseCoordinator<UINavigationController>`), which a new flow gives it
    /// too (``GenericBaseNavigationArgument``); absent where the base is not generic.
    public var baseClassArgument: String?
    /// The parameters of the base class's own designated initialiser (`init(parent:)`), by name, where the
    /// class stands for the protocol and `initializers` is that one (``PassedToBaseInit``): a new
    /// coordinator passes them on to `super.init` and stores none of them itself; absent otherwise.
    public var passedToBaseInit: [String]?
    /// `true` where the base class holding the navigation controller is made with `init()` alone and each
    /// flow declares the initialiser its parent calls, `super.init()` then sets the stack
    /// (``SuperInitTakingNothing``); absent otherwise.
    public var baseInitTakesNothing: Bool?
    /// `false` where the class the coordinators subclass (`baseClass`) does not itself conform to the
    /// protocol (`class BaseCoordinator` holding the router, flows declaring `: BaseCoordinator,
    /// AuthCoordinator`, ``BaseClassBesideProtocol``): a new flow names its protocol itself and implements
    /// `start()` without `override`; absent where the base class implements the protocol.
    public var baseClassConforms: Bool?
    /// The property the base class's `start` shows (`startViewController`), which the flows override with
    /// their first screen where that `start` is no method a subclass can override (declared in an
    /// extension): a new flow overrides it and declares no `start()` (``OverriddenStartScreen``); absent
    /// otherwise.
    public var startScreen: String?
    /// `false` where the base class standing for the protocol (`baseClass`) declares no `start` of its
    /// own, nor does a class it inherits from: each flow declares `start()` without `override`, and a new
    /// one does too (``BaseClassWithoutStart``); absent otherwise.
    public var baseClassStarts: Bool?
    /// The route enums and coordinator classes of an app written on XCoordinator, which has no
    /// coordinator protocol of its own; absent otherwise.
    public var xcoordinator: XCoordinatorShape?
    /// The flows and steps enums of an app written on RxFlow, which has no coordinator protocol of its
    /// own; absent otherwise.
    public var rxflow: RxFlowShape?
    /// The route kinds of an app written on Stinsen (`NavigationCoordinatable` classes with `@Route`
    /// properties), which has no coordinator protocol of its own; absent otherwise.
    public var stinsen: StinsenShape?
    /// The generic base class over a flow's result that every coordinator subclasses, where the app has
    /// no coordinator protocol (`BaseCoordinator<ResultType>` with `coordinate(to:)`); absent otherwise.
    public var resultBase: ResultBaseShape?
    /// How a new flow meets each associated type the protocol declares (`associatedtype ViewControllerType`),
    /// learnt from how its siblings meet it; absent where the protocol declares none or the siblings
    /// show no rule (then the requirement stays in `otherRequirements` and a new flow is refused).
    public var associatedTypes: [AssociatedTypeWitness]?

    public init(
        name: String, classBound: Bool, mainActor: Bool, navigation: PropertyRequirement?, children: ChildrenShape?,
        finish: FinishMechanism, flowType: FlowTypeShape?, initializers: [InitializerRequirement],
        otherRequirements: [String], providesFinish: Bool, providesFindCoordinator: Bool, baseClass: String? = nil,
        refines: [String]? = nil, superclass: String? = nil, router: RouterShape? = nil, coordinatorFactory: FactoryShape? = nil,
        screenFactory: FactoryShape? = nil, routes: RouteShape? = nil, properties: [PropertyRequirement]? = nil,
        provided: [String]? = nil, flags: FlagRoutesShape? = nil, optionStart: OptionStartShape? = nil
    ) {
        self.flags = flags
        self.name = name
        self.classBound = classBound
        self.mainActor = mainActor
        self.navigation = navigation
        self.children = children
        self.finish = finish
        self.flowType = flowType
        self.initializers = initializers
        self.otherRequirements = otherRequirements
        self.providesFinish = providesFinish
        self.providesFindCoordinator = providesFindCoordinator
        self.baseClass = baseClass
        self.refines = refines
        self.superclass = superclass
        self.router = router
        self.coordinatorFactory = coordinatorFactory
        self.screenFactory = screenFactory
        self.routes = routes
        self.properties = properties
        self.provided = provided
        self.optionStart = optionStart
    }

    /// The name of the method that starts a flow: `start`, or the one the protocol requires instead.
    public var startName: String { startMethod ?? "start" }

    /// Whether an initialiser parameter passes the navigation controller in: it has the property's name,
    /// or failing that its type.
    public func passesNavigation(_ parameter: InitializerRequirement.Parameter) -> Bool {
        guard let navigation else { return false }
        return parameter.name == navigation.name || parameter.type.trimmingCharacters(inASCII: "?!") == navigation.type
    }

    /// Whether every coordinator is already a finish delegate through the protocol it conforms to.
    /// The base class as a new flow's declaration names it: with the generic argument its siblings give
    /// it (`BaseCoordinator<UINavigationController>`), where they give one.
    var spelledBaseClass: String? {
        guard let baseClass else { return nil }
        return baseClassArgument.map { "\(baseClass)<\($0)>" } ?? baseClass
    }

    public var coordinatorsAreFinishDelegates: Bool {
        guard finish.kind == .delegate, let delegate = finish.protocol else { return false }
        return (refines ?? []).contains(delegate)
    }
}
