/// Coordinators made without their navigation controller and handed it right after: the initialiser
/// takes no stack (a base class that declares `var navigationController = UINavigationController()` and
/// no initialiser, or a protocol requiring `init()`), and the property is settable, so a parent does
/// what the app's parents do, `child.navigationController = navigationController`. A new coordinator is
/// made the same way: `ZebraCoordinator()`, then its parent assigns the stack it pushes onto.
public enum StackHandedAfterInit {
    /// The initialiser `init` records for coordinators of a base class that declares none.
    public static let initializer = InitializerRequirement(signature: "init()", parameters: [])

    /// Whether a new coordinator of `shape` is handed its stack after it is made: its initialiser takes
    /// none, and a parent can set the property (settable, of the coordinator's own, and either declared by
    /// a base class with a value of its own or optional, so it is nil until then).
    public static func applies(to shape: ProtocolShape) -> Bool {
        guard let navigation = shape.navigation, navigation.holder == nil, navigation.settable,
            let initializer = shape.initializers.first, !initializer.parameters.contains(where: shape.passesNavigation)
        else { return false }
        return shape.baseClass != nil || navigation.optional
    }

    /// What the parent does right after creating `coordinator`: hands it `stack`, the parent's own
    /// navigation controller (or the new one a parent running a tab bar or holding the window makes).
    public static func handingOver(_ stack: String, to coordinator: String, in shape: ProtocolShape) -> [String] {
        guard applies(to: shape), let navigation = shape.navigation else { return [] }
        return ["\(coordinator).\(navigation.name) = \(stack)"]
    }
}
