/// SwiftUI coordinators that hold nothing a flow shows its screens on: the protocol declares no
/// navigation, no coordinator holds a router, a stack or a window, and every coordinator's file imports
/// SwiftUI and not UIKit (the coordinators change a routing state their views observe,
/// `appState.routing.selectedProfileID = id`). The uikit templates would write a flow that never shows
/// its first screen; `new coordinator` refuses in one line instead, naming the key that records the
/// property every coordinator shows screens through (and, where the app records an example, the
/// `--like` that copies a sibling).
enum SwiftUIFlowsWithoutNavigation {
    /// The refusal, where the app's coordinators are such classes; nil otherwise.
    static func problem(for request: CoordinatorRequest) -> String? {
        let shape = request.shape.protocol
        guard shape.navigation == nil, shape.routes == nil else { return nil }
        let index = request.project.model.index
        let coordinators = CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type).filter {
            $0.kind == .class
        }
        guard !coordinators.isEmpty,
            coordinators.allSatisfy({ $0.file.imports.contains("SwiftUI") && !$0.file.imports.contains("UIKit") })
        else { return nil }
        let shown =
            coordinators.prefix(3).map(\.name).joined(separator: ", ")
            + (coordinators.count > 3 ? " and \(coordinators.count - 3) more" : "")
        return
            "the \(shape.name) coordinators (\(shown)) are SwiftUI classes that hold no navigation coordgen writes to (no NavigationPath or path of routes, no UINavigationController, router or window: their views follow state the coordinators change), so a new flow could not show its first screen; record the property every coordinator shows screens through in shape.navigation in \(Project.configFileName)"
    }
}
