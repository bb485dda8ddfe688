/// SwiftUI coordinators that map a route enum to views (`Destination`, one per app or one per flow)
/// and move through navigation state a shared navigator holds (`NavigationPath`, sheets, covers): a new
/// flow is a case that carries its coordinator in its parent's enum, with a clause in the parent's view
/// builder; a new screen is a case and a clause in its coordinator's.
struct RouteEnumFamily: FlowFamily {
    let routes: RouteShape

    init?(_ shape: ProtocolShape) {
        guard let routes = shape.routes else { return nil }
        self.routes = routes
    }

    /// The case carrying the flow in each parent's enum, and its clause in the parent's view builder.
    func flowParts(of flow: RemovedFlow, in finder: FlowPartsFinder) throws -> GeneratedParts {
        var parts = GeneratedParts()
        for parent in flow.parents where finder.index.type(named: parent, kinds: [.class]) != nil {
            let enumName = routes.perFlow ? "\(parent).\(routes.enum)" : routes.enum
            parts.declarations.append(.enumCase(flow.name.caseName, enumName: enumName))
            parts.declarations.append(.switchClause(flow.name.caseName, typeName: parent, function: routes.viewBuilder))
        }
        return parts
    }

    func screenParts(of screen: RemovedScreen, in finder: FlowPartsFinder) -> GeneratedParts {
        Self.screenParts(of: screen, routes: routes, in: finder)
    }

    var screenCaseEnums: [String] { [routes.enum] + (routes.modal.map { [$0.enum] } ?? []) }

    var flowCaseEnums: [String] { [routes.enum] }

    func renderValues(for conventions: RenderContext.Conventions) -> [String: any Sendable] {
        conventions.routeValues(routes)
    }

    /// A screen's route case and its clause in the view builder that shows it: in the app's own modal
    /// enum (`Sheet`) for a presented screen, in the app's one route enum (with the clauses the other
    /// coordinators' builders got), or in the flow's own enum.
    static func screenParts(of screen: RemovedScreen, routes: RouteShape, in finder: FlowPartsFinder) -> GeneratedParts {
        var parts = GeneratedParts()
        let (caseName, coordinator) = (screen.name.caseName, screen.coordinator)
        if screen.presented, let modal = routes.modal {
            parts.declarations.append(.enumCase(caseName, enumName: modal.enum))
            parts.declarations.append(.switchClause(caseName, typeName: coordinator.className, function: modal.viewBuilder))
        } else if !routes.perFlow {
            // An app-wide route enum lives in a file of its own (`Route.swift`).
            parts.formUnion(finder.appWideRouteParts(caseName, routes: routes))
        } else {
            // A flow's own enum: nested in its class, or named after the flow at the top level (`HomeRoute`).
            let enumName =
                routes.enumIsTopLevelPattern
                ? routes.enumName(forFlow: coordinator.flow) : "\(coordinator.className).\(routes.enumName(forFlow: coordinator.flow))"
            parts.declarations.append(.enumCase(caseName, enumName: enumName))
            // A top-level enum may live in a file of its own (`Routes.swift`), found by the case's name.
            if routes.enumIsTopLevelPattern { parts.cases.append(.init(enumName: enumName, caseName: caseName)) }
            parts.declarations.append(.switchClause(caseName, typeName: coordinator.className, function: routes.viewBuilder))
        }
        return parts
    }
}
