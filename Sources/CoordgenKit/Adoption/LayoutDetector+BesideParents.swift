extension LayoutDetector {
    /// Coordinators spread over several folders with no per-feature pattern and no root whose folder
    /// could stand for them all (an app whose flows are each started by a screen): a new coordinator goes
    /// into its parent's folder (`{Parent}`), beside the flow that starts it, rather than into whichever
    /// folder happens to hold the most coordinators. Nil where they share one folder.
    static func besideTheirParents(_ coordinators: [(name: String, file: SourceFile)]) -> (pattern: String, finding: AdoptionFinding)? {
        let folders = Set(coordinators.map(\.file.folder))
        guard folders.count > 1 else { return nil }
        let pattern = LayoutConventions.parentPlaceholder
        return (
            pattern,
            AdoptionFinding(
                "layout",
                "coordinators in \(folders.count) folders without a per-feature pattern, and no root: a new one goes into its parent's folder (layout.coordinators: \(pattern); --in chooses another)",
                nil)
        )
    }
}
