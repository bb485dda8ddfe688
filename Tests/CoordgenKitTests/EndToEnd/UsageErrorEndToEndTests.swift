import Foundation
import XCTest

/// Values that can be judged without a project are usage errors: exit 64, the message and the usage
/// line, before anything is read or written. Problems found in the project stay exit 1.
final class UsageErrorEndToEndTests: EndToEndTestCase {
    private func assertUsageError(
        _ arguments: [String], in directory: URL? = nil, saying message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let before = TreeSnapshot(workspace)
        let result = CoordgenBinary.run(arguments, in: directory ?? project)
        XCTAssertEqual(result.status, 64, "\(arguments)\n\(result.output)", file: file, line: line)
        XCTAssertTrue(result.stderr.contains(message), "expected “\(message)” in \(arguments):\n\(result.output)", file: file, line: line)
        XCTAssertTrue(
            result.stderr.contains("Usage: coordgen"), "no usage line for \(arguments):\n\(result.output)", file: file, line: line)
        XCTAssertEqual(TreeSnapshot(workspace), before, "the workspace changed after \(arguments)", file: file, line: line)
    }

    func testBadOptionValuesAreUsageErrors() {
        assertUsageError(["new", "project", "Other", "--bundle-id", "bad id"], in: workspace, saying: "is not a bundle identifier")
        assertUsageError(["new", "project", "Other", "--ios", "9"], in: workspace, saying: "is not an iOS version")
        assertUsageError(["new", "project", "Other", "--style", "swiftui", "--ios", "15.0"], in: workspace, saying: "16.0")
        assertUsageError(["new", "project", "Other", "--style", "tca"], in: workspace, saying: "'tca' is invalid")
        assertUsageError(["new", "project", ""], in: workspace, saying: "the name is empty")
    }

    func testBadNamesAreUsageErrorsEvenOutsideAProject() {
        // No .coordgen.yml is read: the name is refused first.
        assertUsageError(["new", "coordinator", "1abc"], in: workspace, saying: "starts with a digit")
        assertUsageError(["new", "coordinator", "Payment", "--parent", "Pay!"], saying: "contains \"!\"")
        assertUsageError(["new", "screen", "2x", "--coordinator", "App"], saying: "starts with a digit")
    }

    func testProblemsFoundInTheProjectStayExitOne() {
        let outside = CoordgenBinary.run(["new", "coordinator", "Payment"], in: workspace)
        XCTAssertEqual(outside.status, 1, outside.output)
        XCTAssertTrue(outside.stderr.contains("no .coordgen.yml"), outside.output)
        let unknownParent = CoordgenBinary.run(["new", "coordinator", "Payment", "--parent", "Nowhere"], in: project)
        XCTAssertEqual(unknownParent.status, 1, unknownParent.output)
        XCTAssertFalse(unknownParent.stderr.contains("Usage:"), unknownParent.output)
    }
}
