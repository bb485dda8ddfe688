import Foundation
import XCTest

@testable import CoordgenKit

/// Screens use only APIs the app's deployment target has. Below iOS 14 (apps adopted with `coordgen
/// init`), the Done button is a target-action button instead of `UIButton(type:primaryAction:)`; from
/// iOS 14 on, and for projects coordgen makes, the screen is unchanged. The target-action screen
/// type-checks against the stand-ins as iOS 13 has them (what is newer is unavailable) in both
/// language modes, alone and inside adopted iOS 13 apps.
final class UIKitDeploymentTargetTests: XCTestCase {
    /// How the iOS 14 screen makes its button.
    private static let primaryActionButton = """
                let doneButton = UIButton(type: .system, primaryAction: UIAction(title: "Done") { [weak self] _ in
                    self?.onFinish?()
                })

        """
    /// How the iOS 13 screen makes its button, in the same place, and the action it adds.
    private static let targetActionButton = """
                let doneButton = UIButton(type: .system)
                doneButton.setTitle("Done", for: .normal)
                doneButton.addTarget(self, action: #selector(doneTapped), for: .touchUpInside)

        """
    private static let targetActionMethod = """


            /// The Done button's action.
            @objc private func doneTapped() {
                onFinish?()
            }
        """

    func testScreensBelowIOS14UseTargetActionInsteadOfPrimaryActions() throws {
        for style in [Style.uikit, .router] {
            for target in ["13.0", "13.4", "12.0"] {
                let screen = try Self.screen(style: style, deploymentTarget: target)
                XCTAssertFalse(screen.contains("primaryAction:"), "\(style) iOS \(target):\n\(screen)")
                XCTAssertFalse(screen.contains("UIAction"), "\(style) iOS \(target):\n\(screen)")
                XCTAssertTrue(screen.contains(Self.targetActionButton), "\(style) iOS \(target):\n\(screen)")
                XCTAssertTrue(screen.contains(Self.targetActionMethod), "\(style) iOS \(target):\n\(screen)")
            }
        }
    }

    func testScreensFromIOS14OnAreUnchanged() throws {
        for style in [Style.uikit, .router] {
            // What coordgen's own projects get (the golden scenario's screens).
            let builtIn = try Self.screen(style: style, deploymentTarget: DeploymentTarget.defaultValue)
            XCTAssertTrue(builtIn.contains(Self.primaryActionButton), builtIn)
            XCTAssertFalse(builtIn.contains("#selector"), builtIn)
            XCTAssertFalse(builtIn.contains("@objc"), builtIn)
            // The view controller's #Preview needs UIKit's iOS 17 macro: guarded below that, as Xcode needs.
            let guarded = "\n@available(iOS 17.0, *)\n#Preview {\n"
            XCTAssertTrue(builtIn.contains(guarded), builtIn)
            for target in ["14.0", "15.0", "17.4", "18.0"] {
                let screen = try Self.screen(style: style, deploymentTarget: target)
                XCTAssertEqual(screen.contains(guarded), ["14.0", "15.0"].contains(target), "\(style) iOS \(target)")
                XCTAssertEqual(
                    screen.replacingOccurrences(of: guarded, with: "\n#Preview {\n"),
                    builtIn.replacingOccurrences(of: guarded, with: "\n#Preview {\n"), "\(style) iOS \(target)")
            }
            var unknown = AppShape.builtIn(for: style, projectName: "Hotel")
            unknown.project.deploymentTarget = nil
            XCTAssertEqual(try Self.screen(style: style, shape: unknown), builtIn, "\(style), no recorded deployment target")
        }
    }

    /// Everything but the button and its action is the same text in both screens.
    func testTheTwoScreensDifferOnlyInTheButton() throws {
        let modern = try Self.screen(deploymentTarget: "14.0")
        let legacy = try Self.screen(deploymentTarget: "13.0")
        XCTAssertNotEqual(modern, legacy)
        XCTAssertEqual(
            legacy.replacingOccurrences(of: Self.targetActionButton, with: "").replacingOccurrences(of: Self.targetActionMethod, with: ""),
            modern.replacingOccurrences(of: Self.primaryActionButton, with: ""))
    }

    /// Checked against UIKit as iOS 13 has it: what is newer is unavailable.
    func testTargetActionScreenTypeChecksForIOS13InBothLanguageModes() throws {
        let url = try write(try Self.screen(deploymentTarget: "13.0"))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        for swiftVersion in [5, 6] {
            let result = try SwiftCompiler.typeCheck(
                appSources: [url], moduleName: "Legacy", swiftVersion: swiftVersion, deploymentTarget: "13.0")
            XCTAssertEqual(result.warnings, [], "Swift \(swiftVersion):\n\(result.output)")
        }
    }

    /// The check above is no rubber stamp: the iOS 14 screen does not build for iOS 13.
    func testPrimaryActionScreenDoesNotTypeCheckForIOS13() throws {
        let url = try write(try Self.screen(deploymentTarget: "14.0"))
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        XCTAssertThrowsError(
            try SwiftCompiler.typeCheck(appSources: [url], moduleName: "Legacy", swiftVersion: 6, deploymentTarget: "13.0")
        ) { error in
            let errors = (error as? SwiftCompiler.Failure)?.errors.map(\.message) ?? []
            XCTAssertEqual(
                errors,
                [
                    "'init(type:primaryAction:)' is unavailable: only available in iOS 14.0 or newer; the deployment target is iOS 13.0"
                ], "\(error)")
        }
        _ = try SwiftCompiler.typeCheck(appSources: [url], moduleName: "Hotel", swiftVersion: 6, deploymentTarget: "14.0")
    }

    /// The adopted iOS 13 apps: after `init`, a new coordinator's first screen and new screens are
    /// target-action screens, and the whole app, its code and coordgen's, type-checks in its own
    /// language mode with no warning in the new screens.
    func testNewScreensOfAdoptedIOS13AppsTypeCheck() throws {
        // Neither app has a test target; Posts has no flow enum, so it gets screens only.
        let scenarios: [(fixture: String, commands: [[String]], screens: [String])] = [
            (
                "IOS13Target",
                [
                    ["new", "coordinator", "Reservation", "--parent", "App", "--no-tests"],
                    ["new", "screen", "Details", "--coordinator", "Reservation"],
                    ["new", "screen", "Help", "--coordinator", "App", "--present"],
                ],
                ["ReservationViewController.swift", "DetailsViewController.swift", "HelpViewController.swift"]
            ),
            (
                "ChildDidFinishInProtocol",
                [
                    ["new", "screen", "Comments", "--coordinator", "Details"],
                    ["new", "screen", "Help", "--coordinator", "App", "--present"],
                ],
                ["CommentsViewController.swift", "HelpViewController.swift"]
            ),
        ]
        for (fixture, commands, screenNames) in scenarios {
            let app = try ExistingApps.copy(fixture)
            defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
            for arguments in [["init"]] + commands {
                let result = CoordgenBinary.run(arguments, in: app)
                XCTAssertEqual(result.status, 0, "\(fixture) \(arguments): \(result.output)")
            }
            let shape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape
            XCTAssertEqual(shape.project.deploymentTarget, "13.0", fixture)
            let appFolder = try XCTUnwrap(shape.project.appFolder, fixture)
            let sources = ExistingApps.swiftFilesOf(app, under: appFolder)

            let screens = sources.filter { screenNames.contains($0.lastPathComponent) }
            XCTAssertEqual(screens.count, screenNames.count, "\(fixture): \(sources.map(\.lastPathComponent))")
            for screen in screens {
                let text = try String(contentsOf: screen, encoding: .utf8)
                XCTAssertFalse(text.contains("primaryAction:"), "\(fixture) \(screen.lastPathComponent):\n\(text)")
                XCTAssertTrue(text.contains("#selector(doneTapped)"), "\(fixture) \(screen.lastPathComponent):\n\(text)")
            }

            let swiftVersion = Int(shape.project.swiftVersion ?? "5") ?? 5
            do {
                let result = try SwiftCompiler.typeCheck(
                    appSources: sources, moduleName: shape.module, swiftVersion: swiftVersion,
                    deploymentTarget: shape.project.deploymentTarget)
                let screenWarnings = result.warnings.filter { warning in screenNames.contains { warning.location.contains("/\($0):") } }
                XCTAssertEqual(screenWarnings, [], "\(fixture):\n\(result.output)")
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(fixture) does not type-check:\n\(failure.errors.map(\.description).joined(separator: "\n"))")
            }
        }
    }

    /// Writes `screen` as `DetailsViewController.swift` into a new temporary folder.
    private func write(_ screen: String) throws -> URL {
        let url = try Repository.temporaryDirectory("ios13-screen").appendingPathComponent("DetailsViewController.swift")
        try Data(screen.utf8).write(to: url)
        return url
    }

    /// The screen `new screen Details` writes for an app of `style` whose deployment target is `target`.
    static func screen(style: Style = .uikit, deploymentTarget target: String) throws -> String {
        try screen(style: style, shape: AppShape.builtIn(for: style, projectName: "Hotel", deploymentTarget: target))
    }

    static func screen(style: Style = .uikit, shape: AppShape) throws -> String {
        let files = SourceFileRenderer(
            renderer: TemplateRenderer(),
            app: RenderContext.App(projectName: "Hotel", moduleName: "Hotel", organization: nil, style: style, shape: shape),
            headerTemplate: nil)
        return try files.renderFile(
            style.definition.screen.role, fileName: "DetailsViewController.swift",
            subject: RenderContext.Subject(try FlowName(parsing: "Details")))
    }
}
