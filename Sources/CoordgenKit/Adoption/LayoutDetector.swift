/// Works out where coordinators and screens live: one folder, or a per-feature pattern such as
/// `Presentation/{Name}Scene/Coordinator` when each flow's folder carries its name.
struct LayoutDetector {
    struct Result {
        /// The folder of the root coordinator (or the most common one): `paths.coordinators`.
        var coordinatorsFolder: String
        var screensFolder: String
        var layout: LayoutConventions
        var findings: [AdoptionFinding]
        var undecided: [String]
    }

    /// - Parameters:
    ///   - coordinators: Each coordinator's flow name and file.
    ///   - screens: Each screen's flow name and file.
    ///   - rootFile: The root coordinator's file.
    func detect(
        coordinators: [(name: String, file: SourceFile)], screens: [(name: String, file: SourceFile)],
        rootFile: SourceFile?, fallback: String
    )
        -> Result
    {
        let coordinatorFolder = rootFile?.folder ?? Self.mostCommon(coordinators.map(\.file.folder)) ?? fallback
        var result = Result(
            coordinatorsFolder: coordinatorFolder, screensFolder: Self.mostCommon(screens.map(\.file.folder)) ?? coordinatorFolder,
            layout: LayoutConventions(), findings: [], undecided: [])
        let screensPattern = Self.pattern(screens)
        Self.placeCoordinators(coordinators, screensPattern: screensPattern?.pattern, rootFile: rootFile, into: &result)
        Self.placeScreens(screens, pattern: screensPattern, coordinators: coordinators, into: &result)
        return result
    }

    /// Where new coordinators go: their own per-feature pattern, else their screens' flow folders, else a
    /// folder each beside their siblings, else beside their parents, else the root's folder.
    private static func placeCoordinators(
        _ coordinators: [(name: String, file: SourceFile)], screensPattern: String?, rootFile: SourceFile?,
        into result: inout Result
    ) {
        let coordinatorFolder = result.coordinatorsFolder
        if let pattern = pattern(coordinators) {
            result.layout.coordinators = pattern.pattern
            result.findings.append(
                AdoptionFinding("layout", "coordinators per feature: \(pattern.pattern) (\(pattern.count) flows)", pattern.example))
        } else if let withScreens = withTheirScreens(coordinators, rootFile: rootFile, screensPattern: screensPattern) {
            result.layout.coordinators = withScreens.pattern
            result.findings.append(withScreens.finding)
        } else if let siblings = siblingFoldersPattern(coordinators, rootFile: rootFile) {
            result.layout.coordinators = siblings
            result.findings.append(
                AdoptionFinding(
                    "layout",
                    "coordinators in a folder each: \(siblings), beside the flows' own folders (the root's is \(coordinatorFolder.isEmpty ? "." : coordinatorFolder); layout.coordinators)",
                    nil))
        } else if let scattered = besideTheirParents(coordinators, rootFile: rootFile) {
            result.layout.coordinators = scattered.pattern
            result.findings.append(scattered.finding)
        } else {
            result.findings.append(
                AdoptionFinding(
                    "layout", "coordinators in \(coordinatorFolder.isEmpty ? "." : coordinatorFolder)",
                    rootFile.map { SourceReference(file: $0.path) }))
            let folders = Set(coordinators.map(\.file.folder))
            if folders.count > 1 {
                result.undecided.append(
                    "coordinators live in \(folders.count) folders without a per-feature pattern; new ones go to \(coordinatorFolder), the root's (paths.coordinators)"
                )
            }
        }
    }

    /// Where new screens go: their per-feature pattern, else their coordinator's folder where coordinators
    /// follow their parents, else their flow's folder (or below it), else, where coordinators have no
    /// folders of their own, a feature folder laid out like the features' (``featureFolders(_:)``), else
    /// the folder holding the most screens.
    private static func placeScreens(
        _ screens: [(name: String, file: SourceFile)], pattern screensPattern: (pattern: String, count: Int, example: SourceReference)?,
        coordinators: [(name: String, file: SourceFile)], into result: inout Result
    ) {
        let screenFolder = result.screensFolder
        let folders = Set(screens.map(\.file.folder))
        let screensPattern = screensPattern.flatMap { notOneFlows($0, screens: screens, coordinators: coordinators, into: &result) }
        if let pattern = screensPattern,
            let relative = screensRelativeToTheirCoordinators(
                pattern: pattern.pattern, screens: screens, coordinators: coordinators, coordinatorsPattern: result.layout.coordinators)
        {
            result.layout.screens = relative.pattern
            result.findings.append(relative.finding)
            result.undecided += relative.undecided.map { [$0] } ?? []
        } else if let pattern = screensPattern {
            result.layout.screens = pattern.pattern
            result.findings.append(
                AdoptionFinding("layout", "screens per feature: \(pattern.pattern) (\(pattern.count) screens)", pattern.example))
        } else if let coordinatorsPattern = result.layout.coordinators, LayoutConventions.followsParent(coordinatorsPattern), folders.count > 1 {
            result.layout.screens = coordinatorsPattern
            result.findings.append(
                AdoptionFinding(
                    "layout",
                    "screens in \(folders.count) folders without a per-feature pattern: a new one goes into its coordinator's folder (layout.screens: \(coordinatorsPattern))",
                    nil))
        } else if let flowFolders = result.layout.coordinators, folders.count > 1, screens.allSatisfy({ folder($0.file.folder, matches: flowFolders) }) {
            // Screens named otherwise than their flows (`LoginViewController` in `Auth Flow`), in the flows' folders.
            result.layout.screens = flowFolders
            result.findings.append(AdoptionFinding("layout", "screens in their flow's folder: \(flowFolders) (\(screens.count) screens)", nil))
        } else if let flowFolders = result.layout.coordinators,
            let below = screensBelowFlowFolders(screens, coordinators: coordinators, flowFolders: flowFolders)
        {
            result.layout.screens = flowFolders
            result.findings.append(below)
        } else if let flowFolders = result.layout.coordinators,
            let beside = screensBesideFlowFolders(screens, coordinators: coordinators, flowFolders: flowFolders)
        {
            result.layout.screens = beside.pattern
            result.findings.append(beside.finding)
        } else if result.layout.coordinators == nil, folders.count > 1, let features = featureFolders(screens) {
            result.layout.screens = features.pattern
            result.findings.append(featureFoldersFinding(features, screens: screens.count))
        } else {
            result.findings.append(AdoptionFinding("layout", "screens in \(screenFolder.isEmpty ? "." : screenFolder)", nil))
            if folders.count > 1 {
                result.undecided.append(
                    "screens live in \(folders.count) folders without a per-feature pattern; new ones go to \(screenFolder), the most used (paths.screens)"
                )
            }
        }
    }

    /// The screens' pattern, or nil (said in a finding) where it is one flow's own arrangement (``oneFlowsScreens``).
    private static func notOneFlows(
        _ pattern: (pattern: String, count: Int, example: SourceReference), screens: [(name: String, file: SourceFile)],
        coordinators: [(name: String, file: SourceFile)], into result: inout Result
    ) -> (pattern: String, count: Int, example: SourceReference)? {
        guard
            let owner = oneFlowsScreens(
                pattern: pattern.pattern, screens: screens, coordinators: coordinators, coordinatorsPattern: result.layout.coordinators)
        else { return pattern }
        result.findings.append(
            AdoptionFinding(
                "layout",
                "screens below \(owner.folder) (\(pattern.pattern), \(pattern.count) screens) are laid out for the \(owner.flow) flow alone, not a pattern for every flow",
                pattern.example))
        return nil
    }

    /// A folder pattern shared by at least two flows whose folder contains the flow's name, when the
    /// files are not all in one folder.
    static func pattern(_ files: [(name: String, file: SourceFile)]) -> (pattern: String, count: Int, example: SourceReference)? {
        guard Set(files.map(\.file.folder)).count > 1 else { return nil }
        var counts: [String: (Int, SourceReference)] = [:]
        for (name, file) in files where !name.isEmpty {
            let components = file.path.slashSeparatedComponents.dropLast().map(String.init)
            // The deepest folder naming the flow: an app folder may contain it by chance (`Bookshelf`, `Books`).
            // It may spell the name in words (`Order History`): then `{Title}` stands for it, and a
            // one-word flow's folder counts for both spellings.
            let title = name.splittingCamelCaseWords.joined(separator: " ")
            for (spelled, placeholder) in [(name, NamingScheme.placeholder), (title, LayoutConventions.titlePlaceholder)] {
                // ASCII folder and name: their bytes decide; Foundation (canonical equivalence) the rest.
                let asciiName = spelled.utf8.allSatisfy { $0 < 0x80 }
                guard
                    let index = components.lastIndex(where: { folder in
                        asciiName && folder.utf8.allSatisfy { $0 < 0x80 } ? folder.containsUTF8(spelled) : folder.contains(spelled)
                    }),
                    let range = components[index].rangeAsFoundationFinds(spelled)
                else { continue }
                var replaced = components
                replaced[index].replaceSubrange(range, with: placeholder)
                let pattern = replaced.joined(separator: "/")
                counts[pattern] = ((counts[pattern]?.0 ?? 0) + 1, counts[pattern]?.1 ?? SourceReference(file: file.path))
            }
        }
        guard let best = counts.sorted(by: { ($0.value.0, $1.key) > ($1.value.0, $0.key) }).first, best.value.0 >= 2 else { return nil }
        if let area = areaPattern(counts), area.count >= 2 * best.value.0 { return area }
        return (best.key, best.value.0, best.value.1)
    }

    /// Flows grouped by feature area (`Features/Booking/{Name}`, `Features/Maps/{Name}`): the pattern with
    /// the component that differs made the area (`Features/*/{Name}`), with the flows it covers, when
    /// at least two areas share it. A component naming the flow, or after it, is never the area.
    static func areaPattern(_ counts: [String: (Int, SourceReference)]) -> (pattern: String, count: Int, example: SourceReference)? {
        var areas: [String: (count: Int, values: Set<String>, example: SourceReference)] = [:]
        for (pattern, (count, example)) in counts.sorted(by: { $0.key < $1.key }) {
            let components = pattern.split(separator: "/").map(String.init)
            guard let flowNamed = components.firstIndex(where: { $0.contains(NamingScheme.placeholder) || $0.contains(LayoutConventions.titlePlaceholder) })
            else { continue }
            for index in 0..<flowNamed {
                var generalised = components
                generalised[index] = LayoutConventions.areaWildcard
                let key = generalised.joined(separator: "/")
                let previous = areas[key] ?? (0, [], example)
                areas[key] = (previous.count + count, previous.values.union([components[index]]), previous.example)
            }
        }
        guard let best = areas.filter({ $0.value.values.count >= 2 }).sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }).first
        else { return nil }
        return (best.key, best.value.count, best.value.example)
    }

    /// Whether `folder` is one that `pattern` names for some flow.
    static func folder(_ folder: String, matches pattern: String) -> Bool {
        let anyName = pattern.replacingOccurrences(of: LayoutConventions.titlePlaceholder, with: NamingScheme.placeholder)
        guard LayoutConventions.hasArea(anyName) else { return NamingScheme.match(anyName, folder) != nil }
        // An area matches any one folder; the rest as without one.
        let patternComponents = anyName.split(separator: "/")
        let folderComponents = folder.split(separator: "/")
        guard patternComponents.count == folderComponents.count else { return false }
        let fixed = zip(patternComponents, folderComponents).filter { $0.0 != Substring(LayoutConventions.areaWildcard) }
        return NamingScheme.match(fixed.map(\.0).joined(separator: "/"), fixed.map(\.1).joined(separator: "/")) != nil
    }

    static func mostCommon(_ values: [String]) -> String? {
        var counts: [String: Int] = [:]
        for value in values { counts[value, default: 0] += 1 }
        return counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key
    }
}
