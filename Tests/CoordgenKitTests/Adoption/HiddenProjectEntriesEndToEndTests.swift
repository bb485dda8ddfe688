import Foundation
import XCTest

@testable import CoordgenKit

/// A checkout that carries macOS's AppleDouble files (`._Shop.xcodeproj`, `._AppCoordinator.swift`,
/// written beside every file copied to a volume without extended attributes, then committed): they are
/// hidden entries, never a second project nor Swift sources. `init` says it left them alone, and
/// `new coordinator` edits the one real project instead of refusing "several Xcode projects".
final class HiddenProjectEntriesEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// The bytes an AppleDouble file starts with (its magic number and version), padded as macOS pads them.
    private let appleDouble = Data([0x00, 0x05, 0x16, 0x07, 0x00, 0x02, 0x00, 0x00] + Array("Mac OS X        ".utf8) + [UInt8](repeating: 0, count: 4_072))

    private func appWithAppleDoubleFiles() throws -> URL {
        let app = try ExistingApps.copy("ClassicDelegate")
        workspaces.append(app.deletingLastPathComponent())
        try appleDouble.write(to: app.appendingPathComponent("._Shop.xcodeproj"))
        try appleDouble.write(to: app.appendingPathComponent("Shop/Coordinators/._AppCoordinator.swift"))
        return app
    }

    func testInitNamesTheHiddenEntryAndReadsTheProject() throws {
        let app = try appWithAppleDoubleFiles()
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.stdout.contains("._Shop.xcodeproj is hidden (a leading dot, as macOS's `._` metadata files have), not a project; not read"),
            result.stdout)
        XCTAssertFalse(result.output.contains("Xcode projects here"), result.output)
        XCTAssertEqual(try Project.load(app.appendingPathComponent(Project.configFileName)).appShape.project.kind, .xcodeproj)
    }

    func testNewCoordinatorEditsTheOneRealProject() throws {
        let app = try appWithAppleDoubleFiles()
        XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0)
        let pbxproj = app.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        let before = try String(contentsOf: pbxproj, encoding: .utf8)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertFalse(result.output.contains("several Xcode projects"), result.output)
        let after = try String(contentsOf: pbxproj, encoding: .utf8)
        XCTAssertTrue(after.contains("ZebraCoordinator.swift"), "the new file joins Shop.xcodeproj")
        XCTAssertNotEqual(before, after)
        XCTAssertEqual(try Data(contentsOf: app.appendingPathComponent("._Shop.xcodeproj")), appleDouble, "the hidden file is left alone")
    }
}
