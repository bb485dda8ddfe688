import Foundation
import XCTest
import Yams

final class NewProjectEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    func testCreatesTheSkeletonAndSaysWhatToDoNext() throws {
        let result = coordgen("new", "project", "Hotel", "--bundle-id", "com.acme.hotel", "--organization", "Acme & Co", in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        for path in [
            ".coordgen.yml", "Hotel/App/AppDelegate.swift", "Hotel/App/SceneDelegate.swift",
            "Hotel/Coordinators/Coordinator.swift", "Hotel/Coordinators/CoordinatorFinishDelegate.swift",
            "Hotel/Coordinators/CoordinatorType.swift", "Hotel/Coordinators/AppCoordinator.swift",
            "Hotel/Screens/HomeViewController.swift", "Hotel/Info.plist", "HotelTests/AppCoordinatorTests.swift",
            "Hotel/Assets.xcassets/Contents.json", "Hotel/Assets.xcassets/AppIcon.appiconset/Contents.json",
            "Hotel/Assets.xcassets/AccentColor.colorset/Contents.json",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent(path).path), path)
            XCTAssertTrue(result.stdout.contains("created Hotel/\(path)"), "\(path) not reported:\n\(result.stdout)")
        }
        XCTAssertTrue(result.stdout.contains("Next:"), result.stdout)
        let config = try read(".coordgen.yml")
        XCTAssertTrue(config.contains("bundleId: com.acme.hotel"), config)
        XCTAssertTrue(config.contains("organization: \"Acme & Co\""), config)
        XCTAssertTrue(try read("Hotel/Coordinators/AppCoordinator.swift").contains("Copyright © Acme & Co\n"))
    }

    func testAnExistingFolderIsRefused() throws {
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: project.appendingPathComponent("notes.txt"))
        assertRefused(["new", "project", "Hotel"], in: workspace, saying: "already exists")
    }

    func testBadProjectNamesAreRefused() {
        assertRefused(["new", "project", ""], in: workspace, saying: "the name is empty")
        assertRefused(["new", "project", "9Lives"], in: workspace, saying: "starts with a digit")
        assertRefused(["new", "project", "../Escape"], in: workspace, saying: "looks like a path")
        assertRefused(["new", "project", "Hotel", "--bundle-id", "not a bundle id"], in: workspace, saying: "is not a bundle identifier")
    }

    func testOutputFolderAndNormalisedName() throws {
        let result = coordgen("new", "project", "my-hotel", "--output", "apps", in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("using MyHotel for \"my-hotel\""), result.stdout)
        XCTAssertTrue(FileManager.default.fileExists(atPath: workspace.appendingPathComponent("apps/MyHotel/.coordgen.yml").path))
    }

    func testDryRunWritesNothing() {
        let before = TreeSnapshot(workspace)
        let result = coordgen("new", "project", "Hotel", "--dry-run", in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("Dry run: nothing was written."), result.stdout)
        XCTAssertTrue(result.stdout.contains("create  Hotel/Hotel/Coordinators/AppCoordinator.swift"), result.stdout)
        XCTAssertEqual(TreeSnapshot(workspace), before)
    }

    func testHelpVersionAndCompletion() {
        let help = coordgen("--help", in: workspace)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("coordgen new project Hotel"), help.stdout)
        XCTAssertTrue(help.stdout.contains("SUBCOMMANDS"), help.stdout)
        let version = coordgen("--version", in: workspace)
        XCTAssertEqual(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "0.1.0")
        let coordinatorHelp = coordgen("new", "coordinator", "--help", in: workspace)
        XCTAssertTrue(coordinatorHelp.stdout.contains("--parent <coordinator>"), coordinatorHelp.stdout)
        XCTAssertTrue(coordinatorHelp.stdout.contains("coordgen new coordinator Reservation --parent App"), coordinatorHelp.stdout)
        let completion = coordgen("--generate-completion-script", "bash", in: workspace)
        XCTAssertEqual(completion.status, 0)
        XCTAssertTrue(completion.stdout.contains("coordinator"), completion.stdout)
    }

    func testXcodeProjectOptions() throws {
        let result = coordgen("new", "project", "Hotel", "--ios", "17", "--swift", "6", in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("created Hotel/Hotel.xcodeproj/project.pbxproj"), result.stdout)
        XCTAssertTrue(result.stdout.contains("open Hotel/Hotel.xcodeproj"), result.stdout)
        let pbxproj = try read("Hotel.xcodeproj/project.pbxproj")
        XCTAssertTrue(pbxproj.contains("IPHONEOS_DEPLOYMENT_TARGET = 17.0;"), pbxproj)
        XCTAssertTrue(pbxproj.contains("SWIFT_VERSION = 6.0;"), pbxproj)
        XCTAssertTrue(try read(".coordgen.yml").contains("\nxcodeproj: Hotel.xcodeproj\n"))
        assertRefused(["new", "project", "Other", "--ios", "12.0"], in: workspace, saying: "is not an iOS version coordgen can target")
        let badSwift = coordgen("new", "project", "Other", "--swift", "4", in: workspace)
        XCTAssertEqual(badSwift.status, 64, badSwift.output)
    }

    func testNoXcodeprojPrintsWhatToAddToAnXcodeGenSpec() throws {
        let result = coordgen("new", "project", "Hotel", "--no-xcodeproj", in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("Hotel.xcodeproj").path))
        XCTAssertTrue(result.stdout.contains("XcodeGen project.yml"), result.stdout)
        XCTAssertTrue(result.stdout.contains("type: bundle.unit-test"), result.stdout)
        XCTAssertTrue(result.stdout.contains("excludes: [\"Info.plist\"]"), result.stdout)
        XCTAssertTrue(result.stdout.contains("INFOPLIST_FILE: \"Hotel/Info.plist\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("GENERATE_INFOPLIST_FILE: \"YES\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("ASSETCATALOG_COMPILER_APPICON_NAME: \"AppIcon\""), result.stdout)
        XCTAssertFalse(try read(".coordgen.yml").contains("xcodeproj:"))
        // Later commands work the same without a project file.
        XCTAssertEqual(coordgen("new", "coordinator", "Reservation", "--parent", "App").status, 0)
    }

    /// The snippet `--no-xcodeproj` prints is YAML (a YAML parser reads it, every line at the
    /// indentation it was printed with) and gives both targets the settings the generated code is
    /// checked under: built with them, an app and its tests — project, a pushed and a presented
    /// coordinator, a pushed and a presented screen — type-check, for each Xcode release.
    func testTheXcodeGenSnippetParsesAndItsSettingsCompileTheApp() throws {
        var jobs: [SwiftCompiler.MatrixJob] = []
        // Each Xcode release with the language mode its App template starts with.
        for (xcode, swift) in [("26", "6"), ("16", "5")] {
            do {
                let folder = workspace.appendingPathComponent("xcode\(xcode)-swift\(swift)")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let label = "--xcode \(xcode) --swift \(swift)"
                let result = coordgen("new", "project", "Hotel", "--no-xcodeproj", "--xcode", xcode, "--swift", swift, in: folder)
                XCTAssertEqual(result.status, 0, result.output)
                // The snippet: the lines after the step that introduces it, up to the next step.
                let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                let start = try XCTUnwrap(lines.firstIndex { $0.contains("XcodeGen project.yml") }, result.stdout) + 1
                let snippet = lines[start...].prefix { $0.hasPrefix("      ") }.map { String($0.dropFirst(6)) }
                let spec = try XCTUnwrap(try Yams.load(yaml: snippet.joined(separator: "\n")) as? [String: Any], label)
                let targets = try XCTUnwrap(spec["targets"] as? [String: [String: Any]], label)
                XCTAssertEqual(Set(targets.keys), ["Hotel", "HotelTests"], label)
                XCTAssertEqual(targets["HotelTests"]?["type"] as? String, "bundle.unit-test", label)
                var cells: [LanguageSettings] = []
                for target in ["Hotel", "HotelTests"] {
                    let settings = try XCTUnwrap(targets[target]?["settings"] as? [String: String], "\(label): \(target)")
                    XCTAssertEqual(settings["SWIFT_VERSION"], "\(swift).0", "\(label): \(target)")
                    cells.append(try XCTUnwrap(LanguageSettings(buildSettings: settings), "\(label): \(target)"))
                }
                XCTAssertEqual(cells[0], cells[1], "\(label): the test target builds as the app does")
                XCTAssertEqual(cells[0].defaultIsolation == .mainActor, xcode == "26", label)
                XCTAssertEqual(cells[0].memberImportVisibility, xcode == "26", label)
                XCTAssertEqual(cells[0].approachableConcurrency, xcode == "26", label)

                let app = folder.appendingPathComponent("Hotel")
                for arguments in [
                    ["new", "coordinator", "Reservation", "--parent", "App"],
                    ["new", "coordinator", "Payment", "--parent", "Reservation", "--present"],
                    ["new", "screen", "Details", "--coordinator", "Reservation"],
                    ["new", "screen", "Help", "--coordinator", "App", "--present"],
                ] {
                    let run = CoordgenBinary.run(arguments, in: app)
                    XCTAssertEqual(run.status, 0, "\(label): \(arguments): \(run.output)")
                }
                let files = GoldenTree.listFiles(app).filter { $0.hasSuffix(".swift") }.map(app.appendingPathComponent)
                let tests = files.filter { $0.path.contains("/HotelTests/") }
                XCTAssertFalse(tests.isEmpty, label)
                jobs.append(
                    SwiftCompiler.MatrixJob(
                        label: "XcodeGen snippet, \(label)", appSources: files.filter { !tests.contains($0) }, testSources: tests,
                        settings: cells[0]))
            }
        }
        let failures = SwiftCompiler.typeCheckAll(jobs)
        XCTAssertEqual(failures, [], failures.joined(separator: "\n\n"))
    }

    func testUnknownStyleIsAUsageError() {
        let result = coordgen("new", "project", "Hotel", "--style", "viper", in: workspace)
        XCTAssertEqual(result.status, 64, result.output)
        XCTAssertTrue(result.stderr.contains("viper"), result.stderr)
    }
}
