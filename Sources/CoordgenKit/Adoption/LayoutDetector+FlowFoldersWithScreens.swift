extension LayoutDetector {
    /// Coordinators kept with their screens in per-feature folders whose names are not the coordinator's
    /// (`Items flow/ItemCoordinator.swift` beside `Items flow/ItemsListController.swift`): the screens'
    /// pattern (`Flows/{Name} flow`) names those folders, the coordinators' names do not. A new flow's
    /// coordinator then goes into the folder its first screen gets, so the flow stays in one folder, as
    /// its siblings are. Nil unless at least two flows besides the root, and at least half of them, sit
    /// in folders of their own that the screens' pattern names.
    static func withTheirScreens(
        _ coordinators: [(name: String, file: SourceFile)], rootFile: SourceFile?, screensPattern: String?
    ) -> (pattern: String, finding: AdoptionFinding)? {
        guard let screensPattern, !LayoutConventions.hasArea(screensPattern) else { return nil }
        let flows = coordinators.filter { $0.file.path != rootFile?.path }
        let inFlowFolders = flows.filter { folder($0.file.folder, matches: screensPattern) }
        // A folder each: coordinators sharing one folder (`Coordinators/`) are not kept with screens.
        guard inFlowFolders.count >= 2, inFlowFolders.count * 2 >= flows.count,
            Set(inFlowFolders.map(\.file.folder)).count == inFlowFolders.count
        else { return nil }
        return (
            screensPattern,
            AdoptionFinding(
                "layout",
                "coordinators in their flow's folder with its screens: \(screensPattern) (\(inFlowFolders.count) of \(flows.count) flows; layout.coordinators)",
                SourceReference(file: inFlowFolders[0].file.path))
        )
    }
}
