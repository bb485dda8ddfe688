extension LayoutDetector {
    /// Screens kept per feature in folders laid out alike (`Features/Auth/Views`, `Features/Home/Views`,
    /// `Features/TaskDetail/Views`) whose feature folders are not named after the screens (`LoginView` in
    /// `Features/Auth/Views`), so no pattern of the screens' names is found: the pattern with the
    /// feature's folder made the flow's (`Features/{Name}/Views`), so a new flow's screen gets a feature
    /// folder of its own laid out like its siblings instead of going into the folder holding the most
    /// screens, which is another feature's. Nil unless at least three feature folders share the layout,
    /// and together they hold more screens than any one folder outside it.
    static func featureFolders(
        _ screens: [(name: String, file: SourceFile)]
    ) -> (pattern: String, features: [String], count: Int, example: SourceReference)? {
        // Each screen folder as (the folders above the feature, the feature, the folders below it): a
        // layout has at least one folder below the feature (`Views`), which names the screens' role.
        var groups: [String: (features: Set<String>, count: Int, example: SourceReference)] = [:]
        let folders = screens.map { $0.file.folder.slashSeparatedComponents.map(String.init) }
        for (screen, components) in zip(screens, folders) where components.count >= 3 {
            for feature in 1..<(components.count - 1) {
                var pattern = components
                pattern[feature] = NamingScheme.placeholder
                let key = pattern.joined(separator: "/")
                let previous = groups[key] ?? ([], 0, SourceReference(file: screen.file.path))
                groups[key] = (previous.features.union([components[feature]]), previous.count + 1, previous.example)
            }
        }
        guard
            let best = groups.filter({ $0.value.features.count >= 3 }).sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) })
                .first
        else { return nil }
        // The most used folder outside the layout holds fewer screens than the layout's folders together.
        let outside = screens.map(\.file.folder).filter { !folder($0, matches: best.key) }
        let mostOutside = Dictionary(grouping: outside, by: { $0 }).values.map(\.count).max() ?? 0
        guard best.value.count > mostOutside else { return nil }
        return (best.key, best.value.features.sorted(), best.value.count, best.value.example)
    }

    /// The finding that says where a new flow's screens go, and why.
    static func featureFoldersFinding(
        _ found: (pattern: String, features: [String], count: Int, example: SourceReference), screens: Int
    ) -> AdoptionFinding {
        let shown =
            found.features.prefix(4).joined(separator: ", ") + (found.features.count > 4 ? " and \(found.features.count - 4) more" : "")
        return AdoptionFinding(
            "layout",
            "screens in a folder per feature: \(found.pattern) (\(found.count) of \(screens) screens, in \(shown)); a new flow's screens go into a feature folder of its own laid out alike (layout.screens; --in chooses another)",
            found.example)
    }
}
