import XCTest

@testable import CoordgenKit

/// `--parent` / `--coordinator` input read through each naming scheme.
final class CoordinatorNameResolverTests: XCTestCase {
    private func resolver(_ protocolPattern: String?, _ classPattern: String, root: String, types: [String]) -> CoordinatorNameResolver {
        CoordinatorNameResolver(
            naming: NamingScheme(flowProtocol: protocolPattern, flowClass: classPattern, root: root, screen: "{Name}ViewController"),
            declaredTypes: Set(types))
    }

    func testCoordgensOwnScheme() throws {
        let names = resolver(
            "{Name}CoordinatorProtocol", "{Name}Coordinator", root: "AppCoordinator", types: ["AppCoordinator", "AppCoordinatorProtocol"])
        for input in ["App", "AppCoordinator", "AppCoordinatorProtocol"] {
            let resolved = try names.resolve(input)
            XCTAssertEqual(resolved.flow, "App", input)
            XCTAssertEqual(resolved.className, "AppCoordinator", input)
            XCTAssertEqual(resolved.protocolName, "AppCoordinatorProtocol", input)
        }
    }

    func testDefaultPrefixScheme() throws {
        let names = resolver(
            "{Name}Coordinator", "Default{Name}Coordinator", root: "DefaultAppCoordinator",
            types: ["DefaultAppCoordinator", "AppCoordinator"])
        for input in ["App", "AppCoordinator", "DefaultAppCoordinator", "DefaultApp"] {
            let resolved = try names.resolve(input)
            XCTAssertEqual(resolved.className, "DefaultAppCoordinator", input)
            XCTAssertEqual(resolved.protocolName, "AppCoordinator", input)
        }
    }

    func testImplSuffixScheme() throws {
        let names = resolver(
            "{Name}Coordinator", "{Name}CoordinatorImpl", root: "AppCoordinatorImpl", types: ["AppCoordinatorImpl", "AppCoordinator"])
        let resolved = try names.resolve("AppCoordinatorImpl")
        XCTAssertEqual(resolved.flow, "App")
        XCTAssertEqual(resolved.protocolName, "AppCoordinator")
        XCTAssertEqual(try names.resolve("App").className, "AppCoordinatorImpl")
    }

    func testMainRootByClassOrFlowName() throws {
        let names = resolver(nil, "{Name}Coordinator", root: "MainCoordinator", types: ["MainCoordinator", "HomeCoordinator"])
        XCTAssertEqual(try names.resolve("MainCoordinator").className, "MainCoordinator")
        XCTAssertEqual(try names.resolve("Main").className, "MainCoordinator")
        XCTAssertNil(try names.resolve("Home").protocolName)
    }

    func testAClassWithoutItsProtocolIsSaid() throws {
        let names = resolver(
            "{Name}CoordinatorProtocol", "{Name}Coordinator", root: "AppCoordinator", types: ["AppCoordinator", "AppCoordinatorProtcol"])
        let resolved = try names.resolve("App")
        XCTAssertNil(resolved.protocolName)
        XCTAssertTrue(resolved.notes.contains { $0.contains("not its protocol AppCoordinatorProtocol") }, "\(resolved.notes)")
    }

    func testAnUnknownNameListsTheCoordinators() {
        let names = resolver(nil, "{Name}Coordinator", root: "AppCoordinator", types: ["AppCoordinator", "HomeCoordinator"])
        XCTAssertThrowsError(try names.resolve("Search")) { error in
            XCTAssertEqual(
                "\(error)",
                "no class SearchCoordinator in this project (it has AppCoordinator, HomeCoordinator): create it with `coordgen new coordinator Search`, or check the spelling"
            )
        }
    }

    /// A class the scheme does not name (`*CoordinatingLogic` beside `{Name}Coordinator`), typed exactly:
    /// that class, said so, with its flow name read without the coordinator word.
    func testTheExactNameOfAClassTheSchemeDoesNotNameResolvesToIt() throws {
        let names = resolver(nil, "{Name}Coordinator", root: "AppCoordinator", types: ["AppCoordinator", "TabsCoordinatingLogic"])
        let resolved = try names.resolve("TabsCoordinatingLogic")
        XCTAssertEqual(resolved.className, "TabsCoordinatingLogic")
        XCTAssertEqual(resolved.flow, "Tabs")
        XCTAssertNil(resolved.protocolName)
        XCTAssertEqual(
            resolved.notes,
            ["TabsCoordinatingLogic read as the class of that name, which the naming scheme {Name}Coordinator does not name (naming.flowClass in .coordgen.yml)"])
        // A flow name still goes through the scheme first.
        XCTAssertEqual(try names.resolve("App").className, "AppCoordinator")
        XCTAssertThrowsError(try names.resolve("Tabs"))
    }
}
