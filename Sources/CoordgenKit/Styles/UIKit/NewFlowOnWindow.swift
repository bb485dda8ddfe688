import Foundation

/// The stack a new flow shows its first screen on where the app's protocol declares no navigation
/// controller and the coordinators' shared initialiser hands each flow the window (`init(window:
/// UIWindow)`), as roots hand it on: the flow makes a navigation controller with its first screen and
/// makes it the window's root (`window.rootViewController = navigationController`), the way such flows
/// show themselves — instead of a flow that creates its first screen and shows it nowhere. Its later
/// screens find that stack in the window again (``WindowRootStack``).
enum NewFlowOnWindow {
    /// The window the new flow of `request` is handed, as it stores it; nil where the protocol declares a
    /// navigation controller, the flow is presented, or the initialiser takes no window.
    static func stack(for request: CoordinatorRequest) -> WindowRootStack? {
        let shape = request.shape.protocol
        guard shape.navigation == nil, !request.options.presentsModally, request.conventions.writtenNestedDependency == nil,
            let parameter = shape.initializers.first?.parameters.first(where: { unwrapped($0.type) == "UIWindow" })
        else { return nil }
        let optional = parameter.type.trimmingCharacters(in: .whitespaces).hasSuffix("?")
        return WindowRootStack(window: WindowProperty(name: parameter.name, optional: optional))
    }

    /// What `init` did not record and generation decided.
    static func note(protocolName: String, stack: WindowRootStack, flowClass: String) -> String {
        "\(protocolName) declares no navigation controller and \(flowClass) is handed the window `\(stack.window.name)`, as the app's coordinators are: it shows its first screen on a new navigation controller, made the window's root"
    }

    private static func unwrapped(_ type: String) -> String {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        return trimmed.hasSuffix("?") || trimmed.hasSuffix("!") ? String(trimmed.dropLast()) : trimmed
    }
}
