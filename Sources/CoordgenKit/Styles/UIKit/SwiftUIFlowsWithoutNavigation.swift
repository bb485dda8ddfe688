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
        if coordinators.allSatisfy({ $0.propertyTypeNames.contains("NavigationPath") }) {
            return pathNotInProtocol(shape.name, shown: shown, coordinators: coordinators, in: index)
        }
        return
            "the \(shape.name) coordinators (\(shown)) are SwiftUI classes that hold no navigation coordgen writes to (no NavigationPath or path of routes, no UINavigationController, router or window: their views follow state the coordinators change), so a new flow could not show its first screen; record the property every coordinator shows screens through in shape.navigation in \(Project.configFileName)"
    }

    /// Where each coordinator holds a `NavigationPath` the recorded protocol does not declare: says so,
    /// and names the protocol of the app's that declares one and that they all adopt.
    private static func pathNotInProtocol(_ protocolName: String, shown: String, coordinators: [TypeDeclaration], in index: DeclarationIndex)
        -> String
    {
        let adopted = coordinators.map { type in Set(([type] + index.extensions(of: type.name)).flatMap(\.inheritedNames)) }
        let declaring = index.types.filter { candidate in
            candidate.kind == .protocol && candidate.name != protocolName && candidate.propertyTypeNames.contains("NavigationPath")
                && adopted.allSatisfy { $0.contains(candidate.name) }
        }.map(\.name).sorted()
        let advice =
            declaring.first.map { "record \($0), which declares it, with `coordgen init --protocol \($0)`" }
            ?? "declare it in \(protocolName), or record the path in shape.routes in \(Project.configFileName)"
        return
            "the \(protocolName) coordinators (\(shown)) are SwiftUI classes that each hold a NavigationPath \(protocolName) does not declare, so coordgen did not record it as the way flows show screens and a new flow could not show its first screen: \(advice)"
    }
}
