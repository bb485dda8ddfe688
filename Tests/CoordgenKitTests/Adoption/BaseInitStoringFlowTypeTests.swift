import SwiftParser
import SwiftSyntax
import XCTest

@testable import CoordgenKit

/// A base class given the flow's case through an initialiser that may take the stack too, and the Tuist
/// manifests read for the modules (TuistHelperTargetKinds and the probe apps' shapes).
final class BaseInitStoringFlowTypeTests: XCTestCase {
    private let flowType = FlowTypeShape(property: "type", enum: "CoordinatorType")
    private let navigation = PropertyRequirement(name: "navigationController", type: "UINavigationController", optional: true)

    private func members(_ classBody: String) -> [DeclSyntax] {
        let tree = Parser.parse(source: "class Base {\n\(classBody)\n}")
        return tree.statements.first?.item.as(ClassDeclSyntax.self)?.memberBlock.members.map(\.decl) ?? []
    }

    func testTheInitialiserTakingTheCaseAndTheStackIsTheOneANewFlowCalls() {
        let found = BaseInitStoringFlowType.find(
            flowType, navigation: navigation,
            among: members(
                """
                var type: CoordinatorType
                weak var navigationController: UINavigationController?
                init() { type = .app }
                init(children: [Base] = [], type: CoordinatorType, navigationController: UINavigationController, finishDelegate: AnyObject? = nil) {
                    self.type = type
                }
                """))
        XCTAssertEqual(
            found, BaseInitStoringFlowType(label: "type", navigationLabel: "navigationController", navigationType: "UINavigationController"))
    }

    func testACaseWithAValueOrAnInitialiserTakingMoreIsNotPassed() {
        // The property has a value: subclasses override it.
        XCTAssertNil(
            BaseInitStoringFlowType.find(
                flowType, navigation: navigation,
                among: members("var type: CoordinatorType = .app\ninit(type: CoordinatorType) { self.type = type }")))
        // The initialiser takes something a new flow has not got.
        XCTAssertNil(
            BaseInitStoringFlowType.find(
                flowType, navigation: navigation,
                among: members("let type: CoordinatorType\ninit(type: CoordinatorType, services: Services) { self.type = type }")))
        // The case goes in unlabelled: nothing to name in the call.
        XCTAssertNil(
            BaseInitStoringFlowType.find(
                flowType, navigation: navigation, among: members("let type: CoordinatorType\ninit(_ type: CoordinatorType) { self.type = type }")))
    }

    func testAHelpersListOfTargetKindsNamesTheProduct() {
        let list = { (text: String) -> ExprSyntax? in Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self) }
        XCTAssertEqual(TemplatedTuistManifest.product(listedIn: list("[.app]")), .app)
        XCTAssertEqual(TemplatedTuistManifest.product(listedIn: list("[.dynamicFramework, .unitTests]")), .framework)
        XCTAssertEqual(TemplatedTuistManifest.product(listedIn: list("[.staticLibrary]")), .framework)
        XCTAssertNil(TemplatedTuistManifest.product(listedIn: list("[.demo]")))
        XCTAssertNil(TemplatedTuistManifest.product(listedIn: nil))
    }

    func testATargetsSourcesInterpolateAConstantOfTheManifestsType() {
        let manifest = """
            import ProjectDescription

            final class Profile {
                let projectName: String = "Harbor"
                func targets() -> [Target] {
                    [Target(name: projectName, product: .app, sources: ["\\(projectName)/Sources/**"])]
                }
            }

            let project = Project(name: "Harbor", targets: Profile().targets())
            """
        let targets = TuistManifestReader(text: manifest, displayPath: "Project.swift", folder: "").targets()
        XCTAssertEqual(targets.map(\.name), ["Harbor"])
        XCTAssertEqual(targets.first?.folders, ["Harbor/Sources"])
        XCTAssertEqual(targets.first?.product, .app)
    }
}
