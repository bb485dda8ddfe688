/// A factory coordinators build things through (the router style's `CoordinatorFactory` and
/// `ViewControllerFactory`): a protocol, the class that implements it, the property a coordinator keeps
/// it in, and the method it gets for each new flow or screen.
public struct FactoryShape: Codable, Equatable, Sendable {
    /// The protocol (`CoordinatorFactory`), which gets the new method's requirement; the class's own
    /// name, as `implementation` is, when the app's factory is a class without a protocol (`FlowFactory`).
    public var `protocol`: String
    /// The class implementing it (`DefaultCoordinatorFactory`), which gets the method.
    public var implementation: String
    /// The property, and initialiser parameter, a coordinator keeps it in (`coordinatorFactory`).
    public var property: String
    /// The method's base name, `{Name}` standing for the flow or screen (`make{Name}Coordinator`).
    public var method: String
    /// What the method returns, `{Name}` standing for the flow or screen (`Coordinator &
    /// {Name}CoordinatorOutput`, `BaseCoordinator`, a screen's view protocol `{Name}View`); absent when
    /// it returns the new class itself.
    public var returns: String?
    /// How the coordinator factory passes the screen factory to a coordinator it makes, as its methods
    /// write it (`ModuleFactoryImp()`); absent when it passes a property named after the screen
    /// factory's protocol (`viewControllerFactory`).
    public var passesScreenFactory: String?
    /// Whether its methods take the screen factory as a parameter and pass it on
    /// (`viewControllerFactory: ViewControllerFactory`), where the factory keeps none itself: a new
    /// method takes it too, and the parent passes its own.
    public var takesScreenFactory: Bool?
    /// The method that makes a flow on a navigation stack and router of its own, for a parent to present
    /// (`make{Name}CoordinatorBox`); absent when presented flows are made like the others.
    public var boxMethod: String?
    /// What it returns: the coordinator, and what the parent presents
    /// (`(configurator: Coordinator & {Name}CoordinatorOutput, toPresent: Presentable?)`).
    public var boxReturns: String?
    /// Its implementation's statements, as the app writes them, `{Name}` standing for the flow
    /// (`let router = RouterImp(rootController: UINavigationController())`, …, `return (coordinator, router)`).
    public var boxBody: [String]?
    /// What the view protocol a screen factory's method returns refines (`BaseView`), where each screen
    /// has one (`returns: {Name}View`, `protocol LoginView: BaseView`): a new screen declares its own,
    /// and its view controller conforms to it; absent when the methods return the view controller.
    public var viewProtocolRefines: String?

    public init(
        protocol: String, implementation: String, property: String, method: String, returns: String? = nil,
        passesScreenFactory: String? = nil, boxMethod: String? = nil, boxReturns: String? = nil, boxBody: [String]? = nil,
        viewProtocolRefines: String? = nil
    ) {
        self.protocol = `protocol`
        self.implementation = implementation
        self.property = property
        self.method = method
        self.returns = returns
        self.passesScreenFactory = passesScreenFactory
        self.boxMethod = boxMethod
        self.boxReturns = boxReturns
        self.boxBody = boxBody
        self.viewProtocolRefines = viewProtocolRefines
    }

    /// The method's base name for `name` (`makeReservationCoordinator`).
    public func method(for name: String) -> String { NamingScheme.apply(method, to: name) }
}
