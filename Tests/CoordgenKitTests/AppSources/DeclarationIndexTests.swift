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

    func testEveryFixtureAppIndexesItsRootCoordinator() {
        let index = DeclarationIndex(
            files: {
                let sources = AppSources(root: ExistingApps.url("ImplSuffixNaming")); return sources.files(sources.paths)
            }())
        XCTAssertNotNil(index.conflict(forNewType: "AppCoordinatorImpl"))
        XCTAssertNotNil(index.conflict(forNewType: "HomeCoordinator"))
    }
}
