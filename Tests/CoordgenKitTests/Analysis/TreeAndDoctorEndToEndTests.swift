import Foundation
import XCTest

/// `coordgen tree` and `coordgen doctor` as a user runs them.
final class TreeAndDoctorEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    /// A fresh project of every style, in both language modes, plus pushed and presented coordinators
    /// and screens: coordgen's own output has nothing to report. The Swift 5 projects are Xcode 26's
    /// (MainActor by default, so the isolation rule has nothing to check), the Swift 6 ones Xcode 16's
    /// (explicit `@MainActor`, which the rule checks).
    func testCoordgensOwnOutputIsDoctorClean() throws {
        for style in ["uikit", "router", "swiftui"] {
            for swift in ["5", "6"] {
                let name = "App\(style.capitalized)\(swift)"
                let made = CoordgenBinary.run(
                    ["new", "project", name, "--style", style, "--swift", swift] + (swift == "6" ? ["--xcode", "16"] : []), in: workspace)
                XCTAssertEqual(made.status, 0, made.output)
                let project = workspace.appendingPathComponent(name)
                for arguments in [
                    ["new", "coordinator", "Reservation", "--parent", "App"],
                    ["new", "coordinator", "Payment", "--parent", "Reservation", "--present"],
                    ["new", "coordinator", "Receipt", "--parent", "Payment"],
                    ["new", "screen", "Details", "--coordinator", "Reservation"],
                    ["new", "screen", "Help", "--coordinator", "App", "--present"],
                ] {
                    let result = CoordgenBinary.run(arguments, in: project)
                    XCTAssertEqual(result.status, 0, "\(style): \(arguments)\n\(result.output)")
                }
                let doctor = CoordgenBinary.run(["doctor"], in: project)
                XCTAssertEqual(doctor.status, 0, "\(style) Swift \(swift):\n\(doctor.output)")
                let lines = doctor.stdout.split(separator: "\n").map(String.init)
                let coordinators = style == "router" ? 6 : 4
                XCTAssertTrue(lines.last?.hasPrefix("0 errors, 0 warnings in ") == true, "\(style) \(swift): \(doctor.stdout)")
                XCTAssertTrue(lines.last?.hasSuffix("(\(coordinators) coordinators)") == true, "\(style) \(swift): \(doctor.stdout)")
                let tree = CoordgenBinary.run(["tree"], in: project)
                XCTAssertTrue(tree.stdout.contains("\(coordinators) coordinators, \(coordinators - 1) edges"), tree.stdout)
                XCTAssertTrue(tree.stdout.contains(" 0 unresolved;"), tree.stdout)
                XCTAssertEqual(lines.filter { $0.contains(": error: ") || $0.contains(": warning: ") }, [], "\(style) \(swift)")
                // Swift 6 mode is read from the project, so the isolation rule ran; MainActor by default
                // is read too, and isolates every coordinator.
                XCTAssertEqual(doctor.stdout.contains("not-main-actor-in-swift6 skipped"), swift == "5", doctor.stdout)
                XCTAssertEqual(doctor.stdout.contains("the app is main-actor isolated by default"), swift == "5", doctor.stdout)
            }
        }
    }

    func testDoctorExitsOneOnErrorsAndPrintsOneLinePerFinding() throws {
        let folder = DoctorFixtures.folder("remove-all-children/bad")
        let result = CoordgenBinary.run(["doctor", folder.path], in: workspace)
        XCTAssertEqual(result.status, 1, result.output)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(
            lines.contains(
                "MainCoordinator.swift:43: error: remove-all-children: `coordinatorDidFinish` empties childCoordinators when one child finishes, dropping its running siblings (fix: remove only the finished child, by identity: childCoordinators.removeAll { $0 === child })"
            ), result.stdout)
        XCTAssertEqual(lines.last, "2 errors, 0 warnings in 1 file (3 coordinators)")

        let json = CoordgenBinary.run(["doctor", folder.path, "--format", "json"], in: workspace)
        XCTAssertEqual(json.status, 1)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["line"] as? Int }, [43, 71])
        XCTAssertEqual(Set(findings.compactMap { $0["rule"] as? String }), ["remove-all-children"])
        XCTAssertEqual((document["summary"] as? [String: Any])?["errors"] as? Int, 2)
    }

    func testDoctorExitsZeroOnWarningsOnly() {
        let result = CoordgenBinary.run(["doctor", DoctorFixtures.folder("view-controller-navigates/bad").path], in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("0 errors, 2 warnings"), result.stdout)
    }

    func testANonFolderIsAUsageError() {
        let result = CoordgenBinary.run(["tree", "missing"], in: workspace)
        XCTAssertEqual(result.status, 64, result.output)
        XCTAssertTrue(result.stderr.contains("missing is not a folder"), result.stderr)
    }

    /// `tree --format dot` renders with Graphviz: the PNG's size (from its IHDR chunk) grows with the tree.
    func testDotOutputRendersToAPicture() throws {
        guard runProcess("/usr/bin/env", ["sh", "-c", "command -v dot"]).status == 0 else {
            throw OptionalTool.missing("Graphviz's `dot` is not installed (scripts/test.sh installs graphviz)")
        }
        XCTAssertEqual(coordgen("new", "project", "Hotel", in: workspace).status, 0)
        let small = try renderedSize(in: project)
        coordgen("new", "coordinator", "Reservation", "--parent", "App")
        coordgen("new", "coordinator", "Payment", "--parent", "Reservation", "--present")
        coordgen("new", "screen", "Details", "--coordinator", "Reservation")
        let large = try renderedSize(in: project)
        XCTAssertGreaterThan(small.width, 50)
        XCTAssertGreaterThan(small.height, 50)
        // Two more levels of coordinators, each with a screen under it, make the picture taller.
        XCTAssertGreaterThan(large.height, small.height + 100, "\(small) → \(large)")
    }

    private func renderedSize(in directory: URL) throws -> (width: Int, height: Int) {
        let tree = CoordgenBinary.run(["tree", "--format", "dot"], in: directory)
        XCTAssertEqual(tree.status, 0, tree.output)
        let dotFile = workspace.appendingPathComponent("tree.dot")
        let pngFile = workspace.appendingPathComponent("tree.png")
        try Data(tree.stdout.utf8).write(to: dotFile)
        let rendered = runProcess("/usr/bin/env", ["dot", "-Tpng", dotFile.path, "-o", pngFile.path])
        XCTAssertEqual(rendered.status, 0, rendered.stderr)
        let png = try Data(contentsOf: pngFile)
        // PNG signature, then the IHDR chunk: length (4), "IHDR" (4), width (4, big-endian), height (4).
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(String(decoding: png[12..<16], as: UTF8.self), "IHDR")
        func bigEndian(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(16), bigEndian(20))
    }
}
