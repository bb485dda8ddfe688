import XCTest
import Yams

@testable import CoordgenKit

/// The shape model, its YAML, and the module-name rule.
final class AppShapeModelTests: XCTestCase {
    func testModuleNamesAreSanitisedAsXcodeDoes() {
        XCTAssertEqual(ModuleName.sanitised("My-App"), "My_App")
        XCTAssertEqual(ModuleName.sanitised("My App"), "My_App")
        XCTAssertEqual(ModuleName.sanitised("2048"), "_2048")
        XCTAssertEqual(ModuleName.sanitised("Café+"), "Café_")
        XCTAssertEqual(ModuleName.sanitised("Hotel"), "Hotel")
    }

    func testNamingPatternsMatchAndApply() {
        XCTAssertEqual(NamingScheme.match("Default{Name}Coordinator", "DefaultHomeCoordinator"), "Home")
        XCTAssertEqual(NamingScheme.match("{Name}CoordinatorImpl", "HomeCoordinatorImpl"), "Home")
        XCTAssertNil(NamingScheme.match("{Name}CoordinatorImpl", "HomeCoordinator"))
        XCTAssertNil(NamingScheme.match("{Name}Coordinator", "Coordinator"))
        XCTAssertEqual(NamingScheme.apply("{Name}CoordinatorProtocol", to: "Search"), "SearchCoordinatorProtocol")
        // Patterns without the placeholder, or with it twice, match only themselves.
        XCTAssertEqual(NamingScheme.match("AppCoordinator", "AppCoordinator"), "")
        XCTAssertNil(NamingScheme.match("AppCoordinator", "HomeCoordinator"))
        XCTAssertNil(NamingScheme.match("{Name}{Name}", "HomeHome"))
        XCTAssertEqual(NamingScheme.match("{Name}{Name}", "{Name}{Name}"), "")
        XCTAssertEqual(NamingScheme.match("{Name}", "Home"), "Home")
        XCTAssertEqual(NamingScheme.match("Écran{Name}", "ÉcranAccueil"), "Accueil")
        XCTAssertNil(NamingScheme.match("{Name", "{NameX"))
    }

    func testAConfigWithoutShapeMeansTheBuiltInUIKitShape() throws {
        let old = """
            name: Hotel
            style: uikit
            paths:
              coordinators: Hotel/Coordinators
              screens: Hotel/Screens
              tests: HotelTests
            """
        let config = try YAMLDecoder().decode(ProjectConfig.self, from: old)
        XCTAssertNil(config.shape)
        let shape = config.appShape
        XCTAssertEqual(shape.protocol, AppShape.builtIn(for: .uikit, projectName: "Hotel").protocol)
        XCTAssertEqual(shape.protocol.finish.methodSignature, "coordinatorDidFinish(childCoordinator:)")
        XCTAssertEqual(shape.protocol.initializers.map(\.name), ["init(_:)"])
        XCTAssertEqual(shape.naming.flowProtocol, "{Name}CoordinatorProtocol")
        XCTAssertEqual(shape.naming.root, "AppCoordinator")
        XCTAssertEqual(shape.format.unit, "    ")
    }

    func testTheWrittenConfigLoadsBackUnchangedWithEverySection() throws {
        let builtIn = AppShape.builtIn(for: .uikit, projectName: "My-App")
        let config = ProjectConfig(
            name: "My-App", style: .uikit, organization: nil, bundleId: nil,
            paths: .init(coordinators: "My-App/Coordinators", screens: "My-App/Screens", tests: "My-AppTests", coordinatorType: nil),
            header: "//\n//  {{ fileName }}\n//", module: builtIn.module, project: builtIn.project, shape: builtIn.protocol,
            naming: builtIn.naming, layout: LayoutConventions(coordinators: "Features/{Name}/Coordinator", protocolModule: "CoreModule"),
            format: SourceFormat(indentation: .tabs, width: 4))
        let text = ProjectConfigWriter.yaml(config, heading: ["test"])
        let folder = try Repository.temporaryDirectory("config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(".coordgen.yml")
        try Data(text.utf8).write(to: file)
        XCTAssertEqual(try Project.load(file), config, text)
        XCTAssertEqual(builtIn.module, "My_App")
    }

    func testATypoDeepInsideTheShapeIsRefused() throws {
        let folder = try Repository.temporaryDirectory("config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(".coordgen.yml")
        let builtIn = AppShape.builtIn(for: .uikit, projectName: "A")
        let config = ProjectConfig(
            name: "A", style: .uikit, organization: nil, bundleId: nil,
            paths: .init(coordinators: "a", screens: "b", tests: "c", coordinatorType: nil), shape: builtIn.protocol)
        let text = ProjectConfigWriter.yaml(config, heading: [])
        let typos = [
            ("    method: coordinatorDidFinish", "    methd: coordinatorDidFinish", "shape.finish.methd"),
            ("      type: UINavigationController", "      typ: UINavigationController", "shape.initializers.parameters.typ"),
            ("    settable: true", "    setable: true", "shape.navigation.setable"),
        ]
        for (correct, typo, key) in typos {
            let wrong = text.replacingOccurrences(of: correct, with: typo)
            XCTAssertNotEqual(wrong, text, correct)
            try Data(wrong.utf8).write(to: file)
            XCTAssertThrowsError(try Project.load(file), key) { error in
                XCTAssertTrue("\(error)".contains("unknown key '\(key)'"), "\(error)")
            }
        }
    }

    func testATypoInANewSectionIsRefused() throws {
        let folder = try Repository.temporaryDirectory("config")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(".coordgen.yml")
        try Data("name: A\nstyle: uikit\npaths: {coordinators: a, screens: b, tests: c}\nnaming: {flowClas: x}\n".utf8).write(to: file)
        XCTAssertThrowsError(try Project.load(file)) { error in
            XCTAssertTrue("\(error)".contains("unknown key 'naming.flowClas'"), "\(error)")
        }
    }
}
