import XCTest

@testable import CoordgenKit

/// Relative path arithmetic for folders a project file's groups name, where a group may climb out of
/// the project's folder (`path = ../AppTests`).
final class PathMathRelativeTests: XCTestCase {
    func testAJoinedPathResolvesTheFoldersItClimbsBackOutOf() {
        XCTAssertEqual(PathMath.joinRelative("App", "../AppTests"), "AppTests")
        XCTAssertEqual(PathMath.joinRelative("Apps/Shop", "../Shared/Sources"), "Apps/Shared/Sources")
        XCTAssertEqual(PathMath.joinRelative("App", "Features"), "App/Features")
        XCTAssertEqual(PathMath.joinRelative("App", "./Features/"), "App/Features")
    }

    func testAJoinedPathThatClimbsAboveItsStartStaysOutside() {
        XCTAssertEqual(PathMath.joinRelative("", "../AppTests"), "../AppTests")
        XCTAssertEqual(PathMath.joinRelative("App", "../../Outside"), "../Outside")
        XCTAssertEqual(PathMath.joinRelative("App", ".."), ".")
    }

    func testTheTopFolderOfAClimbingPathIsTheFolderItClimbsTo() {
        XCTAssertEqual(PathMath.topFolder(of: "../AppTests/AppTests.swift"), "../AppTests")
        XCTAssertEqual(PathMath.topFolder(of: "../../Shared/Tests/Deep/FlowTests.swift"), "../../Shared")
        XCTAssertEqual(PathMath.topFolder(of: "Features/Home/HomeCoordinator.swift"), "Features")
    }

    func testAFileDirectlyInItsBaseHasNoTopFolder() {
        XCTAssertNil(PathMath.topFolder(of: "AppDelegate.swift"))
        XCTAssertNil(PathMath.topFolder(of: "../AppDelegate.swift"))
    }
}
