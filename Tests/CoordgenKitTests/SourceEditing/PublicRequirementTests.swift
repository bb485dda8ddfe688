import Foundation
import XCTest

@testable import CoordgenKit

/// A method added to a coordinator whose protocol is `public` (a feature module's
/// `public protocol ProfileCoordinating`) is `public` in the class, so it meets the requirement from
/// outside the module; the protocol's requirement itself carries no modifier.
final class PublicRequirementTests: XCTestCase {
    private let snippet = """
        /// Pushes the Receipt screen.
        func pushToReceipt() {
            show()
        }
        """

    func testTheDocCommentStaysInFrontOfTheAddedModifier() throws {
        XCTAssertEqual(
            try FunctionSnippet(snippet).leadingModifier(.public),
            """
            /// Pushes the Receipt screen.
            public func pushToReceipt() {
                show()
            }
            """)
        XCTAssertEqual(
            try FunctionSnippet("/// Doc.\n@MainActor\nfunc go() {}").leadingModifier(.public), "/// Doc.\n@MainActor\npublic func go() {}")
        XCTAssertEqual(try FunctionSnippet("/// Doc.\nfinal func go() {}").leadingModifier(.public), "/// Doc.\npublic final func go() {}")
        XCTAssertEqual(try FunctionSnippet("private func go() {}").leadingModifier(.public), "private func go() {}")
    }

    func testAPublicProtocolsClassGetsAPublicMethod() throws {
        let project = try XCTUnwrap(
            """
            public protocol ProfileCoordinating: AnyObject {
                func start()
            }

            public final class ProfileCoordinator: ProfileCoordinating {
                public init() {}

                public func start() {}
            }

            """ as String?)
        XCTAssertTrue(try PublicTypeLookup.isPublic("ProfileCoordinating", kind: .protocol, in: project))
        XCTAssertFalse(try PublicTypeLookup.isPublic("Missing", kind: .protocol, in: project))
        XCTAssertFalse(try PublicTypeLookup.isPublic("Coordinator", kind: .protocol, in: "protocol Coordinator {}"))
    }
}
