/// How a coordinator keeps its running children.
public struct ChildrenShape: Codable, Equatable, Sendable {
    /// The collection a coordinator keeps its children in.
    public enum Collection: String, Codable, Equatable, Sendable {
        /// `[any Coordinator]`: children are appended and removed by identity.
        case array
        /// `[Key: any Coordinator]`: one child per key, e.g. per flow type.
        case dictionary
    }

    /// The property's name (`childCoordinators`, `children`).
    public var name: String
    public var collection: Collection
    /// The dictionary's key type (`CoordinatorType`); absent for an array.
    public var key: String?
    /// The element type as written (`any Coordinator`, `Coordinator`).
    public var element: String
    /// The method every coordinator has that keeps a child (`addDependency`, `addChild`, `store`), taking
    /// the child without a label; absent when parents change the collection themselves.
    public var add: String?
    /// The method that releases a child (`removeDependency`, `removeChild`, `free`), taking the child,
    /// which may be nil, without a label; absent when parents change the collection themselves.
    public var remove: String?
    /// Whether `add` also sets the child's finish closure to release it (`coordinator.didFinish = { [unowned
    /// self] in self.removeChild(coordinator) }`): a parent then sets nothing itself; absent when it does not.
    public var addSetsFinish: Bool?
    /// Whether `add` also starts the child (a base class's `start(_ coordinator:)` that keeps the child and
    /// calls its start): a parent then does not start it again; absent when it does not.
    public var addStarts: Bool?
    /// Whether `remove` takes the child as a value that cannot be nil (`func removeChild(_ child:
    /// Coordinator)`): a finish closure that captures the child weakly unwraps it before passing it;
    /// absent when it takes an optional.
    public var removeTakesNonOptional: Bool?
    /// The label `add` takes the child with where it has one (`add(coordinator:)` of a dictionary keyed
    /// by each child's own id: `childCoordinators[coordinator.id] = coordinator`); absent when unlabelled.
    public var addLabel: String?
    /// The label `remove` takes the child with where it has one (`free(coordinator:)`); absent when unlabelled.
    public var removeLabel: String?

    /// The call that keeps `child` (`addChild(coordinator)`, `add(coordinator: coordinator)`), if `add` is known.
    public func addCall(_ child: String) -> String? {
        add.map { "\($0)(\(addLabel.map { "\($0): " } ?? "")\(child))" }
    }

    /// The call that releases `child` (`removeChild(coordinator)`, `free(coordinator: coordinator)`), if `remove` is known.
    public func removeCall(_ child: String) -> String? {
        remove.map { "\($0)(\(removeLabel.map { "\($0): " } ?? "")\(child))" }
    }

    public init(name: String, collection: Collection, key: String? = nil, element: String, add: String? = nil, remove: String? = nil) {
        self.name = name
        self.collection = collection
        self.key = key
        self.element = element
        self.add = add
        self.remove = remove
    }
}
