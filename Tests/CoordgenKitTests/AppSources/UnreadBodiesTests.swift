import Foundation
import XCTest

@testable import CoordgenKit

/// `tree`'s and `doctor`'s summary walk leaves function bodies unread where no type keyword and no
/// finish-closure property stands (``UnreadBodies``, docs/PERFORMANCE.md session 53): the declarations
/// are the ones a walk of every body finds, the names closures are assigned to are complete for the
/// finish-closure properties, and ``ConstructedNames`` answers for every name what the full walk's set
/// answers.
final class UnreadBodiesTests: XCTestCase {
    private static let tricky = [
        """
        final class Shop: Base {
            func make() -> Coordinator { let f = Factory(); return f.enumerated().isEmpty ? Base() : Helper.init() }
            func local() { struct Local { func g() { Inner() } } ; _ = Local() }
            func assigns() { child.onFinish = { [weak self] in self?.done() } }
            func other() { child.value = { } ; let x: Base = .init() }
            func words() { let s = "class" ; _class() ; `actor`() }
            var computed: Base { Base() }
            var observed = Base() { didSet { Observed() } }
            init() { super.init() ; Started() }
            deinit { Ended() }
        }
        extension Shop { func more() { Later() } }
        """,
        "class Broken: { func f( -> Int { Foo( }\nstruct { }\n",
    ]

    private static let conventions = AnalysisConventions()

    private static func texts() throws -> [String] {
        let fixtures = try ExistingApps.all.flatMap { ExistingApps.swiftFiles(in: $0) }.map { try String(contentsOf: $0, encoding: .utf8) }
        return fixtures + tricky
    }

    private static func declarations(_ summary: FileSummary) -> [String] {
        summary.declarations.map {
            [$0.kind.rawValue, $0.qualifiedName, "\($0.isLocal)", "\($0.line)", "\($0.functionNames)", "\($0.propertyTypeNames)"]
                .joined(separator: "|")
        } + summary.functionReturns.map { "\($0.name)|\($0.typeText)|\($0.constructions)" }
    }

    func testTheSummaryWithUnreadBodiesSaysWhatAWalkOfEveryBodySays() throws {
        let closureNames = Self.conventions.finishClosureProperties
        var unread = 0
        var askedNames = 0
        for text in try Self.texts() {
            let file = SourceFile(path: "App/File.swift", text: text)
            let whole = FileSummary(file)
            let skipping = FileSummary(file, flows: FlowRecording(conventions: Self.conventions))
            XCTAssertEqual(Self.declarations(skipping), Self.declarations(whole), text)
            for (read, walked) in zip(skipping.declarations, whole.declarations) {
                for name in closureNames {
                    XCTAssertEqual(
                        FinishCallback.mayAssignFinishClosure(read, closureNames: [name]),
                        walked.closureAssignedNames?.contains(name) == true || (walked.closureAssignedNames == nil && file.mentions(anyOf: [name])),
                        "\(read.qualifiedName) \(name)")
                }
            }
            unread += skipping.unreadBodies?.ranges.count ?? 0
            let index = DeclarationIndex(summaries: [skipping])
            let words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == "`") }.map(String.init))
            for name in words.union(whole.constructedNames) {
                XCTAssertEqual(index.constructedNames.contains(name), whole.constructedNames.contains(name), "\(name) in \(text)")
                askedNames += 1
            }
        }
        XCTAssertGreaterThan(unread, 100, "most bodies are left unread")
        XCTAssertGreaterThan(askedNames, 1_000)
    }

    func testTypeKeywordsAreFoundAsWords() {
        func mayDeclare(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { UnreadBodies.mayDeclareType($0) }
        }
        for text in ["{ class A {} }", "{ struct S {} }", "enum", "x(actor)", "{ protocol P {} }", "typealias T = Int", "extension", "`class`", "\"class\"", "é class"] {
            XCTAssertTrue(mayDeclare(text), text)
        }
        for text in ["{ list.enumerated() }", "{ Factory() }", "{ subclass() }", "{ _class }", "{ classes }", "{ Class() }", ""] {
            XCTAssertFalse(mayDeclare(text), text)
        }
    }

    /// A class only unread bodies construct is still no base class, whatever was left unread.
    func testANameOnlyAnUnreadBodyConstructsIsConstructed() {
        let file = SourceFile(path: "App/Make.swift", text: "final class Maker {\n    func make() { let c = Hidden() ; c.start() }\n}\n")
        let summary = FileSummary(file, flows: FlowRecording(conventions: Self.conventions))
        XCTAssertEqual(summary.unreadBodies?.ranges.count, 1)
        XCTAssertFalse(summary.constructedNames.contains("Hidden"))
        let names = DeclarationIndex(summaries: [summary]).constructedNames
        XCTAssertTrue(names.contains("Hidden"))
        XCTAssertFalse(names.contains("Maker"))
        XCTAssertFalse(names.contains("start"))
    }
}
