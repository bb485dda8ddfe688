import Foundation
import XCTest

/// A Swift file, `project.pbxproj` or `.coordgen.yml` left with unresolved merge-conflict markers is
/// refused with a message that says so and names the marker's line (not "unexpected character '<'"),
/// and nothing changes.
final class MergeConflictTests: BadInputTestCase {
    private static let add = ["new", "coordinator", "Payment", "--parent", "App"]
    private static let conflict = "<<<<<<< HEAD\n    func a() {}\n=======\n    func b() {}\n>>>>>>> feature/b\n"

    static let inputs: [BadInput] = [
        BadInput(
            label: "the parent's file has conflict markers", arguments: add,
            prepare: { try insertConflict($0, into: "Hotel/Coordinators/AppCoordinator.swift", before: "    func start()") },
            message: "cannot edit Hotel/Coordinators/AppCoordinator.swift: it has unresolved merge-conflict markers (line "),
        BadInput(
            label: "CoordinatorType.swift has conflict markers", arguments: add,
            prepare: {
                try $0.write(
                    "<<<<<<< HEAD\nenum CoordinatorType { case app }\n=======\nenum CoordinatorType { case app, home }\n>>>>>>> main\n",
                    to: "Hotel/Coordinators/CoordinatorType.swift")
            },
            message: "Hotel/Coordinators/CoordinatorType.swift: it has unresolved merge-conflict markers (line 1: <<<<<<< HEAD)"),
        BadInput(
            label: "a screen's coordinator has conflict markers (diff3 style)",
            arguments: ["new", "screen", "Help", "--coordinator", "App"],
            prepare: {
                try insertConflict(
                    $0, into: "Hotel/Coordinators/AppCoordinator.swift", before: "    func start()",
                    conflict: "<<<<<<< ours\n    func a() {}\n||||||| base\n=======\n    func b() {}\n>>>>>>> theirs\n")
            },
            message: "Hotel/Coordinators/AppCoordinator.swift: it has unresolved merge-conflict markers (line "),
        BadInput(
            label: "project.pbxproj has conflict markers", arguments: add,
            prepare: { try conflictedProjectFile($0) },
            message: "Hotel.xcodeproj/project.pbxproj cannot be read: it has unresolved merge-conflict markers (line "),
        BadInput(
            label: ".coordgen.yml has conflict markers", arguments: add,
            prepare: { fixture in
                let text = try String(contentsOf: fixture.project.appendingPathComponent(".coordgen.yml"), encoding: .utf8)
                try fixture.write(text + "<<<<<<< HEAD\norganization: A\n=======\norganization: B\n>>>>>>> b\n", to: ".coordgen.yml")
            },
            message: ".coordgen.yml is not valid: it has unresolved merge-conflict markers (line "),
    ]

    func testConflictMarkersAreRefusedNamingTheLine() {
        assertAllRefused(Self.inputs)
    }

    /// The line named is the marker's own, counted here independently of coordgen.
    func testTheMarkerLineIsExact() throws {
        let fixture = BadInputFixture(root: workspace)
        try Self.insertConflict(
            fixture, into: "Hotel/Coordinators/AppCoordinator.swift", before: "    func start()",
            conflict: "<<<<<<< ours\n    func a() {}\n||||||| base\n=======\n    func b() {}\n>>>>>>> theirs\n")
        let swiftLine = try lineNumber(of: "<<<<<<< ours", in: "Hotel/Coordinators/AppCoordinator.swift")
        let swift = coordgen("new", "screen", "Help", "--coordinator", "App")
        XCTAssertTrue(swift.stderr.contains("(line \(swiftLine): <<<<<<< ours)"), swift.stderr)

        try Self.conflictedProjectFile(fixture)
        let projectLine = try lineNumber(of: "<<<<<<< HEAD", in: "Hotel.xcodeproj/project.pbxproj")
        let project = coordgen("new", "coordinator", "Payment")
        XCTAssertTrue(project.stderr.contains("(line \(projectLine): <<<<<<< HEAD)"), project.stderr)
    }

    private func lineNumber(of marker: String, in path: String) throws -> Int {
        let lines = try read(path).components(separatedBy: "\n")
        return try XCTUnwrap(lines.firstIndex(of: marker)) + 1
    }

    /// The classic fixture as the project file, with a conflict in its file references.
    private static func conflictedProjectFile(_ fixture: BadInputFixture) throws {
        var lines = try String(
            contentsOf: ClassicProjectFixture.folder.appendingPathComponent("objectVersion-46/Hotel.xcodeproj/project.pbxproj"),
            encoding: .utf8
        ).components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.contains("/* Begin PBXFileReference section */") }) else {
            throw BadInputFixture.FixtureError(message: "the fixture has no PBXFileReference section")
        }
        lines.insert(contentsOf: ["<<<<<<< HEAD", "=======", ">>>>>>> feature/b"], at: index + 1)
        try fixture.write(lines.joined(separator: "\n"), to: "Hotel.xcodeproj/project.pbxproj")
    }

    private static func insertConflict(
        _ fixture: BadInputFixture, into path: String, before anchor: String, conflict: String = conflict
    ) throws {
        let url = fixture.project.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        guard let range = text.range(of: anchor) else { throw BadInputFixture.FixtureError(message: "no \(anchor) in \(path)") }
        try fixture.write(text.replacingCharacters(in: range.lowerBound..<range.lowerBound, with: conflict), to: path)
    }
}
