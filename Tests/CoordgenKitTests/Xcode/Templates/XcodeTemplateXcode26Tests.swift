import Foundation
import XCTest

@testable import CoordgenKit

/// The templates `coordgen xcode install` writes by default are Xcode 26's: what Xcode makes from the
/// Coordinator App template is what `coordgen new project` writes (apart from the header), with the same
/// Xcode 26 target settings, and the file templates write what `new coordinator` writes in such a
/// project; all of it type-checks with Xcode 26's settings.
final class XcodeTemplateXcode26Tests: XCTestCase {
    private static let set = Result { try XcodeTemplateSet(xcode: .xcode26) }
    private let xcode = XcodeSubstitution(project: "Hotel")

    private func bundle(_ title: String, style: Style) throws -> XcodeTemplateBundle {
        try XCTUnwrap(try Self.set.get().bundles.first { $0.title == title && $0.style == style }, "no bundle \(title) for \(style)")
    }

    /// The uikit and router styles' New File templates write the same code for Xcode 16 and 26, so the
    /// compile tests of the Xcode 26 ones in an Xcode 16 project (`UIKitXcodeTemplateCompileTests`,
    /// `RouterXcodeTemplateCompileTests`) check both; SwiftUI's differ and are each checked
    /// (`SwiftUIXcodeTemplateCompileTests`).
    func testUIKitAndRouterFileTemplatesAreTheSameForXcode16And26() throws {
        for style in [Style.uikit, .router] {
            for title in ["Coordinator", "Screen"] {
                let xcode16 = try XcodeTemplates.bundle(title, style: style).filter { $0.key.hasSuffix(".swift") }
                XCTAssertFalse(xcode16.isEmpty, "\(style) \(title)")
                XCTAssertEqual(try bundle(title, style: style).files.filter { $0.key.hasSuffix(".swift") }, xcode16, "\(style) \(title)")
            }
        }
        let swiftUI16 = try XcodeTemplates.bundle("Coordinator", style: .swiftui).filter { $0.key.hasSuffix(".swift") }
        XCTAssertNotEqual(try bundle("Coordinator", style: .swiftui).files.filter { $0.key.hasSuffix(".swift") }, swiftUI16)
    }

    func testProjectTemplateIsTheCLIsXcode26ProjectWithItsSettings() throws {
        for style in Style.allCases {
            let sample = try SampleProject(style: style, testing: .swiftTesting, xcode: .xcode26)
            defer { sample.remove() }
            let made = try xcode.projectTemplate(try bundle("Coordinator App", style: style).files)
            let cli = try XCTUnwrap(sample.steps.first).files
            for path in cli.keys.filter({ $0.hasPrefix("Hotel/") && $0.hasSuffix(".swift") }).sorted() {
                XCTAssertEqual(
                    XcodeTemplates.withoutHeader(try XCTUnwrap(made.files[path], "\(style): \(path)")),
                    XcodeTemplates.withoutHeader(try XCTUnwrap(cli[path])), "\(style): \(path)")
            }

            // The settings Xcode 26's App template adds are the CLI project's, written out.
            let info = try XCTUnwrap(
                try PropertyListSerialization.propertyList(
                    from: try XCTUnwrap(try bundle("Coordinator App", style: style).files["TemplateInfo.plist"]), format: nil)
                    as? [String: Any])
            let shared = try XCTUnwrap((info["Targets"] as? [[String: Any]])?.first?["SharedSettings"] as? [String: String])
            let expected = ProjectBuildSettings.xcodeSettings(xcode: .xcode26, concurrency: .xcode26AppTemplate, forApp: true)
            XCTAssertEqual(expected["SWIFT_DEFAULT_ACTOR_ISOLATION"], "MainActor")
            for (key, value) in expected {
                XCTAssertEqual(shared[key], value, "\(style): \(key)")
            }
            let pbxproj = try String(contentsOf: sample.root.appendingPathComponent("Hotel.xcodeproj/project.pbxproj"), encoding: .utf8)
            for (key, value) in expected {
                XCTAssertTrue(pbxproj.contains("\t\t\t\t\(key) = \(value);\n"), "\(style): the CLI's project has \(key) = \(value)")
            }
        }
    }

    /// The Testing System popup, as Apple's App template has it: None (its default), XCTest, Swift
    /// Testing; the two last add Apple's unit- and UI-test targets.
    func testProjectTemplateOffersApplesTestingSystemChoice() throws {
        for style in Style.allCases {
            let info = try XCTUnwrap(
                try PropertyListSerialization.propertyList(
                    from: try XCTUnwrap(try bundle("Coordinator App", style: style).files["TemplateInfo.plist"]), format: nil)
                    as? [String: Any])
            let options = try XCTUnwrap(info["Options"] as? [[String: Any]])
            let testing = try XCTUnwrap(options.first { $0["Identifier"] as? String == "testingSystem" }, "\(style)")
            XCTAssertEqual(testing["Type"] as? String, "popup")
            XCTAssertEqual(testing["Default"] as? String, "None")
            XCTAssertEqual(testing["Values"] as? [String], ["None", "XCTest", "Swift Testing"])
            XCTAssertEqual(
                testing["ValueTitles"] as? [String], ["None", "XCTest for Unit and UI Tests", "Swift Testing with XCTest UI Tests"])
            let units = try XCTUnwrap(testing["Units"] as? [String: [String: Any]])
            XCTAssertEqual(Set(units.keys), ["XCTest", "Swift Testing"])
            for (value, unit) in units {
                let names = (unit["Components"] as? [[String: String]])?.compactMap { $0["Name"] }
                XCTAssertEqual(names, ["___PACKAGENAME___Tests", "___PACKAGENAME___UITests"], "\(style) \(value)")
            }
        }
    }

    func testSwiftUICoordinatorTemplateIsTheCLIsAndCompilesWithXcode26Settings() throws {
        var sample = try SampleProject(style: .swiftui, testing: .swiftTesting, xcode: .xcode26)
        defer { sample.remove() }
        try sample.addCoordinator(CoordinatorOptions(name: "Reservation", parent: "App"), step: "cli")
        let made = try xcode.fileTemplate(
            try bundle("Coordinator", style: .swiftui).files,
            answers: XcodeTemplates.coordinatorAnswers("Reservation", caseName: "reservation"))
        let cli = try XCTUnwrap(sample.steps.last).files
        let coordinator = try XCTUnwrap(made["ReservationCoordinator.swift"])
        XCTAssertTrue(coordinator.contains("nonisolated enum Destination: Hashable"), coordinator)
        XCTAssertEqual(
            XcodeTemplates.withoutHeader(coordinator),
            XcodeTemplates.withoutHeader(try XCTUnwrap(cli["Hotel/Coordinators/ReservationCoordinator.swift"])))

        let files = try sample.swiftFiles()
        for mode in LanguageSettings.Mode.allCases {
            let result = try SwiftCompiler.typeCheck(
                appSources: files.app, testSources: files.tests, moduleName: "Hotel", settings: .xcode26(mode), frameworks: .swiftUI)
            XCTAssertEqual(result.warnings, [], "\(mode)")
        }
    }
}
