import Foundation
import SwiftSyntax
import XCTest

@testable import CoordgenKit

/// The lookups and editors share the trees of the last few texts they parsed (``RecentParses``).
final class RecentParsesTests: XCTestCase {
    func testTheSameTextIsParsedOnceAndAnotherTextIsNot() {
        let text = "final class RecentParsesProbe\(UUID().uuidString.prefix(8)) {}\n"
        let first = RecentParses.tree(of: text)
        XCTAssertEqual(RecentParses.tree(of: text).id, first.id, "the same tree handed out again")
        XCTAssertEqual(first.description, text)
        let other = RecentParses.tree(of: text + "\n")
        XCTAssertNotEqual(other.id, first.id)
        XCTAssertEqual(other.description, text + "\n")
    }

    func testOnlyTheLastFewTextsAreKept() {
        let stem = UUID().uuidString.prefix(8)
        let first = RecentParses.tree(of: "let a\(stem) = 0\n")
        for index in 0..<RecentParses.capacity { _ = RecentParses.tree(of: "let b\(stem)\(index) = 0\n") }
        XCTAssertNotEqual(RecentParses.tree(of: "let a\(stem) = 0\n").id, first.id, "parsed again once evicted")
    }

    /// A lookup after an edit reads the edited text, not the tree of the text before it.
    func testAnEditedFileIsLookedUpInItsNewText() {
        let before = "final class Probe\(UUID().uuidString.prefix(8).filter(\.isLetter)) {}\n"
        XCTAssertFalse(TypeMemberInserter.declaresType(named: "Added", kind: .class, in: before))
        XCTAssertTrue(TypeMemberInserter.declaresType(named: "Added", kind: .class, in: before + "final class Added {}\n"))
        XCTAssertFalse(TypeMemberInserter.declaresType(named: "Added", kind: .class, in: before))
    }
}
