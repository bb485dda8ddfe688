import Foundation
import XCTest

@testable import CoordgenKit

/// An app made the way a Mac user would make it — New Project › Coordinator App, then New File ›
/// Coordinator (each presentation, with and without its view controller, and with a case name typed
/// carelessly, which Xcode's `identifier` modifier turns into a name) and New File › Screen, adding each `case` to CoordinatorType by hand — type-
/// checks against the UIKit stand-in in every cell of `LanguageSettings.matrix` without warnings (the New
/// File templates Xcode 26's, as `coordgen xcode install` installs them, in the Xcode 16 project), and
/// runs.
final class UIKitXcodeTemplateCompileTests: XCTestCase {
    private static let app = Result { try makeApp() }

    override class func tearDown() {
        if let root = try? app.get() { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
        super.tearDown()
    }

    func testSubstitutedTemplatesCompileInEveryCell() throws {
        let sources = try Self.swiftFiles()
        // The project's 7 sources, 8 from five coordinators (three with a view controller), 1 screen.
        XCTAssertEqual(sources.count, 7 + 8 + 1)
        let failures = SwiftCompiler.typeCheckAll(
            LanguageSettings.matrix.map { SwiftCompiler.MatrixJob(label: "Xcode templates", appSources: sources, settings: $0) })
        XCTAssertEqual(failures, [], failures.joined(separator: "\n\n"))
    }

    func testFlowsMadeInXcodeRunUnderTheAppCoordinator() throws {
        let sources = try Self.swiftFiles()
        let output = try SwiftCompiler.run(
            appSources: sources,
            driver: #"""
                import UIKit

                let navigationController = UINavigationController()
                let app = AppCoordinator(navigationController)
                app.start()

                @MainActor func startChild(_ child: any Coordinator) {
                    child.finishDelegate = app
                    app.childCoordinators.append(child)
                    child.start()
                }

                let help = HelpCoordinator(navigationController)
                startChild(help)
                let top = navigationController.topViewController
                print("help pushed a plain screen: \(type(of: top!) == UIViewController.self) \(top?.title ?? "-")")
                help.finish()

                let settings = SettingsCoordinator(navigationController)
                startChild(settings)
                print("settings presented: \(navigationController.presentedViewController === settings.navigationController)")
                settings.finish()
                navigationController.dismiss(animated: false)

                let reservation = ReservationCoordinator(navigationController)
                startChild(reservation)
                print("reservation screen: \(navigationController.topViewController is ReservationViewController) \(reservation.type == .reservation)")
                print("onboarding case as typed: \(OnboardingCoordinator(navigationController).type == .on_boarding)")
                print("children left: \(app.childCoordinators.count)")
                """#, moduleName: "Hotel", swiftVersion: 6)
        XCTAssertEqual(
            output.split(separator: "\n").map(String.init),
            [
                "help pushed a plain screen: true Help",
                "settings presented: true",
                "reservation screen: true true",
                "onboarding case as typed: true",
                "children left: 1",
            ])
    }

    private static func swiftFiles() throws -> [URL] {
        let root = try app.get()
        return GoldenTree.listFiles(root).filter { $0.hasSuffix(".swift") }.map(root.appendingPathComponent)
    }

    /// Writes the app into a temporary folder and returns the project folder.
    private static func makeApp() throws -> URL {
        let xcode = XcodeSubstitution(project: "Hotel")
        let root = try Repository.temporaryDirectory("xcode-app").appendingPathComponent("Hotel")
        let project = try xcode.projectTemplate(try XcodeTemplates.bundle("Coordinator App"))
        var files = project.files

        // Every combination of the Coordinator template's pop-up and checkbox, and a case name with a
        // space in it, as someone might type it: Xcode's `identifier` modifier makes it `on_boarding`.
        let coordinators: [(answers: [String: String], caseName: String)] = [
            (XcodeTemplates.coordinatorAnswers("Reservation", caseName: "reservation"), "reservation"),
            (XcodeTemplates.coordinatorAnswers("Payment", caseName: "payment", modal: true), "payment"),
            (XcodeTemplates.coordinatorAnswers("Help", caseName: "help", viewController: false), "help"),
            (XcodeTemplates.coordinatorAnswers("Settings", caseName: "settings", modal: true, viewController: false), "settings"),
            (["productName": "Onboarding", "caseName": "on boarding"], "on_boarding"),
        ]
        var caseNames: [String] = []
        for coordinator in coordinators {
            for (name, text) in try xcode.fileTemplate(try XcodeTemplates.installedBundle("Coordinator"), answers: coordinator.answers) {
                files["Hotel/Flows/\(name)"] = text
            }
            caseNames.append(coordinator.caseName)
        }
        for (name, text) in try xcode.fileTemplate(try XcodeTemplates.installedBundle("Screen"), answers: ["productName": "Details"]) {
            files["Hotel/Screens/\(name)"] = text
        }
        // What the user does by hand after using the Coordinator template.
        let enumFile = "Hotel/Coordinators/CoordinatorType.swift"
        var enumText = try XCTUnwrap(files[enumFile])
        for caseName in caseNames {
            enumText = try EnumCaseRegistrar(enumName: "CoordinatorType").addingCase(caseName, to: enumText)
        }
        files[enumFile] = enumText

        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }
}
