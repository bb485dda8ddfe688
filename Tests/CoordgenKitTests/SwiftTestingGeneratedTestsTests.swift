import Foundation
import XCTest

@testable import CoordgenKit

/// New projects get Swift Testing tests, as Xcode 16's App template does, and later coordinators follow
/// the framework `.coordgen.yml` records. The Swift Testing tests of every style's full scenario
/// type-check (`import Testing`) against the stand-ins in Swift 5 and 6 modes without warnings.
final class SwiftTestingGeneratedTestsTests: XCTestCase {
    func testNewProjectsDefaultToSwiftTestingAndRecordIt() throws {
        XCTAssertEqual(ProjectOptions(name: "Hotel", outputDirectory: URL(fileURLWithPath: "/tmp")).testing, .swiftTesting)
        let sample = try SampleProject(testing: .swiftTesting)
        defer { sample.remove() }
        let files = try XCTUnwrap(sample.steps.first?.files)
        XCTAssertTrue(try XCTUnwrap(files[".coordgen.yml"]).contains("\ntesting: swift-testing\n"))
        let test = try XCTUnwrap(files["HotelTests/AppCoordinatorTests.swift"])
        XCTAssertTrue(test.contains("import Testing\n"), test)
        XCTAssertTrue(test.contains("@Test func startShowsTheHomeScreen()"), test)
        XCTAssertFalse(test.contains("XCT"), test)
    }

    /// A `.coordgen.yml` written before `testing:` existed means XCTest, which those projects have.
    func testConfigWithoutTestingKeyMeansXCTest() throws {
        let config = ProjectConfig(
            name: "Hotel", style: .uikit, organization: nil, bundleId: nil,
            paths: .init(coordinators: "Hotel/Coordinators", screens: "Hotel/Screens", tests: "HotelTests", coordinatorType: nil))
        XCTAssertEqual(config.testingFramework, .xctest)
        XCTAssertEqual(TestingFramework.swiftTesting.coordinatorTestsRole, .coordinatorSwiftTests)
        XCTAssertEqual(TestingFramework.xctest.coordinatorTestsRole, .coordinatorTests)
    }

    func testEveryStylesSwiftTestingTestsCompileInSwift5And6Modes() throws {
        for style in Style.allCases {
            let sample = try SampleProject.fullScenario(style: style, testing: .swiftTesting)
            defer { sample.remove() }
            let files = try sample.swiftFiles()
            XCTAssertGreaterThanOrEqual(files.tests.count, 4, "\(style): the app's and each coordinator's tests")
            for test in files.tests {
                let text = try String(contentsOf: test, encoding: .utf8)
                XCTAssertTrue(text.contains("import Testing\n") && text.contains("@Test func "), "\(style) \(test.lastPathComponent)")
                XCTAssertFalse(text.contains("XCT"), "\(style) \(test.lastPathComponent)")
            }
            for version in [5, 6] {
                let result = try SwiftCompiler.typeCheck(
                    appSources: files.app, testSources: files.tests, moduleName: "Hotel", swiftVersion: version,
                    frameworks: style == .swiftui ? .swiftUI : .uikit)
                XCTAssertEqual(result.warnings, [], "\(style), Swift \(version) mode")
            }
        }
    }
}
