import XCTest

@testable import CoordgenKit

/// Every declared type is found with its file and line, so a duplicate new type can be refused.
final class DeclarationIndexTests: XCTestCase {
    func testTopLevelAndNestedTypesAreIndexedWithTheirLines() {
        let files = [
            SourceFile(path: "App/Old/Search.swift", text: "import UIKit\n\nclass SearchCoordinator {}\n"),
            SourceFile(
                path: "App/Home.swift",
                text:
                    "struct Home {\n    enum Route { case a }\n    func make() { struct Local {} }\n}\nextension Home {\n    typealias Alias = Int\n}\nprotocol Flow {}\n"
            ),
        ]
        let index = DeclarationIndex(files: files)
        XCTAssertEqual(
            index.conflict(forNewType: "SearchCoordinator"), "class SearchCoordinator is already declared at App/Old/Search.swift:3")
        XCTAssertEqual(index.declarations(named: "Route").first?.qualifiedName, "Home.Route")
        XCTAssertEqual(index.declarations(named: "Route").first?.reference.description, "App/Home.swift:2")
        XCTAssertEqual(index.declarations(named: "Home.Alias").first?.kind, .typealias)
        XCTAssertEqual(index.declarations(named: "Flow").first?.kind, .protocol)
        XCTAssertNil(index.conflict(forNewType: "Local"), "a type local to a function cannot clash")
        XCTAssertNil(index.conflict(forNewType: "Route"), "a nested Home.Route does not clash with a top-level Route")
        XCTAssertNil(index.conflict(forNewType: "Alias"), "nor does a type declared in an extension")
        XCTAssertNil(index.conflict(forNewType: "PaymentCoordinator"))
    }

    /// Two file-private types of one name in two files compile; a file-private one and one the module
    /// sees do not (swiftc: "invalid redeclaration"), nor do two in one file.
    func testAFilePrivateNewTypeClashesOnlyWithOneTheModuleSeesOrOneInItsFile() {
        let index = DeclarationIndex(files: [
            SourceFile(path: "App/Home.swift", text: "private enum Texts {}\nfileprivate struct Metrics {}\nfinal class Home {}\n"),
            SourceFile(path: "App/Shared.swift", text: "enum Palette {}\n"),
        ])
        XCTAssertNil(index.conflict(forNewType: "Texts", visibility: .filePrivate(inFile: nil)), "another file's private Texts")
        XCTAssertNil(index.conflict(forNewType: "Metrics", visibility: .filePrivate(inFile: "App/Profile.swift")), "fileprivate is private at the top level")
        XCTAssertEqual(
            index.conflict(forNewType: "Texts", visibility: .module), "enum Texts is already declared at App/Home.swift:1",
            "an internal Texts beside a private one is a redeclaration")
        XCTAssertEqual(
            index.conflict(forNewType: "Palette", visibility: .filePrivate(inFile: nil)), "enum Palette is already declared at App/Shared.swift:1")
        XCTAssertEqual(
            index.conflict(forNewType: "Texts", visibility: .filePrivate(inFile: "App/Home.swift")), "enum Texts is already declared at App/Home.swift:1",
            "two in one file")
        XCTAssertEqual(index.type(named: "Home").map(NewTypeVisibility.of).map { "\($0)" }, "module")
    }

    func testEveryFixtureAppIndexesItsRootCoordinator() {
        let index = DeclarationIndex(
            files: {
                let sources = AppSources(root: ExistingApps.url("ImplSuffixNaming")); return sources.files(sources.paths)
            }())
        XCTAssertNotNil(index.conflict(forNewType: "AppCoordinatorImpl"))
        XCTAssertNotNil(index.conflict(forNewType: "HomeCoordinator"))
    }
}
