import XCTest

@testable import CoordgenKit

/// The generation decisions read from a shape, on the fixture apps' recorded configs.
final class AppShapeGenerationTests: XCTestCase {
    private func shape(_ fixture: String) throws -> (AppShape, ProjectConfig) {
        let report = try AppShapeDetector(sources: AppSources(root: ExistingApps.url(fixture))).detect()
        return (report.config.appShape, report.config)
    }

    func testIsolationFollowsTheProtocolOrSwift6() throws {
        XCTAssertFalse(try shape("ClassicDelegate").0.isolatesCoordinators)
        XCTAssertTrue(try shape("SwiftTestingApp").0.isolatesCoordinators)
        XCTAssertTrue(AppShape.builtIn(for: .uikit, projectName: "Hotel").isolatesCoordinators)
        var swift6 = try shape("ClassicDelegate").0
        swift6.project.swiftVersion = "6"
        XCTAssertTrue(swift6.isolatesCoordinators)
    }

    func testButtonsFollowTheDeploymentTarget() throws {
        XCTAssertFalse(try shape("IOS13Target").0.usesPrimaryActionButtons)
        XCTAssertTrue(try shape("ClassicDelegate").0.usesPrimaryActionButtons)
    }

    func testTestsOnlyWhereATestTargetExists() throws {
        XCTAssertNil(try shape("IOS13Target").0.generatedTests)
        let tests = try XCTUnwrap(try shape("SwiftTestingApp").0.generatedTests)
        XCTAssertEqual(tests.folder, "TasksTests")
        XCTAssertEqual(tests.framework, .swiftTesting)
        XCTAssertEqual(try shape("MyAppHyphen").0.generatedTests?.module, "My_App")
    }

    func testAProtocolInAnotherModuleIsImported() throws {
        let (tuist, _) = try shape("TuistMultiModule")
        XCTAssertEqual(tuist.generatedImports, ["UIKit", "CoreModule"])
        XCTAssertEqual(try shape("ClassicDelegate").0.generatedImports, ["UIKit"])
    }

    func testFoldersFollowTheFeaturePatternElseThePaths() throws {
        let (_, features) = try shape("FeatureFolders")
        XCTAssertEqual(features.folder(for: .coordinator, flow: "Reservation"), "Hotel/Presentation/ReservationScene/Coordinator")
        XCTAssertEqual(features.folder(for: .screen, flow: "Reservation"), "Hotel/Presentation/ReservationScene/View")
        XCTAssertEqual(features.folder(for: .test, flow: "Reservation"), "HotelTests/Features/Reservation")
        let (_, classic) = try shape("ClassicDelegate")
        XCTAssertEqual(classic.folder(for: .coordinator, flow: "Reservation"), "Shop/Coordinators")
        XCTAssertEqual(classic.folder(for: .test, flow: "Reservation"), "ShopTests")
    }

    func testACoordgenProjectWithoutXcodeprojStillGetsTests() throws {
        let config = ProjectConfig(
            name: "Hotel", style: .uikit, organization: nil, bundleId: nil,
            paths: .init(coordinators: "Hotel/Coordinators", screens: "Hotel/Screens", tests: "Tests/Hotel", coordinatorType: nil))
        let shape = config.appShape
        XCTAssertEqual(shape.project.kind, .none)
        XCTAssertEqual(shape.generatedTests?.folder, "Tests/Hotel")
        XCTAssertEqual(shape.generatedTests?.framework, .xctest)
        XCTAssertTrue(shape.isolatesCoordinators, "coordgen's own protocol is @MainActor")
    }
}
