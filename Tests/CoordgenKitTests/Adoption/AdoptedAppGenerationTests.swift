import Foundation
import XCTest

@testable import CoordgenKit

/// An existing app whose coordinators are not main-actor isolated (ClassicDelegate, Swift 5): after
/// `init`, the coordinator `new coordinator --parent` writes is not `@MainActor` either, so the parent's
/// new `openReservationCoordinator()` compiles, and the new files join the classic project's targets.
final class AdoptedAppGenerationTests: XCTestCase {
    func testGenerationInANonisolatedAppCompilesAndJoinsTheTargets() throws {
        let app = try ExistingApps.copy("ClassicDelegate")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let pbxproj = app.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        let projectBefore = try String(contentsOf: pbxproj, encoding: .utf8)

        for arguments in [
            ["init"], ["new", "coordinator", "Reservation", "--parent", "App"],
            ["new", "screen", "Details", "--coordinator", "Reservation"],
        ] {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)")
        }
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertFalse(config.appShape.isolatesCoordinators, "the fixture's protocol is not @MainActor and it builds in Swift 5")
        let coordinator = try String(
            contentsOf: app.appendingPathComponent("Shop/Coordinators/ReservationCoordinator.swift"), encoding: .utf8)
        XCTAssertFalse(coordinator.contains("@MainActor"), coordinator)

        // The whole app, its own files and coordgen's, type-checks in the app's language mode.
        let sources = ExistingApps.swiftFilesOf(app, under: "Shop")
        XCTAssertTrue(sources.contains { $0.lastPathComponent == "DetailsViewController.swift" })
        _ = try SwiftCompiler.typeCheck(appSources: sources, moduleName: "Shop", swiftVersion: 5)

        // The project file only gained lines: the new files' references and build files.
        let projectAfter = try String(contentsOf: pbxproj, encoding: .utf8)
        let before = projectBefore.split(separator: "\n", omittingEmptySubsequences: false)
        var remaining = before[...]
        for line in projectAfter.split(separator: "\n", omittingEmptySubsequences: false) where remaining.first == line {
            remaining = remaining.dropFirst()
        }
        XCTAssertTrue(remaining.isEmpty, "the project file lost or changed lines: \(remaining.prefix(3))")
        for file in ["ReservationCoordinator.swift", "ReservationViewController.swift", "DetailsViewController.swift"] {
            XCTAssertTrue(projectAfter.contains("/* \(file) in Sources */"), file)
        }
    }
}

extension ExistingApps {
    /// The Swift files under `folder` of a copied app, sorted.
    static func swiftFilesOf(_ app: URL, under folder: String) -> [URL] {
        let base = app.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
