import Foundation
import XCTest

@testable import CoordgenKit

/// Apps whose coordinator protocol is declared outside the folders `init` walks, where the app's build
/// finds it: a pod checked in under `Pods/` (the fixture `CoordinatorProtocolInCheckedInPod`), a local
/// Swift package beside the app that its project references (the same app with the pod made a package
/// at `../FlowKit`). `init` reads the protocol there, says where it came from, never writes there, and
/// new flows import the module; where the pods are not checked in, `init` refuses in one line naming
/// what is missing and `--protocol`.
final class CoordinatorProtocolOutsideTheAppEndToEndTests: XCTestCase {
    private var workspaces: [URL] = []
    private static let fixture = "CoordinatorProtocolInCheckedInPod"

    override func tearDown() {
        for workspace in workspaces { try? FileManager.default.removeItem(at: workspace) }
        super.tearDown()
    }

    func testTheProtocolOfACheckedInPodIsReadAndNewFlowsImportItsModule() throws {
        let (app, shape, output) = try ExistingApps.adopted(Self.fixture, into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "Coordinator")
        XCTAssertEqual(shape.layout.protocolModule, "FlowKit")
        XCTAssertTrue(
            output.contains(
                "Coordinator is declared in the pod FlowKit (Pods/FlowKit, checked in), which the app depends on: read there, never written; generated files import FlowKit"
            ), output)
        try assertNewFlowsImport("FlowKit", in: app, leaving: "Pods")
    }

    func testTheProtocolOfALocalPackageBesideTheAppIsReadAndNewFlowsImportItsModule() throws {
        let app = try appWithLocalPackage()
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(initRun.status, 0, initRun.output)
        XCTAssertTrue(
            initRun.stdout.contains(
                "Coordinator is declared in the local package ../FlowKit, which the app depends on: read there, never written; generated files import FlowKit"
            ), initRun.stdout)
        let shape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape
        XCTAssertEqual(shape.layout.protocolModule, "FlowKit")
        try assertNewFlowsImport("FlowKit", in: app, leaving: "../FlowKit")
    }

    func testPodsThatAreNotCheckedInAreNamedInOneLine() throws {
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        try FileManager.default.removeItem(at: app.appendingPathComponent("Pods"))
        let before = TreeSnapshot(app)
        let run = CoordgenBinary.run(["init"], in: app)
        XCTAssertNotEqual(run.status, 0, run.output)
        XCTAssertEqual(run.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(
            run.stderr.contains(
                "its types inherit from Coordinator, CoordinatorFinishDelegate, which it does not declare, and the pod FlowKit (Pods/FlowKit is not checked in; run pod install)"
            ), run.stderr)
        XCTAssertTrue(run.stderr.contains("--protocol NAME"), run.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    /// The shape `RootTabBarUnderFlowsStackName`: a pod's public protocol is chosen over its underscored
    /// refinement (`_HostingCoordinator`), and the root, whose property of the flows' stack name holds a
    /// tab bar controller, shows the new flow on a stack of its own as its last tab (not the tab bar
    /// passed as a navigation controller).
    func testAPublicProtocolOverAnUnderscoredRefinementAndARootTabBarUnderTheFlowsStackName() throws {
        let (app, shape, _) = try ExistingApps.adopted("RootTabBarUnderFlowsStackName", into: &workspaces)
        XCTAssertEqual(shape.protocol.name, "Coordinator")
        XCTAssertFalse((shape.protocol.properties ?? []).contains { $0.name.hasPrefix("_") })
        XCTAssertEqual(shape.layout.protocolModule, "StageKit")
        try assertNewFlowsImport("StageKit", in: app, leaving: "Pods")
        let parent = try String(contentsOf: app.appendingPathComponent("Garden/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("self.hostController.viewControllers = (self.hostController.viewControllers ?? []) + [hostController]"), parent)
    }

    /// A parent whose property of the flows' stack name holds another controller (a split view) is
    /// refused in one line naming it and `--like`; nothing is written.
    func testAParentHoldingAnotherControllerUnderTheFlowsStackNameIsRefusedInOneLine() throws {
        let (app, _, _) = try ExistingApps.adopted("RootTabBarUnderFlowsStackName", into: &workspaces)
        let file = app.appendingPathComponent("Garden/Coordinators/AppCoordinator.swift")
        let text = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "GardenTabBarController()", with: "GardenSplitViewController()")
            .replacingOccurrences(of: "final class GardenTabBarController: UITabBarController {}", with: "final class GardenSplitViewController: UISplitViewController {}")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let before = TreeSnapshot(app)
        let run = CoordgenBinary.run(["new", "coordinator", "Watering", "--parent", "AppCoordinator"], in: app)
        XCTAssertNotEqual(run.status, 0, run.output)
        XCTAssertEqual(run.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, run.stderr)
        XCTAssertTrue(
            run.stderr.contains("AppCoordinator's hostController is a GardenSplitViewController, not the UINavigationController WateringCoordinator takes"),
            run.stderr)
        XCTAssertTrue(run.stderr.contains("--like"), run.stderr)
        XCTAssertEqual(TreeSnapshot(app), before)
    }

    /// `new coordinator` and `new screen` succeed, the new coordinator imports `module`, existing files
    /// only gain lines, nothing under `outside` changes, and the app with its new files type-checks
    /// against the module in Swift 5 and Swift 6.
    private func assertNewFlowsImport(_ module: String, in app: URL, leaving outside: String) throws {
        let outsideFolder = app.appendingPathComponent(outside).standardizedFileURL
        let (before, outsideBefore) = (TreeSnapshot(app), TreeSnapshot(outsideFolder))
        let child = CoordgenBinary.run(["new", "coordinator", "Watering", "--parent", "AppCoordinator"], in: app)
        XCTAssertEqual(child.status, 0, child.output)
        let screen = CoordgenBinary.run(["new", "screen", "Schedule", "--coordinator", "Watering"], in: app)
        XCTAssertEqual(screen.status, 0, screen.output)
        let created = try String(
            contentsOf: app.appendingPathComponent("Garden/Coordinators/WateringCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(created.contains("import \(module)\n"), created)
        before.assertOnlyGainedLines(in: app, "new flow")
        XCTAssertEqual(TreeSnapshot(outsideFolder), outsideBefore, "the module outside the app was written")
        // The module's sources: the pod's folder, or the package's target folder (not its manifest).
        let pod = outsideFolder.appendingPathComponent(outsideFolder.lastPathComponent == "Pods" ? module : "Sources/\(module)")
        let modules = [
            SwiftCompiler.ModuleSources(name: module, sources: Self.swiftFiles(under: pod)),
            SwiftCompiler.ModuleSources(
                name: "Garden", sources: Self.swiftFiles(under: app.appendingPathComponent("Garden")), dependencies: [module]),
        ]
        for settings in [LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift6)] {
            do {
                try SwiftCompiler.typeCheckModules(modules, settings: settings, deploymentTarget: "15.0")
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(settings):\n\(failure.errors.map(\.description).joined(separator: "\n"))")
            }
        }
    }

    /// The fixture with its pod made a local package at `../FlowKit` that the project references
    /// (`XCLocalSwiftPackageReference`); no Podfile.
    private func appWithLocalPackage() throws -> URL {
        let app = try ExistingApps.copy(Self.fixture)
        workspaces.append(app.deletingLastPathComponent())
        let manager = FileManager.default
        let package = app.deletingLastPathComponent().appendingPathComponent("FlowKit")
        try manager.createDirectory(at: package.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try manager.moveItem(
            at: app.appendingPathComponent("Pods/FlowKit/Sources"), to: package.appendingPathComponent("Sources/FlowKit"))
        for leftover in ["Pods", "Podfile", "Podfile.lock"] { try manager.removeItem(at: app.appendingPathComponent(leftover)) }
        try """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "FlowKit",
            platforms: [.iOS(.v15)],
            products: [.library(name: "FlowKit", targets: ["FlowKit"])],
            targets: [.target(name: "FlowKit")]
        )

        """.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let projectFile = app.appendingPathComponent("Garden.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: projectFile, encoding: .utf8)
        let reference = """
            /* Begin XCLocalSwiftPackageReference section */
            \t\t5A1B2C3D4E5F60718293A4B5 /* XCLocalSwiftPackageReference "../FlowKit" */ = {
            \t\t\tisa = XCLocalSwiftPackageReference;
            \t\t\trelativePath = ../FlowKit;
            \t\t};
            /* End XCLocalSwiftPackageReference section */

            /* Begin XCBuildConfiguration section */
            """
        try text.replacingOccurrences(of: "/* Begin XCBuildConfiguration section */", with: reference).write(
            to: projectFile, atomically: true, encoding: .utf8)
        return app
    }

    private static func swiftFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
