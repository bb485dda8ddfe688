import XCTest

@testable import CoordgenKit

/// The stack a coordinator holds, read from its declaration: typed, or made in place without a type.
final class HeldNavigationStackTests: XCTestCase {
    private func stack(_ source: String, in className: String = "AppCoordinator") throws -> HeldNavigationStack? {
        let index = DeclarationIndex(files: [SourceFile(path: "App.swift", text: source)])
        return try HeldNavigationStack.find(inClass: className, source: source, index: index)
    }

    func testAStackMadeInPlaceWithoutATypeIsHeld() throws {
        let held = try stack(
            """
            final class AppCoordinator {
                private let window: UIWindow
                private let navigationController = UINavigationController()
            }
            """)
        XCTAssertEqual(held?.property.name, "navigationController")
        XCTAssertEqual(held?.property.type, "UINavigationController")
        XCTAssertEqual(held?.property.optional, false)
        XCTAssertEqual(held?.property.settable, false)
    }

    func testAnAppsOwnStackTypeMadeInPlaceIsHeld() throws {
        let held = try stack(
            """
            class AppNavigationController: UINavigationController {}
            final class AppCoordinator {
                lazy var stack = AppNavigationController(rootViewController: UIViewController())
            }
            """)
        XCTAssertEqual(held?.property.name, "stack")
        XCTAssertEqual(held?.property.type, "AppNavigationController")
    }

    func testAValueMadeInPlaceOfAnotherTypeIsNoStack() throws {
        XCTAssertNil(
            try stack(
                """
                final class AppCoordinator {
                    private let window = UIWindow()
                    private let screen = UIViewController()
                }
                """))
    }
}
