import XCTest

@testable import CoordgenKit

/// A new coordinator or screen whose type the app's module already declares is refused with the file
/// and line of the declaration; mentions, nested types, extensions, tests, other modules and the
/// files `--force` overwrites are not clashes.
final class NewTypeNameCheckTests: XCTestCase {
    private var sample: SampleProject!

    override func tearDown() {
        sample?.remove()
    }

    private func makeSample(style: Style = .uikit) throws {
        sample = try SampleProject(style: style)
    }

    private func write(_ text: String, to path: String) throws {
        let url = sample.root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func project(_ change: (inout ProjectConfig) -> Void = { _ in }) throws -> Project {
        let located = try Project.locate(from: sample.root)
        var config = located.config
        change(&config)
        return Project(root: located.root, config: config)
    }

    private func planCoordinator(_ options: CoordinatorOptions, in project: Project? = nil) throws -> Plan {
        let project = try project ?? self.project()
        return try CoordinatorGenerator(project: project, files: SourceFileRenderer(project: project)).plan(options)
    }

    private func planScreen(_ options: ScreenOptions) throws -> Plan {
        let project = try project()
        return try ScreenGenerator(project: project, files: SourceFileRenderer(project: project)).plan(options)
    }

    /// The message a refused plan throws, or nil when it plans.
    private func refusal(_ plan: () throws -> Plan, file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            _ = try plan()
            return nil
        } catch let error as GeneratorError {
            guard case .typeAlreadyDeclared = error else {
                XCTFail("expected a clash, got \(error)", file: file, line: line)
                return nil
            }
            return error.description
        } catch {
            XCTFail("expected a GeneratorError, got \(error)", file: file, line: line)
            return nil
        }
    }

    func testEveryKindOfTopLevelDeclarationIsRefusedWithItsFileAndLine() throws {
        try makeSample()
        let declarations: [(String, String)] = [
            ("final class SearchCoordinator: NSObject {}", "class SearchCoordinator"),
            ("struct SearchCoordinator {\n    let id: Int\n}", "struct SearchCoordinator"),
            ("enum SearchCoordinator { case a }", "enum SearchCoordinator"),
            ("@MainActor\nprotocol SearchCoordinatorProtocol: AnyObject {}", "protocol SearchCoordinatorProtocol"),
            ("typealias SearchViewController = UIViewController", "typealias SearchViewController"),
            ("actor SearchViewController {}", "actor SearchViewController"),
            ("#if DEBUG\npublic final class SearchViewController {}\n#endif", "class SearchViewController"),
        ]
        for (declaration, kindAndName) in declarations {
            try write("import UIKit\n\n// The old search.\n\(declaration)\n", to: "Hotel/Old/Legacy.swift")
            let line = declaration.hasPrefix("#if") ? 5 : 4
            XCTAssertEqual(
                refusal { try planCoordinator(CoordinatorOptions(name: "Search", parent: "App")) },
                "\(kindAndName) is already declared at Hotel/Old/Legacy.swift:\(line); a second one would not compile: choose another name, or rename that type first",
                declaration)
        }
    }

    func testEveryClashIsNamedOnOneLine() throws {
        try makeSample()
        try write("final class SearchCoordinator {}\n", to: "Hotel/Old/A.swift")
        try write("import UIKit\n\nfinal class SearchViewController: UIViewController {}\n", to: "Hotel/Old/B.swift")
        let message = try XCTUnwrap(refusal { try planCoordinator(CoordinatorOptions(name: "Search")) })
        XCTAssertEqual(
            message,
            "class SearchCoordinator is already declared at Hotel/Old/A.swift:1; class SearchViewController is already declared at Hotel/Old/B.swift:3; a second one would not compile: choose another name, or rename those types first"
        )
        XCTAssertFalse(message.contains("\n"))
    }

    func testMentionsNestedTypesLocalTypesAndExtensionsAreNotClashes() throws {
        try makeSample()
        try write(
            """
            import UIKit

            // class SearchCoordinator {} was removed; /* struct SearchViewController {} */ too.
            /// Replaces `final class SearchCoordinator`.
            let note = "final class SearchCoordinator {}"
            let multiline = \"\"\"
                protocol SearchCoordinatorProtocol {}
                \"\"\"

            enum Legacy {
                final class SearchCoordinator {}
                struct SearchViewController {}
            }

            extension Legacy {
                typealias SearchCoordinatorProtocol = AnyObject
            }

            extension UIViewController {
                final class SearchViewController {}
            }

            func makeSearch() -> Any {
                final class SearchCoordinator {}
                return SearchCoordinator()
            }

            """, to: "Hotel/Old/Mentions.swift")
        // An extension of the type is not its declaration (here it extends the type coordgen writes).
        try write("extension SearchCoordinator {\n    func help() {}\n}\n", to: "Hotel/Old/SearchCoordinator+Help.swift")
        let plan = try planCoordinator(CoordinatorOptions(name: "Search", parent: "App"))
        XCTAssertTrue(plan.changes.contains { $0.displayPath == "Hotel/Coordinators/SearchCoordinator.swift" && $0.action == .create })
    }

    func testTheFileForceOverwritesIsNotAClash() throws {
        try makeSample()
        try write(
            "import UIKit\n\n// My own version.\nfinal class SearchCoordinator {}\n", to: "Hotel/Coordinators/SearchCoordinator.swift")
        try write("import UIKit\n\nfinal class SearchViewController: UIViewController {}\n", to: "Hotel/Screens/SearchViewController.swift")
        // Without --force the plan reports both files as existing, with the hint, rather than a clash.
        let plain = try planCoordinator(CoordinatorOptions(name: "Search"))
        XCTAssertEqual(
            plain.conflicts.map(\.path).sorted(),
            ["Hotel/Coordinators/SearchCoordinator.swift", "Hotel/Screens/SearchViewController.swift"])
        XCTAssertTrue(plain.conflicts.allSatisfy { $0.reason.contains("--force") })
        // With --force they are replaced, so the types they declare are coordgen's again.
        let forced = try planCoordinator(CoordinatorOptions(name: "Search", overwrite: true))
        XCTAssertEqual(forced.conflicts.count, 0)
        XCTAssertEqual(forced.changes.first { $0.displayPath == "Hotel/Coordinators/SearchCoordinator.swift" }?.action, .modify)
        // A declaration in any other file is still a clash, --force or not.
        try write("struct SearchCoordinatorProtocol {}\n", to: "Hotel/Old/Legacy.swift")
        XCTAssertEqual(
            refusal { try planCoordinator(CoordinatorOptions(name: "Search", overwrite: true)) },
            "struct SearchCoordinatorProtocol is already declared at Hotel/Old/Legacy.swift:1; a second one would not compile: choose another name, or rename that type first"
        )
    }

    func testTestsAreAnotherModule() throws {
        try makeSample()
        try write(
            "@testable import Hotel\nimport XCTest\n\nfinal class SearchCoordinatorTests: XCTestCase {}\n",
            to: "HotelTests/Old/SearchTests.swift")
        try write("final class SearchCoordinator {}\nfinal class SearchViewController {}\n", to: "HotelTests/Doubles.swift")
        try write("final class SearchCoordinator {}\n", to: "HotelUITests/Fakes.swift")
        try write("final class SearchViewController {}\n", to: "Hotel/Old/SearchViewControllerTests.swift")
        let plan = try planCoordinator(CoordinatorOptions(name: "Search"))
        XCTAssertTrue(plan.changes.contains { $0.displayPath == "HotelTests/SearchCoordinatorTests.swift" && $0.action == .create })
    }

    func testALocalPackageIsAnotherModule() throws {
        try makeSample()
        try write(
            "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"Core\")\n",
            to: "Packages/Core/Package.swift")
        try write("public final class SearchCoordinator {}\n", to: "Packages/Core/Sources/Core/Search.swift")
        XCTAssertNoThrow(try planCoordinator(CoordinatorOptions(name: "Search")))
    }

    func testTheRecordedAppFolderBoundsTheModule() throws {
        try makeSample()
        let bounded = try project { $0.project = ProjectFacts(kind: .none, appFolder: "Hotel", testFolder: "HotelTests") }
        // A framework target's sources beside the app: their own module.
        try write("public final class SearchCoordinator {}\n", to: "CoreModule/Sources/Search.swift")
        XCTAssertNoThrow(try planCoordinator(CoordinatorOptions(name: "Search"), in: bounded))
        // Without a recorded app folder, coordgen cannot tell: the whole project counts.
        XCTAssertEqual(
            refusal { try planCoordinator(CoordinatorOptions(name: "Search")) }?.hasPrefix(
                "class SearchCoordinator is already declared at CoreModule/Sources/Search.swift:1"), true)
        // Inside the app folder it clashes.
        try write("final class SearchViewController {}\n", to: "Hotel/Old/Search.swift")
        XCTAssertEqual(
            refusal { try planCoordinator(CoordinatorOptions(name: "Search"), in: bounded) }?.hasPrefix(
                "class SearchViewController is already declared at Hotel/Old/Search.swift:1"), true)
    }

    func testANewScreenIsChecked() throws {
        try makeSample()
        try write("import UIKit\n\nenum Details {}\n\nstruct DetailsViewController {}\n", to: "Hotel/Old/Details.swift")
        XCTAssertEqual(
            refusal { try planScreen(ScreenOptions(name: "Details", coordinator: "App")) },
            "struct DetailsViewController is already declared at Hotel/Old/Details.swift:5; a second one would not compile: choose another name, or rename that type first"
        )
        XCTAssertNoThrow(try planScreen(ScreenOptions(name: "Help", coordinator: "App")))
    }

    func testTheRouterStylesFlowProtocolIsANewType() throws {
        try makeSample(style: .router)
        try write("protocol SearchCoordinatorProtocol {}\n", to: "Hotel/Old/Search.swift")
        XCTAssertEqual(
            refusal { try planCoordinator(CoordinatorOptions(name: "Search", parent: "App")) }?.hasPrefix(
                "protocol SearchCoordinatorProtocol is already declared at Hotel/Old/Search.swift:1"), true)
    }

    func testTheSwiftUIStylesViewsAreNewTypes() throws {
        try makeSample(style: .swiftui)
        try write("import SwiftUI\n\nstruct SearchView: View {\n    var body: some View { Text(\"\") }\n}\n", to: "Hotel/Old/Search.swift")
        XCTAssertEqual(
            refusal { try planCoordinator(CoordinatorOptions(name: "Search", parent: "App")) }?.hasPrefix(
                "struct SearchView is already declared at Hotel/Old/Search.swift:3"), true)
        XCTAssertEqual(
            refusal { try planScreen(ScreenOptions(name: "Search", coordinator: "App")) }?.hasPrefix(
                "struct SearchView is already declared at Hotel/Old/Search.swift:3"), true)
        // The Destination enum a SwiftUI coordinator nests is not a new top-level type.
        try write("enum Destination {}\n", to: "Hotel/Old/Search.swift")
        XCTAssertNoThrow(try planCoordinator(CoordinatorOptions(name: "Search", parent: "App")))
    }

    func testTheByteSearchFindsTheNameAnywhere() {
        let cases: [(String, String, Bool)] = [
            ("SearchCoordinator", "SearchCoordinator", true), ("xSearchCoordinator", "SearchCoordinator", true),
            ("SSearchCoordinatorx", "SearchCoordinator", true), ("SearchCoordinato", "SearchCoordinator", false),
            ("Search Coordinator SearchCoordinato", "SearchCoordinator", false), ("", "A", false), ("abc", "", true),
            ("é SearchView", "SearchView", true), ("SearchViewController", "SearchView", true),
        ]
        for (text, needle, expected) in cases {
            XCTAssertEqual(text.containsUTF8(needle), expected, "\(needle) in \(text)")
            XCTAssertEqual(Array(text.utf8).withUnsafeBytes { $0.containsBytes(of: needle) }, expected, "\(needle) in \(text)")
        }
    }

    func testOnlyFilesWithTheNameAfterADeclarationKeywordAreParsed() {
        let cases: [(String, Bool)] = [
            ("final class SearchCoordinator: NSObject {}", true), ("class `SearchCoordinator` {}", true),
            ("enum\n\tSearchCoordinator {}", true), ("typealias SearchCoordinator = Int", true),
            ("protocol SearchCoordinatorProtocol {}", true), ("// the old class SearchCoordinator", true),
            ("let coordinator = SearchCoordinator(navigationController)", false), ("extension SearchCoordinator {}", false),
            ("subclass SearchCoordinator", false), ("classSearchCoordinator", false), ("class MySearchCoordinator {}", false),
            ("struct Search {}\nlet x: SearchCoordinator", false), ("", false),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(
                Array(text.utf8).withUnsafeBytes { NewTypeNameCheck.mayDeclare("SearchCoordinator", in: $0) }, expected, text)
        }
    }

    /// The names the new files' bytes hold after a declaration keyword decide, before any parse, whether
    /// any file of the module may declare a new type: they must hold every type a parse of the files
    /// finds (or a prefix of its name). On every fixture app file whose bytes tell, and on tricky texts.
    func testTheNamesAfterKeywordsHoldEveryDeclaredTypesName() throws {
        let texts = try ExistingApps.all.flatMap { ExistingApps.swiftFiles(in: $0) }.map { try String(contentsOf: $0, encoding: .utf8) }
        var told = 0
        for text in texts + Self.tricky {
            guard let names = NewTypeNameCheck.namesAfterDeclarationKeywords(in: [text]) else { continue }
            told += 1
            for type in DeclarationIndex(files: [SourceFile(path: "A.swift", text: text)]).types {
                XCTAssertTrue(names.contains { type.name.hasPrefix($0) }, "\(type.name) in \(text.prefix(200))")
            }
        }
        XCTAssertGreaterThan(told, texts.count / 2, "files whose bytes told the names")
        for text in ["class /* a */ Foo {}", "class\u{0C}Foo {}", "struct {}", "enum", "@objc(class) class Foo {}", "class Café {}"] {
            XCTAssertNil(NewTypeNameCheck.namesAfterDeclarationKeywords(in: [text]), text)
        }
        XCTAssertEqual(NewTypeNameCheck.namesAfterDeclarationKeywords(in: ["let x = 1"]), [])
    }

    private static let tricky = [
        "final class `Default`: NSObject {}\nprivate enum\n\tRoute { case a }",
        "struct Outer {\n    class Inner {}\n    func f() { struct Local {} }\n}\ntypealias Alias = Outer",
        "actor Store {}\nprotocol P: AnyObject {}\nclass func x() {}\n/// the flow's class and protocol\n",
        "indirect enum Tree<T> { case leaf(T) }\npublic final class Generic<T: Equatable>: Base<T> where T: Hashable {}",
    ]
}
