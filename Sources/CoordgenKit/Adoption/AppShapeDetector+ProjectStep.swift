import Foundation

/// Detection's first step: the project, its app and test targets, and their settings.
extension AppShapeDetector {
    /// The project and its targets.
    func detectProject(choices: AdoptionChoices, notes: inout DetectionNotes) throws(AdoptionError) -> DetectedProject {
        let projectDetector = ProjectFactsDetector(sources: sources, files: files)
        let description = try model.projectDescription { () throws(AdoptionError) in try projectDetector.describe() }
        notes.undecided += description.undecided
        if let file = description.file {
            let remarks = description.notes.isEmpty ? "" : " (\(description.notes.joined(separator: ", ")))"
            notes.findings.append(AdoptionFinding("project", "\(description.kind.rawValue)\(remarks)", SourceReference(file: file)))
        } else {
            notes.undecided.append(
                "no .xcodeproj, Project.swift or project.yml here: target settings unknown; the folder's name is the app's")
        }
        let app = try projectDetector.appTarget(in: description, choice: choices.appTarget)
        if description.kind != .none, app == nil {
            notes.undecided.append("no app target in \(description.file ?? "the project"); the folder's name is the app's")
        }
        let appName = app?.name ?? sources.root.lastPathComponent
        let module = app?.module ?? ModuleName.sanitised(appName)
        // Example apps of feature modules (`Demo/`) that gave way to the app (``ExampleApps``), named.
        let examples = choices.appTarget == nil ? description.targets.filter { ExampleApps.isExample($0) && $0 != app } : []
        if let app { noteAppTarget(app, module: module, examples: examples, notes: &notes) }
        var test = projectDetector.testTarget(in: description, for: app)
        var testFolder = Self.testFolder(of: test, besides: app)
        if let folder = app?.folders.first, Self.liesOutside(folder) {
            notes.undecided.append(
                "the app target's folder \(folder) lies outside the project: recorded as it is, and generating commands refuse to write there until .coordgen.yml names a folder inside the project"
            )
        }
        if let outside = test, let folder = testFolder, Self.liesOutside(folder) {
            // Recorded, it would be a folder every later command refuses; left out, flows come without tests.
            notes.findings.append(
                AdoptionFinding("test target", "\(outside.name) in \(folder), outside this folder: left out", outside.reference))
            notes.undecided.append(
                "\(outside.name) compiles \(folder), outside the folder holding .coordgen.yml: generated coordinators come without tests; run `coordgen init` in \(Self.folderHolding(folder)) to have them written there"
            )
            (test, testFolder) = (nil, nil)
        } else {
            noteTestTarget(test, folder: testFolder, detector: projectDetector, notes: &notes)
        }
        let framework = testFolder.flatMap { projectDetector.testFramework(in: $0) }
        let facts = ProjectFacts(
            kind: description.kind, file: description.file, appTarget: app?.name, appFolder: app?.folders.first,
            appFolderKind: app?.folderKind, deploymentTarget: app?.deploymentTarget,
            swiftVersion: app?.swiftVersion.map(Self.languageMode), testTarget: test?.name, testFolder: testFolder,
            testFramework: framework?.0)
        return DetectedProject(description: description, app: app, appName: appName, module: module, testFolder: testFolder, facts: facts)
    }

    /// Whether a folder recorded relative to the project climbs out of it or is absolute.
    static func liesOutside(_ folder: String) -> Bool {
        folder == ".." || folder.hasPrefix("../") || folder.hasPrefix("/")
    }

    /// The folder, relative to the project, that holds both the project and `outside` (`../AppTests` → `..`).
    static func folderHolding(_ outside: String) -> String {
        guard !outside.hasPrefix("/") else { return "/" }
        let climbs = outside.split(separator: "/").prefix { $0 == ".." }.count
        return Array(repeating: "..", count: max(climbs, 1)).joined(separator: "/")
    }

    /// The test target's finding: its folder and test framework, or that there is none.
    private func noteTestTarget(_ test: ProjectTarget?, folder: String?, detector: ProjectFactsDetector, notes: inout DetectionNotes) {
        guard let test else {
            notes.findings.append(AdoptionFinding("test target", "none: generated coordinators come without tests", nil))
            return
        }
        let framework = folder.flatMap { detector.testFramework(in: $0) }
        notes.findings.append(
            AdoptionFinding(
                "test target", "\(test.name) in \(folder ?? "?"), \(framework?.0.rawValue ?? "no test files yet")",
                framework?.1 ?? test.reference))
    }

    /// The test target's folder: the first of its folders that is not also the app target's. A test file
    /// kept beside the app's sources (`Features/Home/HomeTests.swift`) makes the app's folder one of the
    /// test target's; recorded as the tests' folder, it would pass every new source for a test.
    static func testFolder(of test: ProjectTarget?, besides app: ProjectTarget?) -> String? {
        guard let folders = test?.folders else { return nil }
        let appFolders = Set(app?.folders ?? [])
        return folders.first { !appFolders.contains($0) } ?? folders.first
    }

    /// The app target's findings: its name and module, deployment, language mode, concurrency, folder.
    private func noteAppTarget(_ app: ProjectTarget, module: String, examples: [ProjectTarget], notes: inout DetectionNotes) {
        let moduleNote = module == app.name ? "" : ", module \(module)"
        let examplesNote =
            examples.isEmpty
            ? ""
            : "; the \(examples.count) example app\(examples.count == 1 ? "" : "s") of feature modules (\(examples.map(\.name).joined(separator: ", "))) left out, --app-target chooses one"
        notes.findings.append(AdoptionFinding("app target", "\(app.name)\(moduleNote)\(examplesNote)", app.reference))
        if let target = app.deploymentTarget {
            // UIButton(type:primaryAction:), which coordgen's screens use, is iOS 14.
            let major = Int(target.split(separator: ".").first ?? "") ?? 0
            let note = major > 0 && major < 14 ? " (below 14: screens need target-action buttons)" : ""
            notes.findings.append(AdoptionFinding("deployment", "\(app.platform ?? "iOS") \(target)\(note)", app.reference))
        } else {
            notes.undecided.append("no deployment target in \(app.name)'s settings")
        }
        if let version = app.swiftVersion {
            notes.findings.append(AdoptionFinding("swift", "language mode \(Self.languageMode(version))", app.reference))
        }
        if let concurrency = app.concurrency {
            notes.findings.append(AdoptionFinding("concurrency", concurrency.summary, app.reference))
        }
        if let kind = app.folderKind, let folder = app.folders.first {
            let text =
                kind == .synchronized
                ? "synchronized folder (new files join the target)" : "classic group (new files must be added to the project)"
            notes.findings.append(AdoptionFinding("app folder", "\(folder): \(text)", app.reference))
        }
    }
}
