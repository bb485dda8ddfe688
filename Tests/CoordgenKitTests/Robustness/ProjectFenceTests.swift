import Foundation
import XCTest

/// Paths that would take coordgen's writes outside the project — from `.coordgen.yml` (which arrives
/// with a cloned repository), from `--in`, from symbolic links, from a project file's group — are
/// refused in one line naming where the path came from, and nothing anywhere in the workspace (the
/// folder around the project included) changes.
final class ProjectFenceTests: BadInputTestCase {
    private static let add = ["new", "coordinator", "Evil", "--parent", "App"]

    static let inputs: [BadInput] = [
        config(
            "paths.coordinators climbing out with ..", "  coordinators: Hotel/Coordinators", "  coordinators: ../../escape",
            saying: "paths.coordinators in .coordgen.yml (../../escape) is outside the project"),
        config(
            "paths.screens climbing out with ..", "  screens: Hotel/Screens", "  screens: Hotel/../../Outside",
            saying: "paths.screens in .coordgen.yml (Hotel/../../Outside) is outside the project"),
        config(
            "paths.tests as an absolute path elsewhere", "  tests: HotelTests", "  tests: /tmp",
            saying: "paths.tests in .coordgen.yml (/tmp) is outside the project"),
        BadInput(
            label: "paths.coordinatorType as an absolute path elsewhere", arguments: add,
            prepare: { fixture in
                try outsideFile(fixture, "CoordinatorType.swift", "enum CoordinatorType { case app }\n")
                try editConfig(fixture) {
                    $0.replacingOccurrences(
                        of: "  coordinatorType: Hotel/Coordinators/CoordinatorType.swift",
                        with: "  coordinatorType: \(fixture.root.path)/Outside/CoordinatorType.swift")
                }
            },
            message: "paths.coordinatorType in .coordgen.yml ("),
        BadInput(
            label: "a layout pattern climbing out", arguments: add,
            prepare: { try editConfig($0) { $0 + "layout:\n  coordinators: ../Outside/{Name}Scene\n" } },
            message: "layout.coordinators in .coordgen.yml (../Outside/{Name}Scene) is outside the project"),
        BadInput(
            label: "xcodeproj outside the project", arguments: add,
            prepare: { fixture in
                try fixture.makeDirectory("../Outside/Other.xcodeproj")
                try editConfig(fixture) {
                    $0.replacingOccurrences(of: "xcodeproj: Hotel.xcodeproj", with: "xcodeproj: ../Outside/Other.xcodeproj")
                }
            },
            message: "xcodeproj in .coordgen.yml (../Outside/Other.xcodeproj) is outside the project"),
        BadInput(
            label: "the screens folder is a symbolic link to a folder outside", arguments: add,
            prepare: { try folderLinkedOutside($0, "Hotel/Screens") },
            message: "paths.screens in .coordgen.yml (Hotel/Screens) is outside the project"),
        BadInput(
            label: "the parent's file is a symbolic link to a file outside", arguments: add,
            prepare: { fixture in
                let text = try String(
                    contentsOf: fixture.project.appendingPathComponent("Hotel/Coordinators/AppCoordinator.swift"), encoding: .utf8)
                try outsideFile(fixture, "AppCoordinator.swift", text)
                try fixture.remove("Hotel/Coordinators/AppCoordinator.swift")
                try link(fixture, "Hotel/Coordinators/AppCoordinator.swift", to: "../../../Outside/AppCoordinator.swift")
            },
            message: "Hotel/Coordinators/AppCoordinator.swift is outside the project"),
        BadInput(
            label: "--in climbing out with ..", arguments: ["new", "coordinator", "Evil", "--in", "../Outside"],
            prepare: { try $0.makeDirectory("../Outside") }, message: "--in "),
        BadInput(
            label: "--in a symbolic link to a folder outside",
            arguments: ["new", "screen", "Evil", "--coordinator", "App", "--in", "Hotel/Flows"],
            prepare: { try folderLinkedOutside($0, "Hotel/Flows") },
            message: "--in "),
        config(
            "paths.tests climbing out with ..", "  tests: HotelTests", "  tests: ..",
            saying: "paths.tests in .coordgen.yml (..) is outside the project"),
    ]

    func testPathsOutsideTheProjectAreRefused() {
        assertAllRefused(Self.inputs)
    }

    /// A classic project whose test group's path is ../Outside/HotelTests: `init` takes the test folder
    /// from it, and the next command must not follow it out.
    private static func testGroupClimbingOut(_ fixture: BadInputFixture) throws {
        var pbxproj = try String(
            contentsOf: ClassicProjectFixture.folder.appendingPathComponent("objectVersion-46/Hotel.xcodeproj/project.pbxproj"),
            encoding: .utf8)
        pbxproj = pbxproj.replacingOccurrences(of: "\t\t\tpath = HotelTests;", with: "\t\t\tpath = ../Outside/HotelTests;")
        try fixture.write(pbxproj, to: "Hotel.xcodeproj/project.pbxproj")
        try fixture.makeDirectory("../Outside")
        try FileManager.default.moveItem(
            at: fixture.project.appendingPathComponent("HotelTests"), to: fixture.root.appendingPathComponent("Outside/HotelTests"))
        try fixture.remove(".coordgen.yml")
    }

    /// `init` leaves out a test target whose folder lies outside the project (recorded, it would be a
    /// folder every later command refuses), says so and where to run init to keep it; the next command
    /// then writes its flow without a test, and nothing outside the project changes.
    func testInitLeavesOutATestTargetWhoseFolderLiesOutsideTheProject() throws {
        try Self.testGroupClimbingOut(BadInputFixture(root: workspace))
        let outside = workspace.appendingPathComponent("Outside/HotelTests")
        let before = try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted()
        let result = coordgen("init")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("HotelTests in ../Outside, outside this folder: left out"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "HotelTests compiles ../Outside, outside the folder holding .coordgen.yml: generated coordinators come without tests; run `coordgen init` in .. to have them written there"
            ), result.stdout)
        let config = try String(contentsOf: project.appendingPathComponent(".coordgen.yml"), encoding: .utf8)
        XCTAssertFalse(config.contains("testTarget:"), config)
        let generated = CoordgenBinary.run(Self.add, in: project)
        XCTAssertEqual(generated.status, 0, generated.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("Hotel/Coordinators/EvilCoordinator.swift").path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: outside.path).sorted(), before)
    }

    /// Where the refusal says it resolves: through the symbolic link, to the folder outside.
    func testASymlinkedFolderIsNamedWithWhereItLeads() throws {
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("Outside"), withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: project.appendingPathComponent("Hotel/Screens"))
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("Hotel/Screens").path, withDestinationPath: "../../Outside")
        let result = coordgen("new", "coordinator", "Evil")
        XCTAssertEqual(result.status, 1, result.output)
        let outside = URL(fileURLWithPath: workspace.appendingPathComponent("Outside").path).resolvingSymlinksInPath().path
        XCTAssertTrue(result.stderr.contains("paths.screens in .coordgen.yml (Hotel/Screens) is outside the project"), result.stderr)
        XCTAssertTrue(result.stderr.contains("it resolves to \(outside) through a symbolic link"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: workspace.appendingPathComponent("Outside").path), [])
    }

    /// Templates may come from anywhere the user points: only writes are fenced.
    func testTemplatesOutsideTheProjectAreRead() throws {
        let templates = workspace.appendingPathComponent("SharedTemplates")
        XCTAssertEqual(coordgen("templates", "export", templates.path, in: workspace).status, 0)
        let result = coordgen("new", "coordinator", "Reservation", "--parent", "App", "--templates", templates.path)
        XCTAssertEqual(result.status, 0, result.output)
    }

    private static func config(_ label: String, _ old: String, _ new: String, saying message: String) -> BadInput {
        BadInput(
            label: label, arguments: add, prepare: { try editConfig($0) { $0.replacingOccurrences(of: old, with: new) } }, message: message)
    }

    private static func editConfig(_ fixture: BadInputFixture, _ transform: (String) -> String) throws {
        let text = try String(contentsOf: fixture.project.appendingPathComponent(".coordgen.yml"), encoding: .utf8)
        let edited = transform(text)
        guard edited != text else { throw BadInputFixture.FixtureError(message: "the config edit changed nothing") }
        try fixture.write(edited, to: ".coordgen.yml")
    }

    private static func outsideFile(_ fixture: BadInputFixture, _ name: String, _ text: String) throws {
        try fixture.makeDirectory("../Outside")
        try Data(text.utf8).write(to: fixture.root.appendingPathComponent("Outside/\(name)"))
    }

    /// Makes `path` (two levels below the project, replacing a folder there) a symbolic link to `../Outside`.
    private static func folderLinkedOutside(_ fixture: BadInputFixture, _ path: String) throws {
        try fixture.makeDirectory("../Outside")
        if FileManager.default.fileExists(atPath: fixture.project.appendingPathComponent(path).path) { try fixture.remove(path) }
        try link(fixture, path, to: "../../Outside")
    }

    private static func link(_ fixture: BadInputFixture, _ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: fixture.project.appendingPathComponent(path).path, withDestinationPath: destination)
    }
}
