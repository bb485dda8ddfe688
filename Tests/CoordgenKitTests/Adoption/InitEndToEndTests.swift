import CoordgenKit
import XCTest

/// `coordgen init` run as a user would, in a copy of each fixture app.
final class InitEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    /// Copies a fixture app into the workspace.
    private func app(_ name: String) throws -> URL {
        let destination = workspace.appendingPathComponent(name)
        try FileManager.default.copyItem(at: ExistingApps.url(name), to: destination)
        return destination
    }

    /// Compares `text` with `Golden/Init/<file>`, or writes it there when recording.
    private func assertGolden(_ text: String, _ file: String, line: UInt = #line) throws {
        let url = Repository.golden.appendingPathComponent("Init/\(file)")
        if Repository.isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text, expected, "\(file) differs from its golden (re-record with COORDGEN_RECORD=1)", line: line)
    }

    func testInitOutputAndConfigMatchTheGoldenFilesForEveryUnambiguousApp() throws {
        let names = ExistingApps.adoptable
        XCTAssertGreaterThanOrEqual(names.count, 12)
        for name in names {
            let root = try app(name)
            let result = coordgen("init", in: root)
            XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
            XCTAssertEqual(result.stderr, "", name)
            try assertGolden(result.stdout, "\(name).txt")
            let config = try String(contentsOf: root.appendingPathComponent(".coordgen.yml"), encoding: .utf8)
            try assertGolden(config, "\(name).coordgen.yml")

            // The written file loads, and records what detection found.
            let loaded = try Project.load(root.appendingPathComponent(".coordgen.yml"))
            let detected = try AppShapeDetector(sources: AppSources(root: root)).detect(choices: AdoptionChoices(), choose: nil).report
            XCTAssertEqual(loaded, detected.config, name)
            XCTAssertEqual(loaded.appShape, detected.shape, name)

            // A second run finds the same and changes nothing.
            let again = coordgen("init", in: root)
            XCTAssertEqual(again.status, 0, again.output)
            XCTAssertTrue(again.stdout.contains(".coordgen.yml is already up to date"), again.stdout)
        }
    }

    func testEveryAmbiguityIsRefusedWithOneLineNamingTheFlagAndChangesNothing() throws {
        for (name, flag) in ExistingApps.ambiguous.sorted(by: { $0.key < $1.key }) {
            let root = try app(name)
            let before = TreeSnapshot(workspace)
            let result = coordgen("init", in: root)
            XCTAssertEqual(result.status, 1, "\(name): \(result.output)")
            XCTAssertEqual(result.stdout, "", name)
            let lines = result.stderr.split(separator: "\n")
            XCTAssertEqual(lines.count, 1, "\(name): \(result.stderr)")
            XCTAssertTrue(result.stderr.contains("choose with \(flag) NAME"), "\(name): \(result.stderr)")
            XCTAssertEqual(TreeSnapshot(workspace), before, "\(name): the refused init changed the workspace")
        }
    }

    /// Without a terminal, a root nothing makes evident is no question: init records none, names the
    /// candidates, and says how to record one.
    func testARootNothingMakesEvidentIsRecordedAsNoneWithTheCandidatesNamed() throws {
        let root = try app("NoRoot")
        let result = coordgen("init", in: root)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.stdout.contains("root:        none: no coordinator is created at launch or named App…, Main… or Root… alone (PlaceCoordinator, RouteCoordinator, SearchCoordinator)"),
            result.stdout)
        XCTAssertTrue(result.stdout.contains("each is a root of its own (--parent names any coordinator; --root records one as naming.root)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("no single root coordinator: none recorded (choose one with --root NAME"), result.stdout)
        let config = try String(contentsOf: root.appendingPathComponent(".coordgen.yml"), encoding: .utf8)
        XCTAssertTrue(config.contains("  root: ''\n"), config)
    }

    func testAmbiguitiesAreSettledByTheirFlags() throws {
        let answers: [(String, [String], String)] = [
            ("TwoProtocolsAmbiguous", ["--protocol", "Coordinator"], "name: Coordinator"),
            ("NoRoot", ["--root", "SearchCoordinator"], "root: SearchCoordinator"),
            ("TwoAppTargets", ["--app-target", "CafeStaff"], "appTarget: CafeStaff"),
            ("FlowTypeNotAnEnum", ["--flow-enum", "FlowKind"], "enum: FlowKind"),
        ]
        for (name, flags, expected) in answers {
            let root = try app(name)
            let result = CoordgenBinary.run(["init"] + flags, in: root)
            XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
            let config = try String(contentsOf: root.appendingPathComponent(".coordgen.yml"), encoding: .utf8)
            XCTAssertTrue(config.contains(expected), "\(name):\n\(config)")
        }
        let root = try app("InitDependency")
        let result = coordgen("init", "--protocol", "Coordinatr", in: root)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains("--protocol Coordinatr: the app declares no such name; candidates: Coordinator"), result.stderr)
    }

    func testDryRunPrintsTheConfigAndWritesNothing() throws {
        let root = try app("ClassicDelegate")
        let before = TreeSnapshot(workspace)
        let result = coordgen("init", "--dry-run", in: root)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(TreeSnapshot(workspace), before)
        XCTAssertTrue(result.stdout.contains("Dry run: nothing was written."), result.stdout)
        // The config the real run writes, byte for byte.
        let real = coordgen("init", in: root)
        XCTAssertEqual(real.status, 0, real.output)
        let written = try String(contentsOf: root.appendingPathComponent(".coordgen.yml"), encoding: .utf8)
        XCTAssertTrue(result.stdout.hasSuffix("\n\n" + written), result.stdout)
    }

    func testAnExistingDifferentConfigIsDiffedAndKeptWithoutForce() throws {
        let root = try app("ImplSuffixNaming")
        XCTAssertEqual(coordgen("init", in: root).status, 0)
        let config = root.appendingPathComponent(".coordgen.yml")
        let edited = try String(contentsOf: config, encoding: .utf8).replacingOccurrences(of: "width: 4", with: "width: 2")
        try Data(edited.utf8).write(to: config)
        let before = TreeSnapshot(workspace)

        let refused = coordgen("init", in: root)
        XCTAssertEqual(refused.status, 1, refused.output)
        XCTAssertTrue(refused.stdout.contains("-  width: 2\n+  width: 4"), refused.stdout)
        XCTAssertTrue(refused.stderr.contains("already exists and differs (diff above); nothing was changed"), refused.stderr)
        XCTAssertEqual(TreeSnapshot(workspace), before)

        let forced = coordgen("init", "--force", in: root)
        XCTAssertEqual(forced.status, 0, forced.output)
        XCTAssertTrue(try String(contentsOf: config, encoding: .utf8).contains("width: 4"))
    }

    func testInitRunInsideTheAppUsesTheFolderWithTheProjectFile() throws {
        let root = try app("FeatureFolders")
        let inside = root.appendingPathComponent("Hotel/Presentation")
        let result = coordgen("init", in: inside)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(".coordgen.yml").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: inside.appendingPathComponent(".coordgen.yml").path))
    }

    func testAnAppWithoutACoordinatorProtocolIsRefusedInOneLine() throws {
        let root = workspace.appendingPathComponent("Plain")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("import UIKit\n\nfinal class ListViewController: UIViewController {}\n".utf8).write(
            to: root.appendingPathComponent("ListViewController.swift"))
        assertRefused(["init"], in: root, saying: "no coordinator protocol found: coordgen looks for a protocol named *Coordinator*")
        XCTAssertEqual(CoordgenBinary.run(["init"], in: root).stderr.split(separator: "\n").count, 1)
    }

    func testAnUnreadableProjectFileIsRefusedInOneLine() throws {
        let root = try app("ClassicDelegate")
        try Data("{ objects = ".utf8).write(to: root.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
        assertRefused(
            ["init"], in: root,
            saying: "Shop.xcodeproj/project.pbxproj is not a readable project file; fix or remove it and run coordgen init again")
    }

    func testTheReadmeTranscriptIsTheRealOutput() throws {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let golden = try String(contentsOf: Repository.golden.appendingPathComponent("Init/ClassicDelegate.txt"), encoding: .utf8)
        XCTAssertTrue(
            readme.contains("$ coordgen init\n" + golden + "```"), "README's init transcript differs from Golden/Init/ClassicDelegate.txt")
    }

    func testHelpTeachesWithAnExample() {
        let result = coordgen("init", "--help", in: workspace)
        XCTAssertEqual(result.status, 0)
        for expected in [
            "--protocol <name>", "--root <class>", "--app-target <target>", "--flow-enum <enum>", "--dry-run", "--force",
            "$ coordgen init --protocol Coordinator", "Could not decide",
        ] {
            XCTAssertTrue(result.stdout.contains(expected), "missing \(expected) in:\n\(result.stdout)")
        }
    }
}

/// `coordgen init` at a terminal: ambiguity becomes a numbered question.
final class InitTerminalPromptTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    func testAmbiguityIsAskedAtATerminalAndTheAnswerRecorded() throws {
        guard let script = findExecutable("script") else {
            throw XCTSkip("util-linux `script` is needed to give coordgen a terminal")
        }
        let root = workspace.appendingPathComponent("TwoProtocolsAmbiguous")
        try FileManager.default.copyItem(at: ExistingApps.url("TwoProtocolsAmbiguous"), to: root)
        // `script` runs coordgen on a pseudo-terminal and passes it the answer typed a moment later.
        let command = "(sleep 1; printf '1\\n') | \(script) -qec '\(CoordgenBinary.path) init' /dev/null"
        let result = runProcess("/bin/sh", ["-c", command], currentDirectory: root)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("1) Coordinator  [Mail/Coordinators/Coordinator.swift:10]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("2) FlowCoordinator  [Mail/Flows/FlowCoordinator.swift:3]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("Chosen at the prompt (pass these flags to skip the questions):"), result.stdout)
        XCTAssertTrue(result.stdout.contains("--protocol Coordinator"), result.stdout)
        let config = try String(contentsOf: root.appendingPathComponent(".coordgen.yml"), encoding: .utf8)
        XCTAssertTrue(config.contains("shape:\n  name: Coordinator\n"), config)
    }
}
