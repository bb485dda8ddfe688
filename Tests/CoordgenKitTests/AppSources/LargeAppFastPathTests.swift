import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

@testable import CoordgenKit

/// The summary walk and the readers of a large app take cheaper paths than the library calls they
/// replaced (docs/PERFORMANCE.md, session 35): each fast path gives what the slow one gave, on tricky
/// sources and on every file of every fixture app.
final class LargeAppFastPathTests: XCTestCase {
    /// Sources that stress the readings: backticked names, comments inside and around types, unicode
    /// names, generic and composed return types, closures assigned in nested types, broken code.
    private static let trickySources = [
        """
        final class `Type`: /* a */ Base<Int> , any P & Q /* b */ {
            func make() -> /* c */ Coordinator & AuthCoordinatorOutput /* d */ { AuthCoordinator() }
            func pair() -> (coordinator: Coordinator, router: Router) { let c = Éclair(); return (c, Router()) }
            func optional() -> (any P)? // e
            { nil }
            var `default`: `Type`? = .init()
            struct Inner { func f() { child.onFinish = { } ; other.value = 3 } }
        }
        extension Outer . Inner<Int> : P {}
        extension /* x */ Swift.Array where Element == Int {}
        let ünïcode = Ärger(1); let lower = mach(); let _x = _Under(); let generic = Box<Int>(); let i = Foo.init()
        enum `enum` { case a }
        """,
        "class Broken: { func f( -> Int { Foo( }\nstruct { }\nextension {}\n",
        "func f() -> [String: [Int]] { [:] }\ntypealias `X` = Y\nprotocol P { func start() -> Void }\n",
    ]

    private static func fixtureTexts() throws -> [String] {
        try ExistingApps.all.flatMap { ExistingApps.swiftFiles(in: $0) }.map { try String(contentsOf: $0, encoding: .utf8) }
    }

    private static func nodes<T: SyntaxProtocol>(_ type: T.Type, in tree: some SyntaxProtocol) -> [T] {
        var found: [T] = []
        func walk(_ node: Syntax) {
            if let match = node.as(T.self) { found.append(match) }
            for child in node.children(viewMode: .sourceAccurate) { walk(child) }
        }
        walk(Syntax(tree))
        return found
    }

    /// Everything a summary holds, as text, for comparing two summaries of one file.
    private static func fingerprint(_ summary: FileSummary) -> [String] {
        summary.declarations.map { declaration in
            [
                declaration.kind.rawValue, declaration.name, declaration.qualifiedName, "\(declaration.inherited)",
                "\(declaration.inheritedNames)", "\(declaration.attributes)", "\(declaration.isGeneric)", "\(declaration.isLocal)",
                "\(declaration.line)", "\(declaration.position.utf8Offset)", "\(declaration.hasBody)", "\(declaration.functionNames)",
                "\(declaration.propertyTypeNames)", "\(declaration.closureAssignedNames.map { $0.sorted() } ?? ["nil"])",
            ].joined(separator: "|")
        } + summary.functionReturns.map {
            "\($0.name)|\($0.typeText)|\($0.typeName ?? "nil")|\($0.isExistential)|\($0.constructions)"
        } + ["\(summary.constructedNames.sorted())", "\(summary.firstSyntaxErrorLine ?? 0)"]
    }

    /// The summary walk leaves the nodes that hold only tokens unwalked; it collects exactly what a
    /// walk of every node collects, in every fixture app's files and in broken ones.
    func testSkippingTokenOnlyNodesCollectsWhatAWalkOfEveryNodeCollects() throws {
        let broken = [
            "let x = foo bar(Baz()) qux\nclass { Inner() }\n", "func f() { a.b = { Closure() } c d Nested() }",
            "let y = [1, 2.0, true, nil, \"s \\(Make())\"] ; x.onFinish = { }", "struct S { private(set) var v = V(); @W(X()) var w: Int }",
        ]
        var compared = 0
        for text in try Self.fixtureTexts() + Self.trickySources + broken {
            let file = SourceFile(path: "App/File.swift", text: text)
            let skipping = FileSummary(file)
            let everyNode = FileSummary(file, skipsTokenOnlyNodes: false)
            XCTAssertEqual(Self.fingerprint(skipping), Self.fingerprint(everyNode), text)
            compared += skipping.declarations.count + skipping.constructedNames.count
        }
        XCTAssertGreaterThan(compared, 1_000)
    }

    /// One walk finds the calls and sequences that `SyntaxSearch.calls(in:)` and `sequences(in:)` find
    /// (the notes of `doctor`'s rules, session 51), and a member's finish closures read from them are
    /// `FinishCallback.finishClosures(in:conventions:)`'s.
    func testCallsAndSequencesInOneWalkAreTheTwoSearches() throws {
        var checked = 0
        for text in try Self.fixtureTexts() + Self.trickySources {
            let tree = Parser.parse(source: text)
            for member in Self.nodes(MemberBlockItemSyntax.self, in: tree).map(\.decl) {
                let both = SyntaxSearch.callsAndSequences(in: member)
                XCTAssertEqual(both.calls.map(\.id), SyntaxSearch.calls(in: member).map(\.id))
                XCTAssertEqual(both.sequences.map(\.id), SyntaxSearch.sequences(in: member).map(\.id))
                let noted = NotedMember(member).finishClosures(.heuristic).map { "\($0.closure.id) \($0.property)" }
                let walked = FinishCallback.finishClosures(in: member, conventions: .heuristic).map { "\($0.closure.id) \($0.property)" }
                XCTAssertEqual(noted, walked)
                checked += both.calls.count + both.sequences.count + noted.count
            }
        }
        XCTAssertGreaterThan(checked, 200)
    }

    /// A finish closure's calls and sequences cut from its member's lists (`strong-finish-delegate`'s
    /// notes, session 55) are those a walk of the closure finds, in the same order; and every node of a
    /// member under none of its closures is found under none.
    func testAClosuresCallsCutFromItsMembersListsAreTheClosuresOwn() throws {
        let conventions = AnalysisConventions.heuristic
        var checked = 0
        for text in try Self.fixtureTexts() + Self.trickySources + [Self.nestedFinishClosures] {
            let tree = Parser.parse(source: text)
            for member in Self.nodes(MemberBlockItemSyntax.self, in: tree).map(\.decl) {
                let noted = NotedMember(member)
                let closures = noted.finishClosures(conventions).map(\.closure)
                for closure in closures {
                    let calls = noted.calls.filter { SyntaxSearch.isUnder(closure, $0) }
                    let sequences = noted.sequences.filter { SyntaxSearch.isUnder(closure, $0) }
                    XCTAssertEqual(calls.map(\.id), SyntaxSearch.calls(in: closure).map(\.id))
                    XCTAssertEqual(sequences.map(\.id), SyntaxSearch.sequences(in: closure).map(\.id))
                    checked += 1 + calls.count + sequences.count
                }
                let underAny = Set(closures.flatMap { SyntaxSearch.calls(in: $0).map(\.id) })
                for call in noted.calls where !underAny.contains(call.id) {
                    XCTAssertFalse(closures.contains { SyntaxSearch.isUnder($0, call) })
                }
                let fromLists = StrongFinishDelegateRule.Notes([noted], file: SourceFile(path: "F.swift", text: text), conventions: conventions)
                let walked = StrongFinishDelegateRule.Notes.finishClosures(in: member, file: SourceFile(path: "F.swift", text: text), conventions)
                XCTAssertEqual(fromLists.finishClosures.map(Self.described), walked.map(Self.described))
            }
        }
        XCTAssertGreaterThan(checked, 50)
    }

    private static func described(_ closure: StrongFinishDelegateRule.Notes.FinishClosure) -> String {
        "\(closure.line) \(closure.property) \(closure.ownChild ?? "-") \(closure.ownChildStrong) \(closure.selfStrong) \(closure.removes)"
    }

    /// Finish closures inside finish closures, beside calls that end where a closure starts.
    private static let nestedFinishClosures = """
        final class NestedCoordinator {
            var childCoordinators: [Coordinator] = []
            func start() {
                let child = ChildCoordinator()
                child.onFinish = { [weak self] in
                    self?.childCoordinators.removeAll()
                    let inner = InnerCoordinator()
                    inner.onFinish = { child.finish(); self?.remove(inner) }
                    inner.start()
                }
                run(child); child.onFinish = { self.childCoordinators.append(child) }
                make().onFinish = { }
            }
        }
        """

    /// One walk of a member (``WalkedMember``) gives each reader what its own walk gave: the graph's
    /// records, the calls and sequences `SyntaxSearch` finds, and the parent references and finish
    /// closures `parent-never-told`'s token walk finds.
    func testOneWalkOfAMemberIsEachReadersOwnWalk() throws {
        let conventions = AnalysisConventions.heuristic
        let names = ParentNeverToldRule.referenceNames(conventions)
        var checked = 0
        for (index, text) in try (Self.fixtureTexts() + Self.trickySources).enumerated() {
            let file = SourceFile(path: "F\(index).swift", text: text)
            for member in Self.nodes(MemberBlockItemSyntax.self, in: file.tree).map(\.decl) {
                let walked = WalkedMember(member, file: file, conventions: conventions, notingRules: true)
                let noted = walked.noted
                let searched = SyntaxSearch.callsAndSequences(in: member)
                XCTAssertEqual(noted.calls.map(\.id), searched.calls.map(\.id))
                XCTAssertEqual(noted.sequences.map(\.id), searched.sequences.map(\.id))
                XCTAssertEqual(noted.mentioned, ParentNeverToldRule.mentioned(names, in: member))
                XCTAssertEqual(Self.described(walked.flows), Self.described(MemberFlows(member, file: file, conventions: conventions, owner: nil)))
                checked += noted.calls.count + noted.sequences.count + (noted.mentioned?.count ?? 0)
            }
        }
        XCTAssertGreaterThan(checked, 200)
    }

    private static func described(_ flows: MemberFlows) -> [String] {
        flows.sites.map { "\($0.via) \($0.isExplicitAdd) \($0.location) \($0.expression.start)-\($0.expression.end) \($0.resolutions.map(described))" }
            + flows.calls.map { "\($0.constructed ?? "-") \($0.called ?? "-") \($0.location)" } + ["\(flows.isComplete)"]
    }

    private static func described(_ resolution: PendingResolution) -> String {
        switch resolution {
        case .resolved(let resolved): "resolved \(resolved)"
        case .returned(let name): "returned \(name)"
        case .declared(let type, let name): "declared \(type.typeName ?? "-") \(type.isExistential) \(type.text) \(name)"
        case .property(let name, let depth): "property \(name) \(depth)"
        }
    }

    /// A function's return type text and an extension's name are its source without the edge trivia,
    /// as `trimmedDescription` gave them, without copying the tree.
    func testReturnTypesAndExtendedTypesReadAsTheTrimmedDescription() throws {
        var checked = 0
        for text in try Self.fixtureTexts() + Self.trickySources {
            let tree = Parser.parse(source: text)
            for function in Self.nodes(FunctionDeclSyntax.self, in: tree) {
                guard let type = function.signature.returnClause?.type else { continue }
                XCTAssertEqual(FunctionReturn(function)?.typeText, type.trimmedDescription)
                checked += 1
            }
            for extensionDecl in Self.nodes(ExtensionDeclSyntax.self, in: tree) {
                XCTAssertEqual(extensionDecl.extendedType.textWithoutTrivia, extensionDecl.extendedType.trimmedDescription)
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 200)
    }

    /// Names lose their backticks as Foundation's `replacingOccurrences(of: "`", with: "")` took them.
    func testSimpleNamesLoseTheirBackticksAsBefore() throws {
        var checked = 0
        for text in try Self.fixtureTexts().prefix(200) + Self.trickySources {
            for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
                guard case .identifier = token.tokenKind else { continue }
                XCTAssertEqual(DeclarationCollector.simpleName(token), token.text.replacingOccurrences(of: "`", with: ""))
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 4_000)
        let backticked = Self.nodes(ClassDeclSyntax.self, in: Parser.parse(source: Self.trickySources[0])).first!.name
        XCTAssertEqual(DeclarationCollector.simpleName(backticked), "Type")
    }

    /// `startsUppercase` answers as `first?.isUppercase` for ASCII and other names alike.
    func testStartsUppercaseIsTheFirstCharactersCase() {
        for name in ["", "Foo", "foo", "_Foo", "9a", "Éclair", "éclair", "Ärger", "ß", "Σ", "A\u{0301}b", "a\u{0301}", "🙂", "$0"] {
            XCTAssertEqual(SyntaxNames.startsUppercase(name), name.first?.isUppercase == true, name)
        }
    }

    /// The camel-case split on the bytes of an ASCII name gives the words the split by characters
    /// gives; a name with other characters, or a carriage return, is left to the characters.
    func testCamelCaseWordsOnBytesAreTheWordsOfTheCharacters() {
        let names = [
            "", "A", "a", "SignUp", "URLSession", "URL", "HTTP2Server", "signUp", "BookingSearch", "Order2Go", "ABCdef",
            "aB", "AbC", "A1B", "a_B", "_Private", "Mix3dCASE4you", "X-Ray Flow", "ÉclairCoordinator", "CaféMenu", "Big\r\nTop",
            "Line\nBreak", "AAb", "AbCD", "AbCDe", "9Lives", "Tab\tName", "HomeÄrger", "🙂Smile",
        ]
        for name in names {
            XCTAssertEqual(name.splittingCamelCaseWords, name.characterCamelCaseWords, name.debugDescription)
        }
        XCTAssertEqual("URLSession".asciiCamelCaseWords, ["URL", "Session"])
        XCTAssertNil("CaféMenu".asciiCamelCaseWords)
        XCTAssertNil("Big\r\nTop".asciiCamelCaseWords)
    }

    /// A flow's name is found in its folder (or its class's name) on the bytes where both are ASCII, at
    /// the range Foundation's `range(of:)` gives, and replaced as Foundation replaces it; with other
    /// characters by Foundation.
    func testFolderRangeOnBytesIsFoundationsRange() {
        let folders = ["BookingSearch", "Booking Search", "SearchBookingSearch", "Features", "", "booking", "Café", "Cafe\u{301}s", "Order History"]
        let names = ["BookingSearch", "Booking Search", "Search", "Booking", "Café", "Cafe", "History", "e"]
        for folder in folders {
            for name in names {
                let ascii = name.utf8.allSatisfy { $0 < 0x80 } && folder.utf8.allSatisfy { $0 < 0x80 }
                XCTAssertEqual(folder.rangeAsFoundationFinds(name), folder.range(of: name), "\(folder.debugDescription) \(name.debugDescription)")
                if ascii, let range = folder.range(of: name) {
                    XCTAssertEqual(
                        NamingSchemeDetector.replacingFirst(name, in: folder), folder.replacingCharacters(in: range, with: NamingScheme.placeholder))
                }
            }
        }
    }

    /// Header lines name their file through a replacement on the bytes when both are ASCII, with what
    /// Foundation's `replacingOccurrences` gives, and through Foundation otherwise.
    func testReplacingOnBytesGivesWhatFoundationGives() {
        let lines = [
            "//  HomeCoordinator.swift", "// HomeCoordinator.swift\r", "//HomeCoordinator.swiftHomeCoordinator.swift",
            "//  Home", "//  Harbor", "//  HarborHarbor and Harbor", "", "//  Ha", "//  Café.swift", "//  Cafe\u{301}.swift",
            "//  naïve Harbor", "// 🙂 Harbor", "//  aaa", "//  HomeCoordinator.swift  ",
        ]
        let targets = ["HomeCoordinator.swift", "Harbor", "Ha", "aa", "Café.swift", "Cafe\u{301}.swift", "é", "e", ""]
        for line in lines {
            for target in targets {
                XCTAssertEqual(
                    line.replacingOccurrencesOnBytes(of: target, with: "{{ fileName }}"),
                    line.replacingOccurrences(of: target, with: "{{ fileName }}"), "\(line.debugDescription) \(target.debugDescription)")
            }
        }
    }

    /// The summary of the tricky sources: what it held before the fast paths, value by value.
    func testTheSummaryOfTrickySourcesIsUnchanged() {
        let summary = FileSummary(SourceFile(path: "App/Tricky.swift", text: Self.trickySources[0]))
        XCTAssertEqual(
            summary.declarations.map { "\($0.kind.rawValue) \($0.qualifiedName) \($0.inherited) \($0.line)" },
            [
                "class Type [\"Base<Int>\", \"P & Q\"] 1", "struct Type.Inner [] 7", "extension Outer . Inner [\"P\"] 9",
                "extension Swift.Array [] 10", "enum enum [] 12",
            ])
        XCTAssertEqual(summary.declarations[0].functionNames, ["make", "pair", "optional"])
        XCTAssertEqual(summary.declarations[0].propertyTypeNames, ["`Type`"])
        XCTAssertEqual(summary.declarations[0].closureAssignedNames, ["onFinish"])
        XCTAssertEqual(summary.declarations[1].closureAssignedNames, ["onFinish"])
        XCTAssertEqual(
            summary.functionReturns.map { "\($0.name) \($0.typeText) \($0.typeName ?? "-") \($0.isExistential) \($0.constructions)" },
            [
                "make Coordinator & AuthCoordinatorOutput Coordinator true [\"AuthCoordinator\"]",
                "pair (coordinator: Coordinator, router: Router) - false [\"Éclair\"]",
                "optional (any P)? P false []",
            ])
        XCTAssertEqual(summary.constructedNames, ["AuthCoordinator", "Éclair", "Router", "Ärger", "Box", "Foo", "`Type`"])
    }

    /// A file that holds a `Preview` or `PreviewProvider` token always holds it as a word, so the
    /// preview search may skip every file that does not (`…PreviewModel` only, in the large app).
    func testEveryPreviewTokenIsAWordOfItsFile() throws {
        var withToken = 0
        let texts =
            try Self.fixtureTexts() + [
                "#Preview { V() }", "struct V_Previews: PreviewProvider {}", "x/**/PreviewProvider", "#Preview(\"A\") {}",
            ]
        for text in texts {
            let names = Set(Parser.parse(source: text).tokens(viewMode: .sourceAccurate).map(\.text))
            if names.contains("Preview") || names.contains("PreviewProvider") {
                XCTAssertTrue(text.containsUTF8Word("Preview") || text.containsUTF8Word("PreviewProvider"), text)
                withToken += 1
            }
        }
        XCTAssertGreaterThanOrEqual(withToken, 4)
        XCTAssertFalse("struct SupportPreviewModel {}; let preview = Preview_1".containsUTF8Word("Preview"))
        XCTAssertTrue("a Preview.".containsUTF8Word("Preview"))
        XCTAssertTrue("Preview".containsUTF8Word("Preview"))
        XCTAssertEqual(
            PreviewStyle.used(in: [
                SourceFile(path: "A.swift", text: "struct SupportPreviewModel {}"),
                SourceFile(path: "B.swift", text: "struct V_Previews: PreviewProvider {}"),
            ]).file, "B.swift")
        XCTAssertEqual(PreviewStyle.used(in: [SourceFile(path: "A.swift", text: "struct APreviewModel {}")]).style, PreviewStyle.none)
    }

    /// Whether a path lies in a test folder is answered on the bytes of an ASCII path as the split
    /// into components answers it.
    func testTestFolderOnBytesIsTheSplitsAnswer() {
        let paths = [
            "", "Tests", "Tests/", "/Tests/x.swift", "App/HarborTests/A.swift", "AppTests.swift", "a/MyTests/", "MyTests//x",
            "a/Tests", "a/TestsX/b.swift", "a/Test/s.swift", "HarborUITests/Flows/A.swift", "ÉTests/a.swift", "a/b/c/Tests/d/e.swift",
            "//", "Tests//", "x/ests/a",
        ]
        for path in paths {
            XCTAssertEqual(
                AppSources.isInTestFolder(path), path.slashSeparatedComponents.dropLast().contains { $0.hasSuffix("Tests") },
                path.debugDescription)
        }
    }

    /// A header's line ends where the search by characters ends it: at a lone line feed, never inside
    /// a `\r\n` character.
    func testHeaderLinesEndWhereTheCharactersEndThem() {
        let texts = [
            "", "\n", "// a\n// b\n", "// a", "// a\r\n// b\n", "// a\r\n// b\r\n", "\r\n\n", "// é\n", "// e\u{301}\n// x",
            "x\r\r\n", "// 🙂\n\n", "\r", "abc\r\nd\ne",
        ]
        for text in texts {
            var rest = text[...]
            while !rest.isEmpty {
                let expected = rest.firstIndex(of: "\n") ?? rest.endIndex
                XCTAssertEqual(SourceFormatDetector.lineEnd(in: rest), expected, text.debugDescription)
                rest = expected == rest.endIndex ? rest[expected...] : rest[rest.index(after: expected)...]
            }
        }
    }

    /// A path `normalize` gives back is answered without splitting it; every other path is split as
    /// before. The reference is the split-and-join `normalize` always did.
    func testNormalizedPathsAreGivenBackAsTheSplitWouldGiveThem() {
        func splitAndJoin(_ path: String) -> String {
            var parts: [Substring] = []
            for part in path.split(separator: "/") {
                if part == "." { continue }
                if part == "..", let last = parts.last, last != ".." { parts.removeLast() } else { parts.append(part) }
            }
            return "/" + parts.joined(separator: "/")
        }
        let paths = [
            "", "/", "//", "a", "a/b", "/a", "/a/", "/a//b", "/a/./b", "/a/../b", "/..", "/../a", "/.", "/a/.", "/a/..",
            "/a/...", "/.hidden/x", "/a/b..c/d", "/x/Harbor/Features/Maps/MapsCoordinator.swift", "/Café/Ma\u{0301}p", "/a/b/",
        ]
        for path in paths {
            XCTAssertEqual(PathMath.normalize(path), splitAndJoin(path), path)
        }
        XCTAssertTrue(PathMath.isNormalized("/x/Harbor/Features/Maps/MapsCoordinator.swift"))
        XCTAssertFalse(PathMath.isNormalized("/a/./b"))
    }

    /// A path's folder, last and first parts, cut at a `/` byte where no part is empty, are what the
    /// split into components and the join give (session 44).
    func testPathPartsCutAtASlashAreTheSplitsParts() {
        let paths = [
            "", "/", "//", "a", "a/", "/a", "a/b", "a//b", "/a/b/", "a/b/c.swift", "Harbor/Features/Maps/MapsCoordinator.swift",
            "Café/Ma\u{0301}p/x.swift", "a/\u{0301}b/c", "é/", "/é", "a/b//", "x/y/z/", "🙂/🙂🙂/a",
        ]
        for path in paths {
            XCTAssertEqual(path.folderPart, path.slashSeparatedComponents.dropLast().joined(separator: "/"), path.debugDescription)
            XCTAssertEqual(path.lastPathPart, path.slashSeparatedComponents.last, path.debugDescription)
            XCTAssertEqual(path.firstPathPart, path.slashSeparatedComponents.first, path.debugDescription)
        }
    }

    /// Whether a type is declared in tests is answered on the bytes of an ASCII path as the split into
    /// characters answers it (session 44).
    func testDeclaredInTestsOnBytesIsTheCharactersAnswer() throws {
        func byCharacters(_ path: String) -> Bool {
            let components = path.split(separator: "/")
            guard let fileName = components.last else { return false }
            let stem = fileName.hasSuffix(".swift") ? fileName.dropLast(".swift".count) : fileName
            if ["Tests", "Test", "Mock", "Mocks", "Spy", "Stub"].contains(where: { stem.hasSuffix($0) }) { return true }
            return components.dropLast().contains { $0.hasSuffix("Tests") || $0.hasSuffix("Test") || $0 == "Mocks" || $0 == "Mock" }
        }
        let paths = [
            "A.swift", "ATests.swift", "a/ATest.swift", "a/AMock.swift", "a/AMocks", "ASpy.swift", "a/b/AStub.swift", "Tests/A.swift",
            "HarborTests/x/A.swift", "a/Mocks/A.swift", "a/Mock/A.swift", "a/Mockery/A.swift", "a/MyTest/A.swift", "a/Tests/",
            ".swift", "Tests.swift", "a//Mocks//b.swift", "/Spy", "x/Test.swiftx", "Éclair/ATests.swift", "e\u{301}Tests/a.swift",
        ]
        for path in paths {
            let declaration = try XCTUnwrap(DeclarationIndex(files: [SourceFile(path: path, text: "class A {}")]).types.first, path)
            XCTAssertEqual(declaration.isDeclaredInTests, byCharacters(path), path.debugDescription)
        }
    }
}
