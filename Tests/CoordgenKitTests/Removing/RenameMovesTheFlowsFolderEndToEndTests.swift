import Foundation
import XCTest

@testable import CoordgenKit

/// `rename coordinator Old New` where the flow keeps a folder of its own named after it: the folder
/// moves to the new name with everything in it, and a classic Xcode group of it follows (its `path` and
/// the comments naming it); a synchronized folder needs nothing. A folder other flows share keeps its
/// name, said in one note. Renaming back gives back every byte.
final class RenameMovesTheFlowsFolderEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func exists(_ path: String, in app: URL) -> Bool {
        FileManager.default.fileExists(atPath: app.appendingPathComponent(path).path)
    }

    /// A classic project: the new flow's folder `Music/Flows/Zebra` (its group `path = Zebra`) moves.
    func testAClassicGroupFollowsTheMovedFolder() throws {
        let (app, shape, _) = try ExistingApps.adopted("ClosureFinish", into: &workspaces)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App", "--in", "Music/Flows/Zebra"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let before = TreeSnapshot(app)
        let rename = CoordgenBinary.run(["rename", "coordinator", "Zebra", "Yak"], in: app)
        XCTAssertEqual(rename.status, 0, rename.output)
        XCTAssertTrue(rename.output.contains("moved the folder Music/Flows/Zebra to Music/Flows/Yak"), rename.output)
        XCTAssertTrue(exists("Music/Flows/Yak/YakCoordinator.swift", in: app), rename.output)
        XCTAssertTrue(exists("Music/Flows/Yak/YakViewController.swift", in: app), rename.output)
        XCTAssertFalse(exists("Music/Flows/Zebra", in: app), rename.output)
        let project = try String(contentsOf: app.appendingPathComponent("Music.xcodeproj/project.pbxproj"), encoding: .utf8)
        XCTAssertTrue(project.contains("path = Yak;"), project)
        XCTAssertFalse(project.contains("Zebra"), project)
        // Xcode finds every file of the group where it now is.
        let model = PBXProjectModel(
            document: try PBXDocument(bytes: Array(project.utf8), name: "project.pbxproj"), projectFolder: app.path)
        for path in model.filePaths.values where path.contains("/Flows/") {
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), path)
        }
        try ExistingApps.assertTypeChecks(app, shape)
        let back = CoordgenBinary.run(["rename", "coordinator", "Yak", "Zebra"], in: app)
        XCTAssertEqual(back.status, 0, back.output)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    /// A synchronized folder: the files move, the project file stays as it is.
    func testASynchronizedFolderMovesWithoutAProjectEdit() throws {
        let (app, shape, _) = try ExistingApps.adopted("FlowFoldersNamedOtherwise", into: &workspaces)
        let projectFile = app.appendingPathComponent("Hotel.xcodeproj/project.pbxproj")
        let project = try Data(contentsOf: projectFile)
        let rename = CoordgenBinary.run(["rename", "coordinator", "Profile", "Member"], in: app)
        XCTAssertEqual(rename.status, 0, rename.output)
        XCTAssertTrue(exists("Hotel/Flows/Member flow/MemberCoordinator.swift", in: app), rename.output)
        XCTAssertTrue(exists("Hotel/Flows/Member flow/MemberViewController.swift", in: app), rename.output)
        XCTAssertFalse(exists("Hotel/Flows/Profile flow", in: app), rename.output)
        XCTAssertEqual(try Data(contentsOf: projectFile), project)
        try ExistingApps.assertTypeChecks(app, shape)
    }

    /// A folder that holds another flow's coordinator too keeps its name; the files are renamed in it.
    func testAFolderSharedWithAnotherFlowKeepsItsName() throws {
        let (app, _, _) = try ExistingApps.adopted("ClosureFinish", into: &workspaces)
        for name in ["Zebra", "Yak"] {
            let made = CoordgenBinary.run(["new", "coordinator", name, "--parent", "App", "--in", "Music/Flows/Zebra"], in: app)
            XCTAssertEqual(made.status, 0, made.output)
        }
        let rename = CoordgenBinary.run(["rename", "coordinator", "Zebra", "Emu"], in: app)
        XCTAssertEqual(rename.status, 0, rename.output)
        XCTAssertTrue(rename.output.contains("note: the folder Music/Flows/Zebra keeps its name: other flows' coordinators are in it too"), rename.output)
        XCTAssertTrue(exists("Music/Flows/Zebra/EmuCoordinator.swift", in: app), rename.output)
        XCTAssertFalse(exists("Music/Flows/Emu", in: app), rename.output)
    }
}
