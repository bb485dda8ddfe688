extension LayoutDetector {
    /// Coordinators kept per feature (`Scenes/{Name}/FavoritesCoordinator.swift`) with their screens in
    /// folders of their own inside the feature's (`Scenes/Favorites/FavoritesList/View/…`), named after
    /// the screens, so no pattern of the screens' own is shared by two: a new screen goes into its
    /// coordinator's feature folder (the coordinators' pattern), not into whichever folder holds the most
    /// screens, where a shared one (`Helpers/`, `Base/`) or another feature's would win. Nil unless more
    /// than half of the screens, and at least two, sit in or below the feature folder of a coordinator.
    static func screensBelowFlowFolders(
        _ screens: [(name: String, file: SourceFile)], coordinators: [(name: String, file: SourceFile)], flowFolders: String
    ) -> AdoptionFinding? {
        guard !LayoutConventions.hasArea(flowFolders) else { return nil }
        let featureFolders = Set(coordinators.map(\.file.folder).filter { folder($0, matches: flowFolders) })
        let below = screens.filter { screen in
            featureFolders.contains { screen.file.folder == $0 || screen.file.folder.hasPrefix($0 + "/") }
        }
        guard below.count >= 2, below.count * 2 > screens.count else { return nil }
        return AdoptionFinding(
            "layout",
            "screens in their coordinator's feature folder: \(flowFolders) (\(below.count) of \(screens.count) screens are in or below one); a new screen goes into its coordinator's, a new flow's into its own (layout.screens; --in chooses another)",
            SourceReference(file: below[0].file.path))
    }
}
