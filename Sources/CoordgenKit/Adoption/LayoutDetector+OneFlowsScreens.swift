extension LayoutDetector {
    /// The flow whose feature folder holds every screen of the screens' pattern, when that pattern is
    /// one flow's own arrangement rather than the app's: `Flows/Auth/Controllers/{Name}`, found from
    /// `Auth/` and `Register/` below `Flows/Auth/` (the feature folder of `AuthCoordinator`, one of the
    /// coordinators' `Flows/{Name}`), names the sign-in flow's folder for every flow, so a new screen of
    /// `CatalogCoordinator` would go into `Flows/Auth/Controllers/Catalog`. Nil where the pattern's fixed
    /// folders are no coordinator's feature folder, or where two of its screens are named after flows
    /// (`Presentation/Main/{Name}Scene` holding the tab flows' scenes is every tab flow's pattern).
    static func oneFlowsScreens(
        pattern: String, screens: [(name: String, file: SourceFile)], coordinators: [(name: String, file: SourceFile)],
        coordinatorsPattern: String?
    ) -> (flow: String, folder: String)? {
        guard let coordinatorsPattern, !LayoutConventions.hasArea(coordinatorsPattern) else { return nil }
        let components = pattern.split(separator: "/").map(String.init)
        guard
            let placeholder = components.firstIndex(where: {
                $0.contains(NamingScheme.placeholder) || $0.contains(LayoutConventions.titlePlaceholder)
            }), placeholder > 0
        else { return nil }
        let fixed = components[..<placeholder].joined(separator: "/")
        guard
            let owner = coordinators.first(where: { coordinator in
                folder(coordinator.file.folder, matches: coordinatorsPattern)
                    && (fixed == coordinator.file.folder || fixed.hasPrefix(coordinator.file.folder + "/"))
            })
        else { return nil }
        let flows = Set(coordinators.map(\.name))
        let namedAfterFlows = screens.filter { flows.contains($0.name) && folder($0.file.folder, matches: pattern) }
        guard namedAfterFlows.count < 2 else { return nil }
        return (owner.name, owner.file.folder)
    }
}
