/// The property that says which flow a coordinator runs, and the enum that lists the flows.
public struct FlowTypeShape: Codable, Equatable, Sendable {
    /// The property's name (`type`).
    public var property: String
    /// The enum's name (`CoordinatorType`).
    public var `enum`: String
    /// The enum's cases in declaration order, as spelled in the file, so new cases follow their style.
    public var cases: [String]
    /// The label of the base class's initialiser that stores the flow's case (`init(type:)` of a base
    /// class declaring `let type: CoordinatorType`): a new coordinator passes its case there,
    /// `super.init(type: .zebra)`, instead of overriding the property; absent otherwise.
    public var baseInitLabel: String?
    /// The label of the navigation controller's parameter of that initialiser, where it takes one beside
    /// the case (`init(type: CoordinatorType, navigationController: UINavigationController, finishDelegate: … = nil)`):
    /// a new coordinator takes the navigation controller as that parameter types it and passes both,
    /// `super.init(type: .zebra, navigationController: navigationController)`; absent otherwise.
    public var baseInitNavigationLabel: String?
    /// That parameter's type as the initialiser spells it (`UINavigationController`, which may differ from
    /// the optional property the base class stores it in).
    public var baseInitNavigationType: String?
    /// Whether the protocol requires the property with a setter (`var type: CoordinatorType { get set }`):
    /// a new coordinator then stores its case (`var type: CoordinatorType = .zebra`), since a read-only
    /// computed property would not conform; absent when it is read-only.
    public var settable: Bool?

    public init(property: String, enum: String, cases: [String] = []) {
        self.property = property
        self.enum = `enum`
        self.cases = cases
    }
}
