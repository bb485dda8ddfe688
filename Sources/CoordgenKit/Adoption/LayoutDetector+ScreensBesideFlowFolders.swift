extension LayoutDetector {
    /// Coordinators kept in a folder of their feature's (`Views/{Name}/Router/HomeRouter.swift`) and the
    /// screens in another folder of the same feature, alike in two features at least
    /// (`Views/Home/Views/…`, `Views/Plan/Views/…`), the screens named otherwise than the feature, so no
    /// pattern of their own is found: a new screen goes into that folder of its coordinator's feature
    /// (`Views/{Name}/Views`), not into whichever folder holds the most screens, another feature's.
    static func screensBesideFlowFolders(
        _ screens: [(name: String, file: SourceFile)], coordinators: [(name: String, file: SourceFile)], flowFolders: String
    ) -> (pattern: String, finding: AdoptionFinding)? {
        guard !LayoutConventions.hasArea(flowFolders) else { return nil }
        var components = flowFolders.split(separator: "/").map(String.init)
        guard components.count >= 2, let last = components.popLast(), !last.contains(NamingScheme.placeholder),
            components.last?.contains(NamingScheme.placeholder) == true
        else { return nil }
        let featureFolders = Set(
            coordinators.map(\.file.folder).filter { folder($0, matches: flowFolders) }.map { String($0.dropLast(last.count + 1)) })
        var features: [String: Set<String>] = [:]
        var example: [String: SourceFile] = [:]
        for screen in screens {
            for feature in featureFolders where screen.file.folder.hasPrefix(feature + "/") {
                let inner = String(screen.file.folder.dropFirst(feature.count + 1))
                guard !inner.contains("/"), inner != last else { continue }
                features[inner, default: []].insert(feature)
                example[inner] = example[inner] ?? screen.file
            }
        }
        guard let best = features.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }).first, best.value.count >= 2,
            let file = example[best.key]
        else { return nil }
        let pattern = (components + [best.key]).joined(separator: "/")
        return (
            pattern,
            AdoptionFinding(
                "layout",
                "screens per feature beside their coordinators: \(pattern) (\(best.value.count) features keep their screens there and their coordinators in \(flowFolders)); a new screen goes into its coordinator's feature (layout.screens; --in chooses another)",
                SourceReference(file: file.path)))
    }
}
