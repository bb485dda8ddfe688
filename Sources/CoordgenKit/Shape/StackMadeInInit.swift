/// Coordinators that make their own navigation controller in the `init()` the protocol requires, under
/// a property parents cannot set (`var navigationController: UINavigationController? { get }`, each
/// class's `init() { navigationController = UINavigationController() }`): the coordinator that starts
/// one shows that stack (as a tab, as the window's root). A new coordinator is written alike: its `init()`
/// makes its stack, and its parent presents it over its own; closing the flow dismisses it.
public enum StackMadeInInit {
    /// Whether a new coordinator of `shape` makes its own stack: its initialiser takes none, no base class
    /// decides how it gets one, and a parent cannot hand it one (the property is not settable).
    public static func applies(to shape: ProtocolShape) -> Bool {
        guard let navigation = shape.navigation, navigation.holder == nil, !navigation.settable, shape.baseClass == nil,
            let initializer = shape.initializers.first, !initializer.parameters.contains(where: shape.passesNavigation)
        else { return false }
        return true
    }

    /// The initialiser's line that makes the stack (`self.navigationController = UINavigationController()`).
    public static func makingStack(in shape: ProtocolShape) -> [String] {
        guard applies(to: shape), let navigation = shape.navigation else { return [] }
        return ["self.\(navigation.name) = \(navigation.type)()"]
    }

    /// What the parent does once the child started: presents the child's stack over its own.
    public static func presentingChild(_ coordinator: String, in shape: ProtocolShape) -> [String] {
        guard applies(to: shape), let navigation = shape.navigation else { return [] }
        let parentStack = navigation.optional ? "\(navigation.name)?" : navigation.name
        if navigation.optional {
            return ["if let stack = \(coordinator).\(navigation.name) {", "    \(parentStack).present(stack, animated: true)", "}"]
        }
        return ["\(parentStack).present(\(coordinator).\(navigation.name), animated: true)"]
    }

    /// Why `--present` does not apply: the flow's stack is presented already.
    public static func presentProblem(_ shape: ProtocolShape) -> String? {
        guard applies(to: shape), let navigation = shape.navigation else { return nil }
        return
            "--present does not apply where each coordinator makes its own \(navigation.type) in \(shape.initializers.first?.signature ?? "init()") (\(navigation.name) is get-only in \(shape.name)): the parent presents the new flow's stack already; run without --present"
    }
}
