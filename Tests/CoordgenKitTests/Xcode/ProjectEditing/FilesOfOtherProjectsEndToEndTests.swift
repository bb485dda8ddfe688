import Foundation
import XCTest

@testable import CoordgenKit

/// New files that lie in another Xcode project's folder than the app's (a workspace of an app project and
/// the framework projects it links, a flow written beside the framework's flows): the app's project must not
/// list them. Where the other project's synchronized folder compiles them, nothing is edited and a note
/// names that project and its target; where it lists its files one by one, the command stops in one line
/// and writes nothing.
final class FilesOfOtherProjectsEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// A new `Shop` project (synchronized folders) at the returned folder.
    private func shop() throws -> URL {
        let workspace = try Repository.temporaryDirectory("other-projects")
        workspaces.append(workspace)
        let made = CoordgenBinary.run(["new", "project", "Shop"], in: workspace)
        XCTAssertEqual(made.status, 0, made.output)
        return workspace.appendingPathComponent("Shop")
    }

    /// Every file below `folder` with its bytes.
    private func snapshot(of folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[url.path] = try Data(contentsOf: url)
        }
        return files
    }

    func testFilesInAnotherProjectsSynchronizedFolderLeaveTheAppsProjectAlone() throws {
        let app = try shop()
        let kit = app.appendingPathComponent("Kit")
        try FileManager.default.createDirectory(at: kit, withIntermediateDirectories: true)
        XCTAssertEqual(CoordgenBinary.run(["new", "project", "Kit"], in: kit).status, 0)
        let pbxproj = app.appendingPathComponent("Shop.xcodeproj/project.pbxproj")
        let before = try Data(contentsOf: pbxproj)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App", "--in", "Kit/Kit/Kit/Flows"], in: app)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(try Data(contentsOf: pbxproj), before, "the app's project does not list the other project's files")
        XCTAssertTrue(
            result.stdout.contains(
                "ZebraCoordinator.swift and ZebraViewController.swift lie in Kit/Kit/Kit, a synchronized folder of Kit/Kit/Kit.xcodeproj, which compiles them into Kit without a project edit; Shop.xcodeproj is left alone"
            ), result.stdout)
    }

    func testFilesInAnotherProjectListingItsFilesAreRefusedAndNothingIsWritten() throws {
        let app = try shop()
        try FileManager.default.copyItem(at: ExistingApps.url("ClassicDelegate"), to: app.appendingPathComponent("Legacy"))
        let before = try snapshot(of: app)
        let result = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App", "--in", "Legacy/Shop/Coordinators"], in: app)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(
            result.stderr.trimmingCharacters(in: .whitespacesAndNewlines),
            "Error: ZebraCoordinator.swift, ZebraViewController.swift would lie in the folder of Legacy/Shop.xcodeproj, another project than the app's, whose groups list files one by one and which coordgen does not edit: pass --in with a folder of the app's project, or a synchronized folder"
        )
        XCTAssertEqual(try snapshot(of: app), before, "nothing was written")
    }
}
