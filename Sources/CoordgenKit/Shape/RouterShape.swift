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
    /// The arguments `pop` is called with, as written (`""` for `popModule()`); absent for `animated: true`.
    public var popArguments: String?
    /// The arguments `dismiss` is called with, as written (`"animated: true, completion: nil"`); absent
    /// for `animated: true`.
    public var dismissArguments: String?
    /// Whether `push` takes `animated:` and a trailing completion that runs when the screen leaves the
    /// stack; absent for yes, `false` when the app's router has no such overload.
    public var pushCompletion: Bool?
    /// What follows the screen in a call to `setRoot`, `push` and `present` where the app's router has no
    /// overload taking the screen alone (`", animated: true"` for `setRootModule(_:animated:)`); absent
    /// for none (``RouterScreenArguments``).
    public var setRootArguments: String?
    public var pushArguments: String?
    public var presentArguments: String?
    /// Whether the coordinator protocol requires the property (`var router: Router { get }`): a new
    /// coordinator then declares it without `private`.
    public var requiredByProtocol: Bool?

    public init(
        property: String, type: String, implementation: String, setRoot: String, push: String, present: String, pop: String,
        dismiss: String, popArguments: String? = nil, dismissArguments: String? = nil, pushCompletion: Bool? = nil
    ) {
        self.property = property
        self.type = type
        self.implementation = implementation
        self.setRoot = setRoot
        self.push = push
        self.present = present
        self.pop = pop
        self.dismiss = dismiss
        self.popArguments = popArguments
        self.dismissArguments = dismissArguments
        self.pushCompletion = pushCompletion
    }

    /// The call that pops the top screen (`popModule()`, `pop(animated: true)`).
    public var popCall: String { "\(pop)(\(popArguments ?? "animated: true"))" }
    /// The call that dismisses what is presented (`dismissModule()`, `dismiss(animated: true)`).
    public var dismissCall: String { "\(dismiss)(\(dismissArguments ?? "animated: true"))" }
}
