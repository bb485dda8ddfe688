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
            let functions = ([block] + index.extensions(of: type.name).compactMap(\.memberBlock)).flatMap { block in
                block.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            }
            return SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: block) { call in
                SwitchCaseInserter.destinationCall(call, of: routeTypes)
                    && (!SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: call) { _ in true }.isEmpty
                        || delegatesToSwitch(call, among: functions))
            }.isEmpty == false
        }
    }

    /// Whether the modifier hands its routes to a function of the view that switches over them
    /// (``DelegatedDestinationBuilder``: `{ destination($0) }`, `destination: navigate(route:)`).
    private static func delegatesToSwitch(_ call: FunctionCallExprSyntax, among functions: [FunctionDeclSyntax]) -> Bool {
        guard let called = DelegatedDestinationBuilder.calledFunction(of: call),
            let function = DelegatedDestinationBuilder.function(called, among: functions)
        else { return false }
        return DelegatedDestinationBuilder.switches(function)
    }

    /// The name a new flow's view builder gets where the app has none: coordgen's own.
    static let builderForNewFlows = "view(for:)"
}
