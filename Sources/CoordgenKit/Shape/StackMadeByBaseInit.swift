/// Coordinators inheriting a base class that owns the navigation controller and its
/// `init(navigationController:)`, where each flow's own initialiser takes only its dependencies
/// (`init(services: Services)`) and gets a new stack by calling the base initialiser
/// (`super.init(navigationController: UINavigationController())`), as recorded in
/// `shape.baseInitCall`. A new coordinator is written alike: its initialiser takes the same
/// dependencies, stores them and makes the same call; the parent shows the new flow's stack.
public enum StackMadeByBaseInit {
    /// Whether a new coordinator of `shape` gets its stack through the recorded base initialiser call.
    public static func applies(to shape: ProtocolShape) -> Bool {
        guard shape.baseClass != nil, shape.baseInitCall != nil, let navigation = shape.navigation, navigation.holder == nil,
            let initializer = shape.initializers.first, !initializer.parameters.contains(where: shape.passesNavigation)
        else { return false }
        return true
    }

    /// The base initialiser call a new coordinator makes, where it applies.
    public static func call(in shape: ProtocolShape) -> String? {
        applies(to: shape) ? shape.baseInitCall : nil
    }

    /// What the parent does once the child started, where it has a stack of its own: presents the
    /// child's stack over it.
    public static func presentingChild(_ coordinator: String, in shape: ProtocolShape) -> [String] {
        guard applies(to: shape), let navigation = shape.navigation else { return [] }
        return ["\(navigation.name).present(\(coordinator).\(navigation.name), animated: true)"]
    }

    /// What the user is told about the new flow.
    public static func note(flowClass: String, in shape: ProtocolShape) -> String? {
        guard let call = call(in: shape), let navigation = shape.navigation, let signature = shape.initializers.first?.signature
        else { return nil }
        return
            "\(flowClass) is written like its siblings: \(signature) takes what they take and calls \(call) to get a \(navigation.type) of its own, as they do (shape.baseInitCall in .coordgen.yml)"
    }
}
