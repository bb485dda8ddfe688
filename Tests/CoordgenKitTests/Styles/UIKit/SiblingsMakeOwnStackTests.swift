import XCTest

@testable import CoordgenKit

final class SiblingsMakeOwnStackTests: XCTestCase {
    private func index(_ sources: [String: String]) -> DeclarationIndex {
        DeclarationIndex(files: sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) })
    }

    private static let protocols = "import UIKit\nprotocol Coordinator { func start() }\n"

    func testStacksMadeInlineOrInTheInitialiserAreFound() throws {
        let index = index([
            "Coordinator.swift": Self.protocols,
            "Flows.swift": """
                import UIKit
                final class Stack: UINavigationController {}
                final class ShelfCoordinator: Coordinator {
                    private let stack: UINavigationController = UINavigationController()
                    func start() {}
                }
                final class ReaderCoordinator: Coordinator {
                    private var pages: Stack
                    init() { self.pages = Stack() }
                    func start() {}
                }
                final class MapCoordinator: Coordinator {
                    private let route: UINavigationController = .init()
                    func start() {}
                }
                final class HandedCoordinator: Coordinator {
                    let stack: UINavigationController
                    init(stack: UINavigationController) { self.stack = stack }
                    func start() {}
                }
                """,
        ])
        let found = try XCTUnwrap(SiblingsMakeOwnStack.find(protocolName: "Coordinator", index: index))
        XCTAssertEqual(found.examples, ["MapCoordinator.route", "ReaderCoordinator.pages", "ShelfCoordinator.stack"])
    }

    func testCoordinatorsHandedTheirStackMakeNone() {
        let index = index([
            "Coordinator.swift": Self.protocols,
            "Flows.swift": """
                import UIKit
                final class HandedCoordinator: Coordinator {
                    let stack: UINavigationController
                    init(stack: UINavigationController) { self.stack = stack }
                    func start() {}
                }
                """,
        ])
        XCTAssertNil(SiblingsMakeOwnStack.find(protocolName: "Coordinator", index: index))
    }
}
