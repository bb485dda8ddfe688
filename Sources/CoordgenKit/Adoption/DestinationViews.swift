import SwiftSyntax

/// Reads where a SwiftUI app whose coordinators own their stacks but have no view builder maps its
/// routes to views: the view that shows a coordinator's stack switches over them in its
/// `.navigationDestination(for: HomeRoute.self) { route in switch route { … } }` closure (the route
/// enum named alone, or through the coordinator that nests it: `HomeCoordinator.Destination.self`).
enum DestinationViews {
    /// The views of the app that map `enumName`'s cases in such a closure, for any of `coordinators`.
    static func mapping(_ enumName: String, of coordinators: [String], in index: DeclarationIndex) -> [TypeDeclaration] {
        let routeTypes = [enumName] + coordinators.map { "\($0).\(enumName)" }
        return index.types.filter { type in
            guard type.kind == .struct, type.inherited.contains("View"), let block = type.memberBlock else { return false }
            return SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: block) { call in
                SwitchCaseInserter.destinationCall(call, of: routeTypes)
                    && !SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: call) { _ in true }.isEmpty
            }.isEmpty == false
        }
    }

    /// The name a new flow's view builder gets where the app has none: coordgen's own.
    static let builderForNewFlows = "view(for:)"
}
