import XCTest

@testable import CoordgenKit

/// Coordinator classes conforming to a protocol that no source of the app declares (a package's) are
/// refused in one line naming it and the modules their files import; a protocol the app declares, or one
/// only a few coordinators conform to, is no such case.
final class UndeclaredSharedProtocolTests: XCTestCase {
    private func refusal(_ sources: [String: String]) -> String? {
        let index = DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
        return UndeclaredSharedProtocol(index: index).refusal()
    }

    private func flow(_ name: String, conforming: String = "CoordinatorType") -> String {
        "import UIKit\nimport FlowKit\nfinal class \(name)Coordinator: NSObject, \(conforming) {}"
    }

    func testAPackagesProtocolMostCoordinatorsConformToIsNamed() throws {
        let line = try XCTUnwrap(refusal(["App/A.swift": flow("App"), "App/B.swift": flow("Dashboard"), "App/C.swift": flow("Pin")]))
        XCTAssertTrue(line.contains("conform to CoordinatorType (3 of 3, such as AppCoordinator), which no source here declares"), line)
        XCTAssertTrue(line.contains("(their files import FlowKit)"), line)
        XCTAssertTrue(line.contains("--protocol NAME"), line)
    }

    func testAProtocolTheAppDeclaresOrFewConformToIsNoSuchCase() {
        let declared = "protocol CoordinatorType: AnyObject {}"
        XCTAssertNil(refusal(["App/P.swift": declared, "App/A.swift": flow("App"), "App/B.swift": flow("Dashboard")]))
        XCTAssertNil(
            refusal([
                "App/A.swift": flow("App"), "App/B.swift": flow("Dashboard"), "App/C.swift": flow("Pin", conforming: "NSObjectProtocol"),
                "App/D.swift": flow("More", conforming: "NSObjectProtocol"),
            ]))
    }
}
