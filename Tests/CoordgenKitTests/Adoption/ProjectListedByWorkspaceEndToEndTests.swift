import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose Xcode project does not sit at the root but below it, listed by a workspace there
/// (`App.xcworkspace` → `ios/App.xcodeproj`, beside CocoaPods' `Pods/Pods.xcodeproj`): `init` reads the
/// project the workspace lists that has an app target, says so, and records it (`project.file`), so that
/// `new coordinator` adds the new files to that project's targets; `remove` gives back every byte. A
/// workspace entry leading out of the root is not followed.
final class ProjectListedByWorkspaceEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    /// A classic Hotel app moved into `ios/` under a folder whose workspace lists it, with no config.
    private func appBelowAWorkspace(entries: [String]) throws -> URL {
        let sample = try SampleProject()
        let top = sample.root.deletingLastPathComponent().appendingPathComponent("Top")
        workspaces.append(sample.root.deletingLastPathComponent())
        try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: sample.root, to: top.appendingPathComponent("ios"))
        try FileManager.default.removeItem(at: top.appendingPathComponent("ios/\(Project.configFileName)"))
        try ClassicProjectFixture.bytes("objectVersion-56").write(to: top.appendingPathComponent("ios/Hotel.xcodeproj/project.pbxproj"))
        let workspace = top.appendingPathComponent("Hotel.xcworkspace")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        let references = entries.map { "   <FileRef\n      location = \"\($0)\">\n   </FileRef>\n" }.joined()
        try "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n\(references)</Workspace>\n"
            .write(to: workspace.appendingPathComponent("contents.xcworkspacedata"), atomically: true, encoding: .utf8)
        return top
    }

    func testInitReadsTheProjectTheWorkspaceListsAndNewFilesJoinItsTargets() throws {
        let app = try appBelowAWorkspace(entries: ["group:ios/Hotel.xcodeproj", "group:Pods/Pods.xcodeproj"])
        let adopted = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(adopted.status, 0, adopted.output)
        XCTAssertTrue(adopted.stdout.contains("xcodeproj (objectVersion 56, listed by Hotel.xcworkspace)  [ios/Hotel.xcodeproj]"), adopted.stdout)
        XCTAssertTrue(adopted.stdout.contains("app folder:      ios/Hotel: classic group"), adopted.stdout)
        XCTAssertFalse(adopted.stdout.contains("no .xcodeproj"), adopted.stdout)
        let config = try Project.load(app.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.project?.file, "ios/Hotel.xcodeproj")

        let original = TreeSnapshot(app)
        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: app)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        XCTAssertTrue(
            zebra.output.contains(
                "added ZebraCoordinator.swift and ZebraViewController.swift to target Hotel, ZebraCoordinatorTests.swift to target HotelTests in ios/Hotel.xcodeproj"
            ), zebra.output)
        let project = try String(contentsOf: app.appendingPathComponent("ios/Hotel.xcodeproj/project.pbxproj"), encoding: .utf8)
        XCTAssertTrue(project.contains("/* ZebraCoordinator.swift in Sources */ = {isa = PBXBuildFile;"), project)
        original.assertOnlyGainedLines(in: app)
        ExistingApps.assertGivesBackEveryByte(
            app,
            running: [
                ["new", "screen", "Giraffe", "--coordinator", "Zebra"], ["remove", "screen", "Giraffe", "--coordinator", "Zebra"],
            ])
        XCTAssertEqual(CoordgenBinary.run(["remove", "coordinator", "Zebra"], in: app).status, 0)
        XCTAssertEqual(TreeSnapshot(app), original, "remove gives back every byte")
    }

    func testWorkspaceEntriesAreReadInTheirGroupsAndNoneLeadsOutOfTheRoot() throws {
        XCTAssertEqual(
            WorkspaceProjects.projectPaths(
                in: """
                    <Workspace version = "1.0">
                       <FileRef location = "group:../Elsewhere/Other.xcodeproj"></FileRef>
                       <FileRef location = "absolute:/tmp/Absolute.xcodeproj"></FileRef>
                       <Group location = "group:apps" name = "apps">
                          <FileRef location = "group:Shop/Shop.xcodeproj"></FileRef>
                          <FileRef location = "container:Shared/Shared.xcodeproj"></FileRef>
                       </Group>
                       <FileRef location = "group:App.xcodeproj"></FileRef>
                       <FileRef location = "self:"></FileRef>
                    </Workspace>
                    """),
            ["apps/Shop/Shop.xcodeproj", "Shared/Shared.xcodeproj", "App.xcodeproj"])
    }
}
