import Foundation
import XCTest

/// Odd inputs coordgen legitimately accepts — keywords that need backticks, names that look like Swift
/// or UIKit words, mixed separators, the longest name allowed — run through the built binary into one
/// project, which must then type-check as Swift 6 against the UIKit stand-in.
final class AcceptedOddNamesTests: EndToEndTestCase {
    /// Commands that must succeed, in order (later ones may use flows made by earlier ones).
    static let commands: [[String]] = [
        ["new", "coordinator", "Default", "--parent", "App"],  // case `default`
        ["new", "coordinator", "class", "--parent", "Default"],  // case `class`, a keyword parent
        ["new", "coordinator", "Protocol", "--present"],  // case `protocol`; ProtocolCoordinatorProtocol
        ["new", "coordinator", "Any", "--parent", "App"],  // case `any`; AnyCoordinator
        ["new", "coordinator", "Type", "--parent", "App"],  // case type, next to `var type`
        ["new", "coordinator", "Repeat", "--parent", "App", "--present"],
        ["new", "coordinator", "String", "--parent", "App"],  // a standard library type's name
        ["new", "coordinator", "UINavigation", "--parent", "App"],  // UIKit-like, but no UIKit class
        ["new", "coordinator", "CoordinatorCoordinator"],  // the suffix dropped once
        ["new", "coordinator", "CoordinatorType"],  // the enum's own name as a flow
        ["new", "coordinator", "  Padded  ", "--parent", "App"],  // trimmed
        ["new", "coordinator", "sign_up-now", "--parent", "App"],  // SignUpNow
        ["new", "coordinator", "URLSession", "--parent", "App"],  // case urlSession
        ["new", "coordinator", "X", "--parent", "App"],
        ["new", "coordinator", "Step2", "--parent", "App"],
        ["new", "coordinator", "a-2fa", "--parent", "App"],  // A2fa: a digit after a separator
        ["new", "coordinator", String(repeating: "Ab", count: 40), "--parent", "App"],  // exactly 80 characters
        ["new", "coordinator", "Home", "--parent", "App"],  // reuses the identical HomeViewController
        ["new", "screen", "Default", "--coordinator", "Default"],  // pushToDefault()
        ["new", "screen", "Home", "--coordinator", "Default"],  // the identical home screen, pushed again
        ["new", "screen", "Return", "--coordinator", "class", "--present"],
        ["new", "screen", "Details", "--coordinator", "Type"],
        ["new", "screen", "DetailsViewController", "--coordinator", "App"],  // suffix dropped; the identical screen is kept
        ["new", "screen", "self-check", "--coordinator", "App", "--present"],  // SelfCheck
    ]

    func testOddButValidNamesProduceCodeThatTypeChecks() throws {
        for arguments in Self.commands {
            let result = CoordgenBinary.run(arguments, in: project)
            XCTAssertEqual(result.status, 0, "coordgen \(arguments):\n\(result.output)")
        }
        let enumText = try read("Hotel/Coordinators/CoordinatorType.swift")
        // Reserved words get backticks; contextual ones (`any`, `type`) may go without.
        for name in ["default", "class", "protocol", "any", "type", "repeat", "string", "urlSession", "signUpNow", "a2fa"] {
            XCTAssertTrue(
                enumText.contains("    case \(name)\n") || enumText.contains("    case `\(name)`\n"), "case \(name) missing:\n\(enumText)")
        }
        let files = GoldenTree.listFiles(project).filter { $0.hasSuffix(".swift") }
        let tests = files.filter { $0.hasPrefix("HotelTests/") }.map(project.appendingPathComponent)
        let app = files.filter { !$0.hasPrefix("HotelTests/") }.map(project.appendingPathComponent)
        let compiled = try SwiftCompiler.typeCheck(appSources: app, testSources: tests, moduleName: "Hotel", swiftVersion: 6)
        XCTAssertEqual(compiled.warnings, [], compiled.output)
    }
}
