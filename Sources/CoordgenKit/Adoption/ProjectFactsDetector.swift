import Foundation

/// Finds the app's project (`.xcodeproj`, Tuist, XcodeGen or none), picks the app and test targets,
/// and reads their settings; the test framework comes from the test files' imports.
struct ProjectFactsDetector {
    let sources: AppSources
    /// The app's parsed Swift files, manifests left out.
    let files: [SourceFile]

    /// The project's description, read from whichever project file the root holds.
    func describe() throws(AdoptionError) -> ProjectDescription {
        let root = sources.root
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted()
        // A `.xcodeproj` without its `project.pbxproj` is what a generated project leaves checked in (its
        // shared schemes): the project is the XcodeGen spec or Tuist manifest beside it.
        let bundles = XcodeProjectBundles(names: names, in: root)
        let schemesOnly = bundles.schemesOnly
        let xcodeprojs = bundles.projects
        // Several projects side by side: the one named like the folder, else the first by name.
        let preferred = xcodeprojs.first { $0 == root.lastPathComponent + ".xcodeproj" } ?? xcodeprojs.first
        if let xcodeproj = preferred {
            var description = try describe(xcodeproj: xcodeproj)
            if xcodeprojs.count > 1 {
                description.undecided.append(
                    "\(xcodeprojs.count) Xcode projects here (\(xcodeprojs.joined(separator: ", "))); read \(xcodeproj)\(xcodeproj == root.lastPathComponent + ".xcodeproj" ? ", named like the folder" : ", the first by name"); correct project.file if it is another"
                )
            }
            if let note = bundles.hiddenNote { description.notes.append(note) }
            return description
        }
        var description = try describeGenerated(names: names)
        if !schemesOnly.isEmpty {
            description.notes.append(
                "\(schemesOnly.joined(separator: ", ")) holds no project.pbxproj (a generated project's schemes); not read")
        }
        if let note = bundles.hiddenNote { description.notes.append(note) }
        return description
    }

    /// The project at `path` (relative to the root): its targets, name and format.
    private func describe(xcodeproj path: String) throws(AdoptionError) -> ProjectDescription {
        let reader: PBXProjectSettingsReader
        do {
            reader = try PBXProjectSettingsReader(xcodeproj: sources.root.appendingPathComponent(path), loader: sources.projectFiles)
        } catch {
            throw .unreadableProject(error.description)
        }
        let folder = (path as NSString).deletingLastPathComponent
        var description = ProjectDescription(kind: .xcodeproj, file: path, targets: reader.targets(displayPath: path, projectFolder: folder))
        description.name = String(((path as NSString).lastPathComponent).dropLast(".xcodeproj".count))
        if let version = reader.objectVersion { description.notes.append("objectVersion \(version)") }
        description.explainSettings()
        return description
    }

    /// The project a workspace at the root lists that has an app target (`App/App.xcodeproj` under
    /// `App.xcworkspace`), where no project sits at the root; nil when no workspace lists one.
    private func describeListedProject(names: [String]) throws(AdoptionError) -> ProjectDescription? {
        let workspaces = WorkspaceProjects.find(in: sources.root, names: names)
        var withApps: [(workspace: String, description: ProjectDescription)] = []
        for workspace in workspaces {
            for path in workspace.projects where !withApps.contains(where: { $0.description.file == path }) {
                let description = try describe(xcodeproj: path)
                if description.targets.contains(where: { $0.product == .app }) { withApps.append((workspace.workspace, description)) }
            }
        }
        guard let first = withApps.first else { return nil }
        // Several projects with apps: the one named like its workspace, else the first listed.
        let chosen =
            withApps.first { ($0.workspace as NSString).deletingPathExtension == $0.description.name } ?? first
        var description = chosen.description
        description.notes.append("listed by \(chosen.workspace)")
        if withApps.count > 1 {
            description.undecided.append(
                "\(withApps.count) projects with an app target in \(workspaces.map(\.workspace).joined(separator: ", ")) (\(withApps.compactMap(\.description.file).joined(separator: ", "))); read \(description.file ?? "?"); correct project.file if it is another"
            )
        }
        return description
    }

    /// Whether `xcodeproj` holds its `project.pbxproj`.
    /// The project a Tuist manifest or an XcodeGen spec at the root describes, else none.
    private func describeGenerated(names: [String]) throws(AdoptionError) -> ProjectDescription {
        let root = sources.root
        if names.contains("Project.swift") || names.contains("Tuist") {
            let manifests = ProjectModules.tuistManifests(in: sources.paths).filter { sources.text(of: $0) != nil }
            let modules = ProjectModules.tuistModules(in: sources)
            // The project file is the app's manifest when one declares the app, else the shallowest.
            let file = modules.first { $0.target.product == .app }?.manifest ?? manifests.first ?? "Project.swift"
            return ProjectDescription(kind: .tuist, file: file, targets: modules.map(\.target))
        }
        if names.contains("project.yml"), case let reader = XcodeGenSpecReader(path: "project.yml", root: root), reader.spec != nil {
            return ProjectDescription(kind: .xcodegen, file: "project.yml", targets: reader.targets(), name: reader.projectName)
        }
        return try describeListedProject(names: names) ?? ProjectDescription(kind: .none, file: nil, targets: [])
    }

    /// The app target: the one chosen, or the only application target.
    func appTarget(in description: ProjectDescription, choice: String?) throws(AdoptionError) -> ProjectTarget? {
        let apps = description.targets.filter { $0.product == .app }
        if let choice {
            guard let chosen = description.targets.first(where: { $0.name == choice }) else {
                throw .unknownChoice(flag: "--app-target", name: choice, known: apps.map(\.name))
            }
            return chosen
        }
        // A modular project's feature example apps (`Demo/`, `Example/`) give way to the one app that is none.
        if apps.count > 1, case let real = apps.filter({ !ExampleApps.isExample($0) }), real.count == 1 {
            return real.first
        }
        if apps.count > 1 {
            // The target named like the project (or, failing a name, like its folder) is the evident app.
            let projectName = description.name ?? sources.root.lastPathComponent
            // Else the one app target that builds for iOS, where the others build for other platforms only.
            let iOS = apps.filter { $0.platform == nil }
            let evident =
                apps.first { $0.name == projectName }.map { ($0.name, "the target named like the project") }
                ?? (iOS.count == 1 ? iOS.first.map { ($0.name, "the only one that builds for iOS (the others: \(Self.platforms(of: apps)))") } : nil)
            throw .ambiguous(
                AdoptionAmbiguity(
                    subject: .appTarget, problem: "\(apps.count) app targets",
                    candidates: apps.map { ($0.name, $0.reference) }, evident: evident))
        }
        return apps.first
    }

    /// The platforms of the app targets that do not build for iOS (`CoordinatorTest (macOS) for macOS`).
    private static func platforms(of apps: [ProjectTarget]) -> String {
        apps.compactMap { target in target.platform.map { "\(target.name) for \($0)" } }.joined(separator: ", ")
    }

    /// The unit-test target of `app`: the one named `<App>Tests`, else the only one.
    func testTarget(in description: ProjectDescription, for app: ProjectTarget?) -> ProjectTarget? {
        let tests = description.targets.filter { $0.product == .unitTests }
        if let app, let named = tests.first(where: { $0.name == "\(app.name)Tests" }) { return named }
        return tests.count == 1 ? tests.first : nil
    }

    /// The framework the files in `folder` use: Swift Testing when they `import Testing` and none
    /// imports XCTest, XCTest otherwise; nil when the folder has no Swift file.
    func testFramework(in folder: String) -> (ProjectFacts.TestFramework, SourceReference)? {
        let files = files.filter { $0.path.hasPrefix(folder + "/") }
        if let xctest = files.first(where: { $0.imports.contains("XCTest") }) {
            return (.xctest, SourceReference(file: xctest.path))
        }
        if let testing = files.first(where: { $0.imports.contains("Testing") }) {
            return (.swiftTesting, SourceReference(file: testing.path))
        }
        return nil
    }
}
