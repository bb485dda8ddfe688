import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

/// "Functions short enough to read at once" (CONTRIBUTING): no function, initialiser, accessor or
/// subscript body in `Sources/` runs over 60 lines, counted from its first line (attributes and
/// documentation left out) to its closing brace. Issue 29 split the 19 that did; this keeps them split.
final class FunctionLengthTests: XCTestCase {
    static let limit = 60

    func testNoFunctionInSourcesIsLongerThanTheLimit() throws {
        let sources = Repository.root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(files.count, 100, "the sources were found")
        ParallelChecks.forEach(files.sorted()) { path in
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            let long = FunctionLengths.over(Self.limit, in: text).map { "Sources/\(path):\($0.line) \($0.name) is \($0.lines) lines" }
            XCTAssertEqual(long, [], "split these along what they decide")
        }
    }

    func testTheCountSeesALongFunctionAndNotAShortOne() {
        let body = (1...60).map { "    let v\($0) = \($0)" }.joined(separator: "\n")
        let text = "/// Doc.\n@inline(never)\nfunc long() {\n\(body)\n}\n\nfunc short() {\n    let a = 1\n}\n"
        let found = FunctionLengths.over(60, in: text)
        XCTAssertEqual(found.map(\.name), ["long()"])
        XCTAssertEqual(found.first?.lines, 62)
        XCTAssertEqual(found.first?.line, 3)
        XCTAssertEqual(FunctionLengths.over(62, in: text).count, 0)
    }
}

/// The bodies of one file's functions longer than a limit.
enum FunctionLengths {
    struct Long: Equatable {
        let name: String
        let line: Int
        let lines: Int
    }

    static func over(_ limit: Int, in text: String) -> [Long] {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        let finder = Finder(converter: converter, limit: limit)
        finder.walk(tree)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        let limit: Int
        var found: [Long] = []

        init(converter: SourceLocationConverter, limit: Int) {
            self.converter = converter
            self.limit = limit
            super.init(viewMode: .sourceAccurate)
        }

        private func check(_ node: some SyntaxProtocol, name: String, body: (some SyntaxProtocol)?) {
            guard let body else { return }
            // From the keyword (after attributes and documentation) to the closing brace.
            let first = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
            let last = converter.location(for: body.endPositionBeforeTrailingTrivia).line
            if last - first + 1 > limit { found.append(Long(name: name, line: first, lines: last - first + 1)) }
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            check(node.funcKeyword, name: node.name.text + "()", body: node.body)
            return .visitChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            check(node.initKeyword, name: "init", body: node.body)
            return .visitChildren
        }

        override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
            check(node.accessorSpecifier, name: node.accessorSpecifier.text, body: node.body)
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if case .getter(let items)? = node.accessorBlock?.accessors {
                check(node.pattern, name: node.pattern.trimmedDescription, body: items)
            }
            return .visitChildren
        }

        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
            check(node.subscriptKeyword, name: "subscript", body: node.accessorBlock)
            return .visitChildren
        }
    }
}
