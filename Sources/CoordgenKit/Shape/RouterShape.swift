/// The object a coordinator shows its screens through when it has no navigation controller of its own
/// (the router style's `RouterProtocol`): the property every coordinator keeps it in, and what its
/// methods are called, so an app's `setRootModule`/`popModule` spelling is data.
public struct RouterShape: Codable, Equatable, Sendable {
    /// The property, and the initialiser parameter that passes it in (`router`).
    public var property: String
    /// Its type as written (`any RouterProtocol`).
    public var type: String
    /// The class that implements it around a navigation controller (`Router`), which tests create.
    public var implementation: String
    /// The method that makes a screen the whole stack (`setRoot`).
    public var setRoot: String
    /// The method that pushes a screen (`push`).
    public var push: String
    /// The method that presents a screen modally (`present`).
    public var present: String
    /// The method that pops the top screen (`pop`).
    public var pop: String
    /// The method that dismisses what is presented (`dismiss`).
    public var dismiss: String

    public init(
        property: String, type: String, implementation: String, setRoot: String, push: String, present: String, pop: String,
        dismiss: String
    ) {
        self.property = property
        self.type = type
        self.implementation = implementation
        self.setRoot = setRoot
        self.push = push
        self.present = present
        self.pop = pop
        self.dismiss = dismiss
    }

    /// The keys of `shape.router`, for spotting typos.
    static let knownKeys: Set<String> = ["property", "type", "implementation", "setRoot", "push", "present", "pop", "dismiss"]
}
