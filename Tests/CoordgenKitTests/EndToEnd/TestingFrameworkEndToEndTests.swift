import Foundation
import XCTest

/// `new project --testing`: Swift Testing by default (Xcode 16's), XCTest on request, recorded in
/// `.coordgen.yml` so `new coordinator` writes the same kind of tests later.
final class TestingFrameworkEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    func testDefaultIsSwiftTestingForTheProjectAndLaterCoordinators() throws {
        let result = coordgen("new", "project", "Hotel", in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(try read(".coordgen.yml").contains("\ntesting: swift-testing\n"))
        XCTAssertTrue(try read("HotelTests/AppCoordinatorTests.swift").contains("import Testing\n"))
        XCTAssertEqual(coordgen("new", "coordinator", "Reservation", "--parent", "App").status, 0)
        let test = try read("HotelTests/ReservationCoordinatorTests.swift")
        XCTAssertTrue(test.contains("import Testing\n") && test.contains("struct ReservationCoordinatorTests {"), test)
    }

    func testXCTestOnRequestForTheProjectAndLaterCoordinators() throws {
        let result = coordgen("new", "project", "Hotel", "--style", "router", "--testing", "xctest", in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(try read(".coordgen.yml").contains("\ntesting: xctest\n"))
        XCTAssertTrue(try read("HotelTests/AppCoordinatorTests.swift").contains("final class AppCoordinatorTests: XCTestCase {"))
        XCTAssertEqual(coordgen("new", "coordinator", "Reservation", "--parent", "App").status, 0)
        XCTAssertTrue(try read("HotelTests/ReservationCoordinatorTests.swift").contains("import XCTest\n"))
    }

    func testUnknownFrameworkIsAUsageError() throws {
        let result = coordgen("new", "project", "Hotel", "--testing", "quick", in: workspace)
        XCTAssertEqual(result.status, 64, result.output)
        XCTAssertTrue(result.stderr.contains("swift-testing") && result.stderr.contains("xctest"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.path))
    }
}
