import XCTest

@testable import CoordgenKit

/// A router protocol whose root call takes a parameter it gives no default (`setRootModule(_:hideBar:)`,
/// the canonical router's), where the class behind it defaults it (`hideBar: Bool = false`): generated
/// calls pass the implementation's default, instead of a call the protocol does not accept.
final class RouterArgumentsDefaultedByImplementationTests: XCTestCase {
    private let index = DeclarationIndex(files: [
        SourceFile(
            path: "App/Router.swift",
            text: """
                import UIKit

                protocol Routable {
                    func setRootModule(_ module: UIViewController, hideBar: Bool)
                    func setRootModule(_ module: UIViewController, title: String)
                }

                final class Router: Routable {
                    func setRootModule(_ module: UIViewController, hideBar: Bool = false) {}
                    func setRootModule(_ module: UIViewController, title: String) {}
                }

                """)
    ])

    private func forms(_ name: String) throws -> RouterCallForms {
        RouterCallForms(of: try XCTUnwrap(index.type(named: name)), index: index)
    }

    func testTheImplementationsDefaultFillsWhatTheProtocolLeavesOpen() throws {
        let calls = try forms("Routable")
        XCTAssertNil(calls.showArguments(of: "setRootModule"))
        XCTAssertNil(calls.filledArguments(of: "setRootModule", takingScreen: true), "nothing tells what hideBar or title takes")
        let defaults = try forms("Router").defaultValues(of: "setRootModule")
        XCTAssertEqual(defaults, ["hideBar": "false"])
        XCTAssertEqual(calls.filledArguments(of: "setRootModule", takingScreen: true, defaults: defaults), ", hideBar: false")
    }
}
