import Foundation
import XCTest

@testable import CoordgenKit

/// An app whose coordinator protocol, and a type its coordinators are made with, live in framework
/// targets of other Xcode projects beside the app's (`App/App.xcodeproj`, `Kit/Kit.xcodeproj` building
/// `CoordinationKit`, `Store/Store.xcodeproj` building `Storage`, all listed by a workspace): `init` records the frameworks' modules
/// the coordinators import, and a new coordinator's file imports them too, where before it imported
/// UIKit alone and named types it could not see.
final class WorkspaceFrameworkImportsEndToEndTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("workspace-framework-imports")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// A project with one synchronized folder `<folder>` building `<target>` as `productType`.
    private func writeProject(_ path: String, folder: String, target: String, productType: String) throws {
        let template = try String(
            contentsOf: ExistingApps.url("StructCoordinatorsStartedInPlace").appendingPathComponent("Harbour.xcodeproj/project.pbxproj"),
            encoding: .utf8)
        let text = template.replacingOccurrences(of: "path = Harbour;", with: "path = \(folder);")
            .replacingOccurrences(of: "Harbour", with: target)
            .replacingOccurrences(of: "com.apple.product-type.application", with: productType)
        try write(text, to: "\(path)/project.pbxproj")
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func makeWorkspace(coordinatorsImportKit: Bool = true) throws {
        try writeProject("App/App.xcodeproj", folder: "App", target: "App", productType: "com.apple.product-type.application")
        try writeProject("Kit/Kit.xcodeproj", folder: "Kit", target: "CoordinationKit", productType: "com.apple.product-type.framework")
        try writeProject("Store/Store.xcodeproj", folder: "Store", target: "Storage", productType: "com.apple.product-type.framework")
        let entries = ["App/App.xcodeproj", "Kit/Kit.xcodeproj", "Store/Store.xcodeproj"]
            .map { "   <FileRef\n      location = \"group:\($0)\">\n   </FileRef>\n" }.joined()
        try write(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace\n   version = \"1.0\">\n\(entries)</Workspace>\n",
            to: "Cellar.xcworkspace/contents.xcworkspacedata")
        try write("import UIKit\n\npublic protocol Coordinator: AnyObject {\n    func start()\n}\n", to: "Kit/Kit/Coordinator.swift")
        try write("public final class Vault {\n    public init() {}\n}\n", to: "Store/Store/Vault.swift")
        let imports = coordinatorsImportKit ? "import CoordinationKit\nimport Storage\nimport UIKit\n" : "import Storage\nimport UIKit\n"
        func coordinator(_ name: String, starting child: String? = nil) -> String {
            let starts = child.map { "\n        let child = \($0)Coordinator(navigationController: navigationController, vault: vault)\n        children.append(child)\n        child.start()" } ?? ""
            return """
                \(imports)
                final class \(name)Coordinator: Coordinator {
                    let navigationController: UINavigationController
                    let vault: Vault
                    var children: [Coordinator] = []

                    init(navigationController: UINavigationController, vault: Vault) {
                        self.navigationController = navigationController
                        self.vault = vault
                    }

                    func start() {\(starts)
                    }
                }

                """
        }
        try write(coordinator("App", starting: "Cellar"), to: "App/App/AppCoordinator.swift")
        try write(coordinator("Cellar"), to: "App/App/CellarCoordinator.swift")
        try write(
            """
            \(imports)
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var coordinator: AppCoordinator?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let coordinator = AppCoordinator(navigationController: UINavigationController(), vault: Vault())
                    self.coordinator = coordinator
                    coordinator.start()
                }
            }

            """, to: "App/App/SceneDelegate.swift")
    }

    func testANewCoordinatorImportsTheFrameworksDeclaringWhatItNames() throws {
        try makeWorkspace()
        let adopted = CoordgenBinary.run(["init"], in: root)
        XCTAssertEqual(adopted.status, 0, adopted.output)
        XCTAssertTrue(
            adopted.stdout.contains(
                "imports:     CoordinationKit (Coordinator), Storage (Vault): compiled by framework targets of the workspace's other projects, which the coordinators import; generated coordinators import them too"
            ), adopted.stdout)
        let config = try Project.load(root.appendingPathComponent(Project.configFileName))
        XCTAssertEqual(config.appShape.protocol.requirementImports, ["CoordinationKit", "Storage"])

        let zebra = CoordgenBinary.run(["new", "coordinator", "Zebra", "--parent", "App"], in: root)
        XCTAssertEqual(zebra.status, 0, zebra.output)
        let text = try String(contentsOf: root.appendingPathComponent("App/App/ZebraCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(text.contains("import UIKit\nimport CoordinationKit\nimport Storage\n"), text)
    }

    func testAFrameworkTheCoordinatorsDoNotImportIsNotImported() throws {
        try makeWorkspace(coordinatorsImportKit: false)
        let adopted = CoordgenBinary.run(["init"], in: root)
        XCTAssertEqual(adopted.status, 0, adopted.output)
        XCTAssertTrue(adopted.stdout.contains("imports:     Storage (Vault):"), adopted.stdout)
        XCTAssertFalse(adopted.stdout.contains("CoordinationKit (Coordinator)"), adopted.stdout)
    }
}
