extension LayoutDetector {
    /// A screens' pattern read from one area of the app (`Presenter/TabBar/MyProfile/{Name}`: the folders
    /// of one flow's screens, each named after its screen) where the coordinators keep a folder per flow
    /// (`Presenter/TabBar/{Name}/Coordinator`) and the flows keep their screens in or below those flow
    /// folders: the pattern would put a new flow's screen into that one area, away from its coordinator.
    /// Read instead from where each flow's screens sit relative to its flow folder: the folder most of
    /// them share (`Main/{Name}/View/Controller`), else the flow folder itself where most flows keep
    /// their screens in or below it, else (the flows disagree) beside the new flow's coordinator, said
    /// in init's notes. Nil where the screens' pattern already names a folder inside the flow's, or
    /// fewer than two flows keep screens in their folders.
    static func screensRelativeToTheirCoordinators(
        pattern screensPattern: String, screens: [(name: String, file: SourceFile)], coordinators: [(name: String, file: SourceFile)],
        coordinatorsPattern: String?
    ) -> (pattern: String, finding: AdoptionFinding, undecided: String?)? {
        guard let coordinatorsPattern, !LayoutConventions.hasArea(coordinatorsPattern), !LayoutConventions.hasArea(screensPattern)
        else { return nil }
        let components = coordinatorsPattern.split(separator: "/").map(String.init)
        guard
            let named = components.firstIndex(where: {
                $0.contains(NamingScheme.placeholder) || $0.contains(LayoutConventions.titlePlaceholder)
            })
        else { return nil }
        let flowPattern = components[...named].joined(separator: "/")
        let probe = "CoordgenProbe"
        let probeFolder = LayoutConventions.folder(flowPattern, flow: probe)
        let probeScreens = LayoutConventions.folder(screensPattern, flow: probe)
        guard probeScreens != probeFolder, !probeScreens.hasPrefix(probeFolder + "/") else { return nil }
        let relatives = screensInFlowFolders(screens, coordinators: coordinators, pattern: coordinatorsPattern, flowComponents: named + 1)
        let inFolders = relatives.filter { !$0.value.isEmpty }
        guard inFolders.count >= 2 else { return nil }
        return relativePattern(
            relatives: relatives, flowPattern: flowPattern, coordinatorsPattern: coordinatorsPattern, screensPattern: screensPattern)
    }

    /// The pattern the flows' screens agree on, with the finding saying why (see
    /// ``screensRelativeToTheirCoordinators(pattern:screens:coordinators:coordinatorsPattern:)``).
    private static func relativePattern(
        relatives: [String: Set<String>], flowPattern: String, coordinatorsPattern: String, screensPattern: String
    ) -> (pattern: String, finding: AdoptionFinding, undecided: String?) {
        let inFolders = relatives.filter { !$0.value.isEmpty }
        var shared: [String: Int] = [:]
        for folders in inFolders.values { for folder in folders { shared[folder, default: 0] += 1 } }
        let from = "not \(screensPattern), one area's screens"
        if let best = shared.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }).first, best.value >= 2, best.value * 2 > inFolders.count {
            let pattern = best.key.isEmpty ? flowPattern : flowPattern + "/" + best.key
            let finding = "screens where \(best.value) of \(relatives.count) flows keep theirs in their flow's folder: \(pattern) (\(from); layout.screens)"
            return (pattern, AdoptionFinding("layout", finding, nil), nil)
        }
        if inFolders.count * 2 > relatives.count {
            let finding = "screens in their flow's folder: \(flowPattern) (\(inFolders.count) of \(relatives.count) flows keep theirs in or below it; \(from); layout.screens)"
            return (flowPattern, AdoptionFinding("layout", finding, nil), nil)
        }
        let finding = "screens beside their coordinator: \(coordinatorsPattern) (\(from))"
        let undecided =
            "the flows keep their screens in different places relative to their coordinators (\(inFolders.count) of \(relatives.count) in their flow's folder); a new flow's screen goes beside its coordinator (layout.screens)"
        return (coordinatorsPattern, AdoptionFinding("layout", finding, nil), undecided)
    }

    /// For each flow whose coordinator's folder the pattern names, the folders of the screens in or below
    /// its flow folder (the pattern's first `flowComponents` components), relative to it (`""`: itself),
    /// a folder named after its screen counted as the folder holding it.
    private static func screensInFlowFolders(
        _ screens: [(name: String, file: SourceFile)], coordinators: [(name: String, file: SourceFile)], pattern: String, flowComponents: Int
    ) -> [String: Set<String>] {
        let depth = pattern.split(separator: "/").count
        var relatives: [String: Set<String>] = [:]
        for coordinator in coordinators {
            let folderComponents = coordinator.file.folder.split(separator: "/")
            guard folderComponents.count == depth, folder(coordinator.file.folder, matches: pattern) else { continue }
            let flowFolder = folderComponents.prefix(flowComponents).joined(separator: "/")
            var found = relatives[flowFolder] ?? []
            for screen in screens where screen.file.folder == flowFolder || screen.file.folder.hasPrefix(flowFolder + "/") {
                var relative = screen.file.folder.dropFirst(min(screen.file.folder.count, flowFolder.count + 1)).split(separator: "/")
                // A folder of the screen's own (`Presentation/ProfileEdit/` of `ProfileEditViewController`) is where it sits.
                if relative.last.map(String.init) == screen.name { relative.removeLast() }
                found.insert(relative.joined(separator: "/"))
            }
            relatives[flowFolder] = found
        }
        return relatives
    }
}
