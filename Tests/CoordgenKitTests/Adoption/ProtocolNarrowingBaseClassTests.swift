import XCTest

@testable import CoordgenKit

/// A protocol constrained to the coordinators' base class that only some flows adopt (the tabs of one tab
/// bar) narrows the base: it is not the app's coordinator protocol where the base adopts another one, or
/// where fewer than half of the coordinators on the base conform to it. Read on small in-memory apps.
final class ProtocolNarrowingBaseClassTests: XCTestCase {
    private func candidates(_ sources: [String: String]) -> [String] {
        let files = sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return CoordinatorProtocolDetector(index: DeclarationIndex(files: files)).candidates().map(\.name)
    }

    private let tabProtocol = """
        protocol ShelfTabCoordinator: BaseCoordinator { var onTabSwitch: ((Int) -> Void)? { get set } }
        protocol BooksCoordinatorOutput: ShelfTabCoordinator {}
        final class BooksCoordinator: BaseCoordinator, BooksCoordinatorOutput { var onTabSwitch: ((Int) -> Void)? }
        """

    private let flows = """
        final class AppCoordinator: BaseCoordinator {}
        final class LoansCoordinator: BaseCoordinator {}
        final class ReadersCoordinator: BaseCoordinator {}
        """

    func testTheProtocolTheBaseAdoptsIsTheAppsNotTheOneNarrowingTheBase() {
        let sources = [
            "App/Coordinator.swift": "protocol Coordinator: AnyObject { func start() }",
            "App/BaseCoordinator.swift": "class BaseCoordinator: Coordinator { func start() {} }",
            "App/Tabs.swift": tabProtocol, "App/Flows.swift": flows,
        ]
        XCTAssertEqual(candidates(sources), ["Coordinator"])
    }

    func testWithoutAProtocolTheBaseStandsForItWhereFewFlowsAdoptTheNarrowingOne() {
        let sources = [
            "App/BaseCoordinator.swift": "class BaseCoordinator { func start() {} }",
            "App/Tabs.swift": tabProtocol, "App/Flows.swift": flows,
        ]
        XCTAssertEqual(candidates(sources), [])
    }

    func testAProtocolConstrainedToTheBaseThatMostFlowsAdoptIsStillTheApps() {
        let sources = [
            "App/BaseCoordinator.swift": "class BaseCoordinator { func start() {} }",
            "App/Coordinator.swift": "protocol Coordinator: BaseCoordinator { func show() }",
            "App/Flows.swift": """
                final class AppCoordinator: BaseCoordinator, Coordinator { func show() {} }
                final class LoansCoordinator: BaseCoordinator, Coordinator { func show() {} }
                final class ReadersCoordinator: BaseCoordinator, Coordinator { func show() {} }
                """,
        ]
        XCTAssertEqual(candidates(sources), ["Coordinator"])
    }
}
