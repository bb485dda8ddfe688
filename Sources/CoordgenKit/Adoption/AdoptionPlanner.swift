import Foundation

/// Turns an ``AdoptionReport`` into what `coordgen init` prints and the plan that writes `.coordgen.yml`.
public enum AdoptionPlanner {
    /// The app folder for a run started in `directory`: the nearest folder at or above it that holds an
    /// `.xcodeproj`, `Project.swift` or `project.yml`, else `directory` itself.
    public static func appRoot(from directory: URL) -> URL {
        var current = directory.standardizedFileURL
        while true {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []
            if XcodeProjectBundles.holdsCandidate(names) || names.contains(where: { $0 == "Project.swift" || $0 == "project.yml" }) {
                return current
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return directory.standardizedFileURL }
            current = parent
        }
    }

    /// Keeps what an existing `.coordgen.yml` in `root` says that detection cannot find in the code
    /// (style, organization, bundle id, the Xcode project coordgen wrote, a templates folder, the test
    /// framework chosen, and without a project description the targets' settings), so
    /// re-running init, or running it in a project coordgen made, loses none of it. The organization
    /// in the detected header becomes `{{ organization }}` again. Returns the keys kept.
    public static func keepSettings(from root: URL, in report: inout AdoptionReport) -> [String] {
        let file = root.appendingPathComponent(Project.configFileName)
        guard FileManager.default.fileExists(atPath: file.path), let existing = try? Project.load(file) else { return [] }
        var kept: [String] = []
        var config = report.config
        if existing.style != config.style {
            config.style = existing.style
            kept.append("style")
        }
        if let organization = existing.organization {
            config.organization = organization
            kept.append("organization")
            if let header = config.header, header.contains(organization) {
                config.header = header.replacingOccurrences(of: organization, with: "{{ organization }}")
            }
        }
        if let bundleId = existing.bundleId {
            config.bundleId = bundleId
            kept.append("bundleId")
        }
        if let xcodeproj = existing.xcodeproj {
            config.xcodeproj = xcodeproj
            kept.append("xcodeproj")
        }
        if let templates = existing.templates {
            config.templates = templates
            kept.append("templates")
        }
        if let testing = existing.testing {
            config.testing = testing
            kept.append("testing")
        }
        report.config = config
        if report.config.project?.kind == ProjectFacts.Kind.none {
            kept += keepTargetSettings(of: existing, root: root, in: &report)
        }
        return kept
    }

    /// Without a project description (`new project --no-xcodeproj`, whose targets the team's XcodeGen
    /// or Tuist spec holds, or sources alone), the code cannot tell the targets' settings: what the
    /// existing `.coordgen.yml` records of them is kept — the concurrency settings, the app and test
    /// targets whose folders are there, the language mode and deployment target — and the findings say
    /// so.
    private static func keepTargetSettings(of existing: ProjectConfig, root: URL, in report: inout AdoptionReport) -> [String] {
        var kept: [String] = []
        var config = report.config
        guard var facts = config.project else { return [] }
        let recorded = existing.appShape.project
        if config.concurrency == nil, let concurrency = existing.concurrency {
            config.concurrency = concurrency
            report.shape.concurrency = concurrency
            kept.append("concurrency")
            report.findings.append(AdoptionFinding("concurrency", concurrency.summary + " (kept from \(Project.configFileName))"))
        }
        var isDirectory: ObjCBool = false
        if facts.testTarget == nil, let folder = recorded.testFolder,
            FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isDirectory), isDirectory.boolValue
        {
            facts.testTarget = recorded.testTarget ?? "\(config.name)Tests"
            facts.testFolder = folder
            facts.testFramework = facts.testFramework ?? existing.testingFramework.projectFactsFramework
            config.paths.tests = folder
            kept.append("test target")
            report.findings.removeAll { $0.topic == "test target" }
            report.findings.append(
                AdoptionFinding(
                    "test target",
                    "\(facts.testTarget ?? "") in \(folder), \(facts.testFramework?.rawValue ?? "no test files yet") (kept from \(Project.configFileName))"
                ))
        }
        if facts.appTarget == nil, let target = recorded.appTarget, let folder = recorded.appFolder,
            FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path, isDirectory: &isDirectory), isDirectory.boolValue
        {
            facts.appTarget = target
            facts.appFolder = folder
            kept.append("app target")
        }
        if facts.swiftVersion == nil, let version = recorded.swiftVersion {
            facts.swiftVersion = version
            kept.append("swift")
        }
        if facts.deploymentTarget == nil, let target = recorded.deploymentTarget {
            facts.deploymentTarget = target
            kept.append("deployment")
        }
        config.project = facts
        report.shape.project = facts
        report.config = config
        if !kept.isEmpty {
            report.undecided = report.undecided.map { line in
                line.hasPrefix("no .xcodeproj, Project.swift or project.yml here")
                    ? "no .xcodeproj, Project.swift or project.yml here: the targets' settings are the ones \(Project.configFileName) recorded (\(kept.joined(separator: ", ")))"
                    : line
            }
        }
        return kept
    }

    /// The findings, one per line with the file (and line) each came from, then what was not decided.
    public static func findingsText(_ report: AdoptionReport, choices: [String] = [], kept: [String] = []) -> String {
        let width = (report.findings.map(\.topic.count).max() ?? 0) + 1
        var lines = ["Found:"]
        for finding in report.findings {
            let topic = (finding.topic + ":").padding(toLength: width, withPad: " ", startingAt: 0)
            lines.append("  \(topic) \(finding.value)\(finding.source.map { "  [\($0)]" } ?? "")")
        }
        if !kept.isEmpty {
            lines.append("Kept from the existing \(Project.configFileName): \(kept.joined(separator: ", "))")
        }
        if !choices.isEmpty {
            lines.append("Chosen at the prompt (pass these flags to skip the questions):")
            lines += choices.map { "  \($0)" }
        }
        if !report.undecided.isEmpty {
            lines.append("Could not decide (edit .coordgen.yml if the default is wrong):")
            lines += report.undecided.map { "  \($0)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The `.coordgen.yml` text for the report.
    public static func configText(_ report: AdoptionReport) -> String {
        ProjectConfigWriter.yaml(
            report.config,
            heading: [
                "coordgen settings for \(report.config.name), recorded by `coordgen init` from the app's own code.",
                "Paths are relative to this file. Every value can be corrected by hand.",
            ])
    }

    /// The plan that writes `.coordgen.yml` into `root`; an existing, different file is a conflict unless `force`.
    public static func plan(_ report: AdoptionReport, root: URL, force: Bool) -> Plan {
        var plan = Plan(root: root)
        plan.projectRoot = root
        let url = root.appendingPathComponent(Project.configFileName)
        var change = FilePlanner(overwriteExisting: force).planWrite(configText(report), to: url, in: plan)
        if change.action == .create {
            change = PlannedChange(
                url: change.url, displayPath: change.displayPath, action: .create, oldContents: nil,
                newContents: change.newContents, summary: "wrote \(Project.configFileName)")
        }
        plan.add(change)
        plan.nextSteps = [
            report.shape.protocol.routes?.flows?.ownedByView == true
                ? "coordgen new coordinator <Name>  (its view creates it: no --parent)"
                : "coordgen new coordinator <Name> --parent \((report.config.naming?.root).flatMap { $0.isEmpty ? nil : $0 } ?? "<Coordinator>")",
            "coordgen new screen <Name> --coordinator <Coordinator>",
        ]
        return plan
    }
}
