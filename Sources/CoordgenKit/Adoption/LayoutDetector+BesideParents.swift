extension LayoutDetector {
    /// Coordinators spread over several folders with no per-feature pattern, and no root whose folder
    /// holds at least half of them (there is none: screens start the flows; or it keeps to itself): a
    /// new coordinator goes into its parent's folder (`{Parent}`), beside the flow that starts it, rather
    /// than into the root's folder or whichever holds the most coordinators, another feature's. Nil
    /// where they share one folder, or where the root's folder is where most of them live.
    static func besideTheirParents(_ coordinators: [(name: String, file: SourceFile)], rootFile: SourceFile?)
        -> (pattern: String, finding: AdoptionFinding)?
    {
        let folders = Set(coordinators.map(\.file.folder))
        guard folders.count > 1 else { return nil }
        let why: String
        if let rootFile {
            let besideRoot = coordinators.filter { $0.file.folder == rootFile.folder }.count
            guard besideRoot * 2 < coordinators.count else { return nil }
            let folder = rootFile.folder.isEmpty ? "." : rootFile.folder
            why = "and the root's folder (\(folder)) holds \(besideRoot) of \(coordinators.count)"
        } else {
            why = "and no root"
        }
        let pattern = LayoutConventions.parentPlaceholder
        return (
            pattern,
            AdoptionFinding(
                "layout",
                "coordinators in \(folders.count) folders without a per-feature pattern, \(why): a new one goes into its parent's folder (layout.coordinators: \(pattern); --in chooses another)",
                nil)
        )
    }
}
