import Foundation
import XCTest

@testable import CoordgenKit

/// An app that vendors a framework whose `Example/` folder holds an app of its own (its own
/// `.xcodeproj` with an application target, its own `Coordinator` protocol and `AppCoordinator`, its own
/// file header): `init` leaves that folder out and says so, records the app's protocol, root and header,
/// not the example's; `tree` and `doctor` name the folder as skipped; new flows type-check, existing
/// files only gain lines, and `remove` gives back every byte.
final class VendoredExampleAppEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    private func adopted() throws -> (URL, AppShape, String) {
        try ExistingApps.adopted("VendoredExampleApp", into: &workspaces)
    }

    func testInitLeavesTheExampleAppOutAndSaysWhy() throws {
        let (app, shape, output) = try adopted()
        XCTAssertTrue(
            output.contains(
                "note: left out Vendor/PagerKit/Example (4 Swift files): PagerKitExample.xcodeproj there builds an app of its own (PagerKitExample), not this one; run coordgen in Vendor/PagerKit/Example to work on that app"
            ), output)
        XCTAssertEqual(shape.protocol.name, "Coordinator")
        XCTAssertEqual(shape.protocol.children?.name, "childCoordinators", "the app's protocol, not the example's `children`")
        XCTAssertEqual(shape.naming.root, "AppCoordinator")
        let header = try Project.load(app.appendingPathComponent(Project.configFileName)).header
        XCTAssertTrue(header?.contains("Atlas — travel planner.") == true, header ?? "no header")
    }

    func testTreeAndDoctorNameTheExampleAsSkipped() throws {
        let (app, _, _) = try adopted()
        let tree = CoordgenBinary.run(["tree"], in: app)
        XCTAssertEqual(tree.status, 0, tree.output)
        XCTAssertFalse(tree.stdout.contains("DemoCoordinator"), tree.stdout)
        XCTAssertTrue(tree.stdout.contains("3 coordinators, 2 edges"), tree.stdout)
        let doctor = CoordgenBinary.run(["doctor"], in: app)
        XCTAssertTrue(
            doctor.stdout.contains(
                "Vendor/PagerKit/Example/PagerKitExample.xcodeproj:1: note: skipped: it builds an app of its own (PagerKitExample), so the 4 Swift files of Vendor/PagerKit/Example are not this app's"
            ), doctor.stdout)
    }

    func testNewFlowsFollowTheAppAndTypeCheck() throws {
        let (app, shape, _) = try adopted()
        let original = TreeSnapshot(app)
        let child = CoordgenBinary.run(["new", "coordinator", "Hotels", "--parent", "AppCoordinator"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        let screen = CoordgenBinary.run(["new", "screen", "Booking", "--coordinator", "Hotels"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let written = try String(contentsOf: app.appendingPathComponent("Atlas/Flows/Hotels/HotelsCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(written.contains("Atlas — travel planner."), written)
        XCTAssertFalse(written.contains("PagerKitExample"), written)
        try ExistingApps.assertTypeChecks(app, shape, in: [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete)])
        original.assertOnlyGainedLines(in: app)
    }

    func testRemovingTheNewFlowGivesBackEveryByte() throws {
        let (app, _, _) = try adopted()
        ExistingApps.assertGivesBackEveryByte(
            app, running: [["new", "coordinator", "Hotels", "--parent", "AppCoordinator"], ["remove", "coordinator", "Hotels"]])
    }
}

/// Which nested projects are another app's: only where the root describes the app, only projects with
/// an application target, never a folder with a manifest of its own, and never a file the root compiles.
final class OtherAppProjectsTests: XCTestCase {
    func app(_ files: [String: String]) throws -> URL {
        let root = try Repository.temporaryDirectory("other-apps")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        return root
    }

    static let exampleProject = try! String(
        contentsOf: ExistingApps.url("VendoredExampleApp").appendingPathComponent(
            "Vendor/PagerKit/Example/PagerKitExample.xcodeproj/project.pbxproj"), encoding: .utf8)

    func testTheExampleIsLeftOutWhenTheRootDescribesTheApp() throws {
        let root = try app([
            "project.yml": "name: Shop\n", "Shop/A.swift": "", "Kit/Example/Demo.xcodeproj/project.pbxproj": Self.exampleProject,
            "Kit/Example/Demo/B.swift": "",
        ])
        let sources = AppSources(root: root)
        XCTAssertEqual(sources.paths, ["Shop/A.swift"])
        XCTAssertEqual(sources.otherApps.map(\.folder), ["Kit/Example"])
        XCTAssertEqual(sources.otherApps.first?.appTargets, ["PagerKitExample"])
    }

    func testNothingIsLeftOutWithoutAProjectAtTheRoot() throws {
        let root = try app([
            "Shop/A.swift": "", "Kit/Example/Demo.xcodeproj/project.pbxproj": Self.exampleProject, "Kit/Example/Demo/B.swift": "",
        ])
        let sources = AppSources(root: root)
        XCTAssertEqual(sources.paths, ["Kit/Example/Demo/B.swift", "Shop/A.swift"])
        XCTAssertEqual(sources.otherApps, [])
    }

    func testAFolderWithAManifestOfItsOwnIsAModuleOfTheApp() throws {
        let root = try app([
            "project.yml": "name: Shop\n", "Shop/A.swift": "", "Features/Cart/Cart.xcodeproj/project.pbxproj": Self.exampleProject,
            "Features/Cart/Project.swift": "", "Features/Cart/Sources/C.swift": "",
        ])
        XCTAssertEqual(AppSources(root: root).paths, ["Features/Cart/Project.swift", "Features/Cart/Sources/C.swift", "Shop/A.swift"])
    }

    func testAProjectWithoutAnApplicationTargetIsNotAnotherApp() throws {
        let framework = Self.exampleProject.replacingOccurrences(
            of: "com.apple.product-type.application", with: "com.apple.product-type.framework")
        let root = try app([
            "project.yml": "name: Shop\n", "Shop/A.swift": "", "Kit/Kit.xcodeproj/project.pbxproj": framework, "Kit/Sources/K.swift": "",
        ])
        XCTAssertEqual(AppSources(root: root).paths, ["Kit/Sources/K.swift", "Shop/A.swift"])
    }
}

extension OtherAppProjectsTests {
    func testAFileTheRootProjectCompilesStays() throws {
        // The root project compiles PagerKitExample/AppCoordinator.swift; the nested app's other file goes.
        let root = try app([
            "Shop.xcodeproj/project.pbxproj": Self.exampleProject, "PagerKitExample/AppCoordinator.swift": "",
            "PagerKitExample/Demo.xcodeproj/project.pbxproj": Self.exampleProject, "PagerKitExample/Other.swift": "",
        ])
        let sources = AppSources(root: root)
        XCTAssertEqual(sources.paths, ["PagerKitExample/AppCoordinator.swift"])
        XCTAssertEqual(sources.otherApps.map(\.leftOut), [1])
    }
}
