import XCTest

@testable import CoordgenKit

/// An edited file whose new code names UIKit types gets `import UIKit` where it imports neither UIKit
/// nor SwiftUI (a parent's `runZebraFlow(on: UINavigationController)` in a file importing Foundation
/// alone), and only there.
final class UIKitImportForEditsTests: XCTestCase {
    private let parent = "import Foundation\n\nfinal class TabCoordinator {\n    func start() {}\n}\n"
    private let edited =
        "import Foundation\n\nfinal class TabCoordinator {\n    func start() {}\n\n    func runZebraFlow(on navigationController: UINavigationController) {}\n}\n"

    func testAFoundationOnlyFileWhoseEditNamesAUIKitTypeNeedsTheImport() throws {
        XCTAssertTrue(try UIKitImportForEdits.needed(original: parent, edited: edited))
    }

    func testAFileWithoutImportsNeedsItToo() throws {
        let bare = { (text: String) in String(text.dropFirst("import Foundation\n\n".count)) }
        XCTAssertTrue(try UIKitImportForEdits.needed(original: bare(parent), edited: bare(edited)))
    }

    func testAFileThatImportsUIKitOrSwiftUIDoesNot() throws {
        for module in ["UIKit", "SwiftUI"] {
            let imported = { (text: String) in text.replacingOccurrences(of: "import Foundation", with: "import \(module)") }
            XCTAssertFalse(try UIKitImportForEdits.needed(original: imported(parent), edited: imported(edited)), module)
        }
    }

    func testAnEditThatNamesNoNewUIKitTypeDoesNot() throws {
        let other = parent.replacingOccurrences(of: "func start() {}", with: "func start() {}\n    func finish() {}")
        XCTAssertFalse(try UIKitImportForEdits.needed(original: parent, edited: other))
    }
}
