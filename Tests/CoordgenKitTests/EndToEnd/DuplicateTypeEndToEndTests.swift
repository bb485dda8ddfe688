import Foundation
import XCTest

/// The built binary refuses a coordinator or screen whose type the app already declares: one line
/// naming the file and line, exit status 1, and the workspace byte for byte as it was.
final class DuplicateTypeEndToEndTests: EndToEndTestCase {
    func testACoordinatorWhoseClassExistsElsewhereIsRefused() throws {
        try write("import UIKit\n\n/// The first search, before coordgen.\nclass SearchCoordinator {}\n", to: "Hotel/Old/Search.swift")
        let message =
            "class SearchCoordinator is already declared at Hotel/Old/Search.swift:4; a second one would not compile: choose another name, or rename that type first"
        assertRefusedInOneLine(["new", "coordinator", "Search", "--parent", "App"], saying: message)
        assertRefusedInOneLine(["new", "coordinator", "search", "--force"], saying: message)
        assertRefusedInOneLine(["new", "coordinator", "Search", "--dry-run"], saying: message)

        // Renamed, the same command works; a mention in a comment or a string is not a declaration.
        try write(
            "import UIKit\n\n// Was: class SearchCoordinator {}\nlet legacyName = \"SearchCoordinator\"\n", to: "Hotel/Old/Search.swift")
        let result = coordgen("new", "coordinator", "Search", "--parent", "App")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("created Hotel/Coordinators/SearchCoordinator.swift"), result.stdout)
    }

    func testAScreenWhoseViewControllerExistsElsewhereIsRefused() throws {
        try write(
            "import UIKit\n\nstruct Legacy {\n    struct HelpViewController {}\n}\n\nfinal class HelpViewController: UIViewController {}\n",
            to: "Hotel/Legacy.swift")
        assertRefusedInOneLine(
            ["new", "screen", "Help", "--coordinator", "App"],
            saying: "class HelpViewController is already declared at Hotel/Legacy.swift:7; a second one would not compile")
    }

    func testTheFileForceOverwritesDoesNotClash() throws {
        XCTAssertEqual(coordgen("new", "coordinator", "Search").status, 0)
        // The user changed coordgen's file: without --force it is in the way, with --force it is replaced.
        try write(
            "import UIKit\n\nfinal class SearchViewController: UIViewController {} // mine\n",
            to: "Hotel/Screens/SearchViewController.swift")
        try write("enum CoordinatorType {\n    case app\n}\n", to: "Hotel/Coordinators/CoordinatorType.swift")
        assertRefusedInOneLine(
            ["new", "coordinator", "Search"],
            saying: "Hotel/Screens/SearchViewController.swift: already exists; use --force to overwrite it")
        let forced = coordgen("new", "coordinator", "Search", "--force")
        XCTAssertEqual(forced.status, 0, forced.output)
        XCTAssertTrue(forced.stdout.contains("overwrote Hotel/Screens/SearchViewController.swift"), forced.stdout)
    }
}

/// The same in an app coordgen did not make: a fixture adopted with `coordgen init`.
final class DuplicateTypeInAdoptedAppEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    /// A copy of the fixture app in the workspace, after `coordgen init`.
    private func adopt(_ name: String) throws -> URL {
        let app = workspace.appendingPathComponent(name)
        try FileManager.default.copyItem(at: ExistingApps.url(name), to: app)
        let result = coordgen("init", in: app)
        XCTAssertEqual(result.status, 0, result.output)
        return app
    }

    private func write(_ text: String, to path: String, in app: URL) throws {
        let url = app.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testClassicDelegateApp() throws {
        let app = try adopt("ClassicDelegate")
        try write("import UIKit\n\nenum Legacy {}\n\nfinal class SearchCoordinator: NSObject {}\n", to: "Shop/Legacy/Search.swift", in: app)
        assertRefusedInOneLine(
            ["new", "coordinator", "Search", "--parent", "App"], in: app,
            saying:
                "class SearchCoordinator is already declared at Shop/Legacy/Search.swift:5; a second one would not compile: choose another name, or rename that type first"
        )
        try write("import UIKit\n\nclass CartViewController: UIViewController {}\n", to: "Shop/Legacy/Cart.swift", in: app)
        assertRefusedInOneLine(
            ["new", "screen", "Cart", "--coordinator", "Home", "--force"], in: app,
            saying: "class CartViewController is already declared at Shop/Legacy/Cart.swift:3")
        // A test double in the test target is not the app's.
        try write("@testable import Shop\n\nfinal class ProfileCoordinator {}\n", to: "ShopTests/Doubles.swift", in: app)
        let result = coordgen("new", "coordinator", "Profile", "--parent", "App", in: app)
        XCTAssertEqual(result.status, 0, result.output)
    }

    /// The new types follow the app's naming scheme: protocol `{Name}Coordinator`, class
    /// `Default{Name}Coordinator`; both are checked.
    func testDefaultPrefixNamingApp() throws {
        let app = try adopt("DefaultPrefixNaming")
        try write("import UIKit\n\nfinal class DefaultSearchCoordinator {}\n", to: "Store/Old.swift", in: app)
        assertRefusedInOneLine(
            ["new", "coordinator", "Search"], in: app, saying: "class DefaultSearchCoordinator is already declared at Store/Old.swift:3")
        try write("import UIKit\n\nprotocol SearchCoordinator {}\n", to: "Store/Old.swift", in: app)
        assertRefusedInOneLine(
            ["new", "coordinator", "Search"], in: app, saying: "protocol SearchCoordinator is already declared at Store/Old.swift:3")
    }

    /// Tuist, two modules: the app target's folder bounds the module, so a framework's type of the same
    /// name does not clash (the app's own declaration shadows it), one in the app's folder does.
    func testTuistMultiModuleApp() throws {
        let app = try adopt("TuistMultiModule")
        try write("public final class SearchCoordinator {}\n", to: "CoreModule/Sources/Search.swift", in: app)
        try write(
            "import UIKit\n\n/// Old.\nfinal class SearchViewController: UIViewController {}\n", to: "App/Sources/Legacy.swift", in: app)
        assertRefusedInOneLine(
            ["new", "coordinator", "Search", "--parent", "App"], in: app,
            saying:
                "class SearchViewController is already declared at App/Sources/Legacy.swift:4; a second one would not compile: choose another name, or rename that type first"
        )
        try FileManager.default.removeItem(at: app.appendingPathComponent("App/Sources/Legacy.swift"))
        let result = coordgen("new", "coordinator", "Search", "--parent", "App", in: app)
        XCTAssertEqual(result.status, 0, result.output)
    }
}

extension EndToEndTestCase {
    /// Asserts exit status 1 (a problem found in the project), one line on stderr containing `message`,
    /// nothing on stdout, and the workspace byte-identical.
    func assertRefusedInOneLine(
        _ arguments: [String], in directory: URL? = nil, saying message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = TreeSnapshot(workspace)
        let result = CoordgenBinary.run(arguments, in: directory ?? project)
        XCTAssertEqual(result.status, 1, "\(arguments)\n\(result.output)", file: file, line: line)
        XCTAssertTrue(
            result.stderr.contains(message), "expected “\(message)” in stderr of \(arguments):\n\(result.output)", file: file, line: line)
        XCTAssertEqual(
            result.stderr.trimmingCharacters(in: .newlines).split(separator: "\n").count, 1, "one line: \(result.stderr)", file: file,
            line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        XCTAssertEqual(TreeSnapshot(workspace), before, "the workspace changed after the refused \(arguments)", file: file, line: line)
    }
}
