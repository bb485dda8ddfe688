import XCTest

@testable import CoordgenKit

/// The edits behind a flow in another module: `public` on members the app recorded, an import into an
/// existing file, a manifest's new module.
final class ModuleEditsTests: XCTestCase {
    func testPublicMembersKeepPrivateOnesProtocolRequirementsAndCases() throws {
        // Members the app recorded, as a new flow's template renders them across a module boundary.
        let members = """
                @MainActor
                struct Dependency {
                    let navigationController: UINavigationController
                    private let cache: Cache
                }

                weak var finishDelegate: (any CoordinatorFinishDelegate)?
                private(set) var firstPushedScreen: UIViewController?
                private weak var screenBeforeFlow: UIViewController?
                @discardableResult override func start(with option: DeepLinkOption?) -> Bool {
                    func local() {}
                    return true
                }
                fileprivate func close() {}
                protocol Output { func finished() }
                enum Route { case home }
                deinit {}

            """
        XCTAssertEqual(
            try PublicDeclarationWriter.makingPublic(members: members),
            """
                @MainActor
                public struct Dependency {
                    public let navigationController: UINavigationController
                    private let cache: Cache
                }

                public weak var finishDelegate: (any CoordinatorFinishDelegate)?
                public private(set) var firstPushedScreen: UIViewController?
                private weak var screenBeforeFlow: UIViewController?
                @discardableResult public override func start(with option: DeepLinkOption?) -> Bool {
                    func local() {}
                    return true
                }
                fileprivate func close() {}
                public protocol Output { func finished() }
                public enum Route { case home }
                deinit {}

            """)
        XCTAssertEqual(AccessLevel.internal.applied(toMembers: members), members)
        XCTAssertEqual(AccessLevel.public.applied(toMembers: "func start() -> some View"), "public func start() -> some View")
    }

    func testImportGoesAfterTheLastImportOnceOnly() throws {
        XCTAssertEqual(
            try ImportInserter.addingImport("Wallet", to: "import UIKit\nimport Core\n\nfinal class A {}\n"),
            "import UIKit\nimport Core\nimport Wallet\n\nfinal class A {}\n")
        XCTAssertEqual(try ImportInserter.addingImport("Core", to: "import UIKit\nimport Core\n"), "import UIKit\nimport Core\n")
        XCTAssertEqual(
            try ImportInserter.addingImport("Home", testable: true, to: "import XCTest\r\n\r\nfinal class T {}\r\n"),
            "import XCTest\r\n@testable import Home\r\n\r\nfinal class T {}\r\n")
        XCTAssertEqual(
            try ImportInserter.addingImport("Core", to: "// Header\n\nfinal class A {}\n"),
            "// Header\n\nimport Core\n\nfinal class A {}\n")
    }

    func testPackageManifestTargetsFoldersAndDependencies() {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Features",
                products: [.library(name: "Home", targets: ["Home"])],
                dependencies: [.package(path: "../Core")],
                targets: [
                    .target(name: "Home", dependencies: [.product(name: "Core", package: "Core"), .target(name: "Kit")]),
                    .target(name: "Kit", path: "Shared/Kit"),
                    .testTarget(name: "HomeTests", dependencies: ["Home"]),
                ]
            )
            """
        let targets = PackageManifestReader(text: manifest, displayPath: "Packages/Features/Package.swift").targets()
        XCTAssertEqual(targets.map(\.name), ["Home", "Kit", "HomeTests"])
        XCTAssertEqual(
            targets.map(\.folders),
            [["Packages/Features/Sources/Home"], ["Packages/Features/Shared/Kit"], ["Packages/Features/Tests/HomeTests"]])
        XCTAssertEqual(targets.map(\.dependencies), [["Core", "Kit"], [], ["Home"]])
        XCTAssertEqual(targets.map(\.product), [.framework, .framework, .unitTests])
    }

    func testANewModuleIsDeclaredLikeItsModelAndBecomesADependency() throws {
        let manifest = """
            let package = Package(
                name: "Features",
                targets: [
                    .target(name: "Core"),
                    .target(name: "Home", dependencies: ["Core"])
                ]
            )
            """
        let writer = ManifestModuleWriter(isPackage: true)
        var edited = try writer.addingTarget("Wallet", modelledOn: "Home", to: manifest)
        edited = try writer.addingDependency("Wallet", to: "Home", in: edited)
        XCTAssertEqual(
            edited,
            """
            let package = Package(
                name: "Features",
                targets: [
                    .target(name: "Core"),
                    .target(name: "Home", dependencies: ["Core", "Wallet"]),
                    .target(name: "Wallet", dependencies: ["Core"])
                ]
            )
            """)
        XCTAssertThrowsError(try writer.addingDependency("Wallet", to: "Core", in: edited)) { error in
            XCTAssertEqual(
                "\(error)",
                "target Core has no dependencies: list, so coordgen cannot add Wallet to it: add `dependencies: []` to Core, then run the command again"
            )
        }
    }

    func testTuistDependenciesAreTargetsNotDeclarations() {
        let manifest = """
            let project = Project(name: "A", targets: [
                .target(name: "Core", destinations: .iOS, product: .framework, bundleId: "a.core", sources: ["Core/**"]),
                .target(name: "A", destinations: .iOS, product: .app, bundleId: "a", sources: ["App/**"], dependencies: [.target(name: "Core"), .external(name: "Lib")]),
            ])
            """
        let targets = TuistManifestReader(text: manifest, displayPath: "Project.swift", folder: "").targets()
        XCTAssertEqual(targets.map(\.name), ["Core", "A"])
        XCTAssertEqual(targets.map(\.dependencies), [[], ["Core"]])
    }

    func testPlacementFollowsTheLayoutWhereAModuleTheParentUsesCompilesIt() throws {
        func module(
            _ name: String, _ folder: String, _ dependencies: [String] = [], product: ProjectTarget.Product = .framework
        )
            -> ProjectModules.Module
        {
            var target = ProjectTarget(
                name: name, product: product, productName: nil, moduleName: nil, deploymentTarget: nil, swiftVersion: nil,
                folders: [folder], folderKind: nil, reference: SourceReference(file: "Project.swift"))
            target.dependencies = dependencies
            return ProjectModules.Module(target: target, manifest: "Project.swift", isPackage: false)
        }
        // A glob over every feature folder compiles a new one: the layout stands, across modules.
        let modules = ProjectModules(modules: [
            module("Features", "Features", ["Core"]), module("Core", "Core"), module("App", "App", ["Features", "Core"], product: .app),
        ])
        let placement = try FlowPlacement.decide(
            flow: "Profile", layoutFolder: "Features/Profile", parentFile: "App/AppCoordinator.swift", moduleChoice: nil,
            createsModule: false, modules: modules)
        XCTAssertNil(placement.folder)
        XCTAssertEqual(placement.module?.name, "Features")
        XCTAssertTrue(placement.crossesModules)
        XCTAssertEqual(placement.notes, [])
    }
}
