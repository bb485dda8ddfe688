import Foundation
import SwiftParser
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

    /// A file read whole right after a lookup parsed its text takes that tree (`new coordinator` looks for
    /// the parent's class in the files it then indexes); a file read otherwise leaves the store as it was.
    func testASourceFileTakesTheTreeALookupJustParsed() {
        let text = "final class SharedTreeProbe\(UUID().uuidString.prefix(8).filter(\.isLetter)) {}\n"
        let looked = RecentParses.tree(of: text)
        XCTAssertEqual(SourceFile(path: "A.swift", text: text).tree.id, looked.id)
        let unseen = text + "// unseen\n"
        let file = SourceFile(path: "B.swift", text: unseen)
        XCTAssertEqual(file.tree.description, unseen)
        XCTAssertNil(RecentParses.recentTree(of: unseen), "a SourceFile does not fill the store")
    }

    /// `declaresType` skips the parse of a text that holds the name nowhere as a whole word: on every
    /// fixture file, for each class and protocol it declares and names made from them (a prefix, the
    /// name with a letter before or after it, with backticks), the answer is that of the file's tree.
    func testTheWholeWordCheckSkipsOnlyTextsThatCannotDeclareTheName() throws {
        let texts = try ExistingApps.all.flatMap { ExistingApps.swiftFiles(in: $0) }.map { try String(contentsOf: $0, encoding: .utf8) }
        var compared = 0
        var skipped = 0
        for text in texts + [Self.backtickedAndUnicode] {
            let tree = Parser.parse(source: text)
            let classes = Set(SwiftDeclarationLookup.all(ClassDeclSyntax.self, in: tree) { _ in true }.map { SourceEditNames.unescaped($0.name) })
            let protocols = Set(SwiftDeclarationLookup.all(ProtocolDeclSyntax.self, in: tree) { _ in true }.map { SourceEditNames.unescaped($0.name) })
            let declared = classes.union(protocols)
            let names = declared.flatMap { name in
                [name, String(name.prefix(3)), "X" + name, name + "s", "`\(name)`", String(name.dropFirst())]
            }
            for name in Set(names) where !name.isEmpty && text.containsUTF8(name) {
                XCTAssertEqual(
                    TypeMemberInserter.declaresType(named: name, kind: .class, in: text), classes.contains(SourceEditNames.unescaped(name)),
                    "\(name) in \(text.prefix(80))")
                XCTAssertEqual(
                    TypeMemberInserter.declaresType(named: name, kind: .protocol, in: text),
                    protocols.contains(SourceEditNames.unescaped(name)))
                compared += 1
                if !text.containsUTF8Word(SourceEditNames.unescaped(name)) { skipped += 1 }
            }
        }
        XCTAssertGreaterThan(compared, 1_000)
        XCTAssertGreaterThan(skipped, 100, "names whose texts were not parsed")
    }

    private static let backtickedAndUnicode = """
        final class `Self`Holder {}
        final class `Type` {}
        protocol Ärger {}
        final class Éclair: Ärger {}
        final class App_ {}
        let appName = "App" // App
        """
}

