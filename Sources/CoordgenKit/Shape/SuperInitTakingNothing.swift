/// Coordinators subclassing a base class that holds the navigation controller but is made with
/// `init()` alone (`override init()`, or no initialiser of its own), as recorded in
/// `shape.baseInitTakesNothing`: each flow declares the initialiser its parent calls
/// (`init(navigationController:)`), calls `super.init()` and then sets the stack the base holds. A new
/// coordinator is written alike; inheriting `init()` would leave the parent's
/// `ZebraCoordinator(navigationController:)` with no initialiser to call.
public enum SuperInitTakingNothing {
    /// Whether a new coordinator of `shape` declares its own initialiser and calls `super.init()`.
    public static func applies(to shape: ProtocolShape) -> Bool {
        guard shape.baseInitTakesNothing == true, shape.baseClass != nil, let navigation = shape.navigation,
            navigation.holder == nil, navigation.declaredByFlows != true
        else { return false }
        return shape.initializers.first?.parameters.contains(where: shape.passesNavigation) == true
    }

    /// `super.init()`, where it applies.
    public static func call(in shape: ProtocolShape) -> String? {
        applies(to: shape) ? "super.init()" : nil
    }
}
