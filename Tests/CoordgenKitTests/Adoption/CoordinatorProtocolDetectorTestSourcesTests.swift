import XCTest

@testable import CoordgenKit

/// A test's mock that adopts a flow's parent protocol (`ProfileCoordinatorParentType`) does not make that
/// protocol the app's coordinator protocol: test sources never decide it.
final class CoordinatorProtocolDetectorTestSourcesTests: XCTestCase {
    private let appFiles = [
        SourceFile(
            path: "Ledger/Coordinators/ProfileCoordinator.swift",
            text: """
                protocol ProfileCoordinatorParentType: AnyObject {
                    func childDidRequestToFinish()
                }
                final class ProfileCoordinator {
                    weak var parent: ProfileCoordinatorParentType?
                }
                """),
        SourceFile(
            path: "Ledger/Coordinators/AppCoordinator.swift",
            text: """
                final class AppCoordinator {}
                extension AppCoordinator: ProfileCoordinatorParentType {
                    func childDidRequestToFinish() {}
                }
                """),
    ]

    private func candidates(withTestFile path: String) -> [String] {
        let mock = SourceFile(
            path: path,
            text: """
                private final class ProfileCoordinatorParentMock: ProfileCoordinatorParentType {
                    func childDidRequestToFinish() {}
                }
                """)
        return CoordinatorProtocolDetector(index: DeclarationIndex(files: appFiles + [mock])).candidates().map(\.name)
    }

    func testAMockInATestFileOrFolderDecidesNothing() {
        XCTAssertEqual(candidates(withTestFile: "LedgerTests/Coordinators/ProfileCoordinatorTests.swift"), [])
        XCTAssertEqual(candidates(withTestFile: "LedgerTests/Mocks/ParentMock.swift"), [])
        XCTAssertEqual(candidates(withTestFile: "Ledger/Mocks/Parent.swift"), [])
    }

    func testTheSameClassInTheAppStillCounts() {
        XCTAssertEqual(candidates(withTestFile: "Ledger/Coordinators/ProfileParent.swift"), ["ProfileCoordinatorParentType"])
    }
}
