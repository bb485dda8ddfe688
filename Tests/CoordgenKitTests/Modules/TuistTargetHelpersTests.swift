import XCTest

@testable import CoordgenKit

/// Manifests that list targets through the project's own helpers (`.implementation(module: .Home)`) and
/// targets whose name is computed: their folders, products and names; example apps beside the app.
final class TuistTargetHelpersTests: XCTestCase {
    private let helpersText = """
        import ProjectDescription

        extension Target {
            public static func implementation(module: Module, dependencies: [TargetDependency] = []) -> Target {
                .target(name: module.rawValue, destinations: .iOS, product: .framework, bundleId: "b", sources: ["Sources/**"],
                        dependencies: dependencies)
            }
            public static func implementation(module: Module, resources: ResourceFileElements) -> Target {
                .target(name: module.rawValue, destinations: .iOS, product: .framework, bundleId: "b", sources: ["Sources/**"],
                        resources: resources)
            }
            public static func interface(module: Module) -> Target {
                .target(name: module.rawValue + "Interface", destinations: .iOS, product: .framework, bundleId: "b",
                        sources: ["Interface/**"], dependencies: [.target(name: "Shared")])
            }
            public static func demo(module: Module) -> Target {
                .target(name: module.rawValue + "Demo", destinations: .iOS, product: .app, bundleId: "b", sources: ["Demo/Sources/**"])
            }
            public static func computed(module: Module) -> Target {
                .target(name: module.rawValue, destinations: .iOS, product: .framework, bundleId: "b", sources: module.sources)
            }
            public static func branching(module: Module, app: Bool) -> Target {
                if app { return .target(name: "A", destinations: .iOS, product: .app, bundleId: "b", sources: ["App/**"]) }
                return .target(name: "B", destinations: .iOS, product: .framework, bundleId: "b", sources: ["Sources/**"])
            }
            static func notATarget() -> String { "" }
        }
        """

    private func targets(
        _ manifest: String, folder: String = "Projects/Feature/Home", imported: Set<String> = [], rootName: String? = nil
    ) -> [ProjectTarget] {
        var reader = TuistManifestReader(text: manifest, displayPath: "\(folder)/Project.swift", folder: folder)
        reader.rootName = rootName
        reader.targetHelpers = TuistTargetHelpers(texts: [helpersText])
        reader.isImported = { imported.contains($0) }
        return reader.targets()
    }

    func testHelpersAreReadFromTheTargetTheirBodyMakes() {
        let helpers = TuistTargetHelpers(texts: [helpersText])
        XCTAssertEqual(helpers.helper(named: "implementation"), .init(sources: ["Sources/**"], product: .framework))
        XCTAssertEqual(helpers.helper(named: "interface"), .init(sources: ["Interface/**"], product: .framework))
        XCTAssertEqual(helpers.helper(named: "demo"), .init(sources: ["Demo/Sources/**"], product: .app))
        // Sources not written out, or two bodies that disagree: unknown, as before.
        XCTAssertNil(helpers.helper(named: "computed"))
        XCTAssertNil(helpers.helper(named: "branching"))
        XCTAssertNil(helpers.helper(named: "notATarget"))
    }

    func testAManifestListingHelpersDeclaresTheirTargetsBelowItsFolder() {
        let manifest = """
            let project = Project(
                name: Module.Feature.Home.rawValue,
                targets: [
                    .implementation(module: .feature(.Home), dependencies: [.feature(target: .Home, type: .interface), .shared(target: .Kit)]),
                    .interface(module: .feature(.Home)),
                    .demo(module: .feature(.Home)),
                    .unknownHelper(module: .feature(.Home)),
                ]
            )
            """
        let found = targets(manifest, imported: ["HomeInterface"])
        XCTAssertEqual(found.map(\.name), ["Home", "HomeInterface", "HomeDemo"])
        XCTAssertEqual(found.map(\.folders), [["Projects/Feature/Home/Sources"], ["Projects/Feature/Home/Interface"], ["Projects/Feature/Home/Demo/Sources"]])
        XCTAssertEqual(found.map(\.product), [.framework, .framework, .app])
    }

    func testAHelperTargetNotImportedIsNamedByItsSourcesFolder() {
        let found = targets("let project = Project(name: \"Home\", targets: [.interface(module: .Home)])\n")
        XCTAssertEqual(found.map(\.name), ["HomeInterface"])
        // Without a capitalised name in its module argument, the manifest's folder names it.
        XCTAssertEqual(targets("let project = Project(name: n, targets: [.implementation(module: .home)])\n").map(\.name), ["Home"])
    }

    func testATargetWithAComputedNameIsKeptWhereItsProductAndSourcesAreWrittenOut() {
        let manifest = """
            let project = Project(
                name: environment.name,
                targets: [
                    .target(name: environment.name, destinations: .iOS, product: .app, bundleId: "b", sources: ["Sources/**"]),
                    .target(name: Module.Feature.Home.targetName(type: .demo), destinations: .iOS, product: .app, bundleId: "b",
                            sources: ["Demo/Sources/**"]),
                    .target(name: Workspace.appName, destinations: .iOS, product: .unitTests, bundleId: "b", sources: ["Tests/**"]),
                    .target(name: environment.name, destinations: .iOS, product: .app, bundleId: "b", sources: paths),
                ]
            )
            """
        let found = targets(manifest, folder: "Projects/App")
        XCTAssertEqual(found.map(\.name), ["App", "HomeDemo", "AppTests"])
        XCTAssertEqual(found.map(\.product), [.app, .app, .unitTests])
        // At the app's root no folder names it: the app's folder does, as init names an app it cannot read;
        // without one the target stays unknown. An interpolated name names nothing of its own.
        XCTAssertEqual(targets(manifest, folder: "").map(\.name), ["HomeDemo"])
        XCTAssertEqual(targets(manifest, folder: "", rootName: "Notes").map(\.name), ["Notes", "HomeDemo", "NotesTests"])
        let interpolated = "let project = Project(name: n, targets: [.target(name: \"\\(Settings.projectName)Tests\", product: .unitTests, sources: [\"NotesTests/**\"])])\n"
        XCTAssertEqual(targets(interpolated, folder: "", rootName: "Notes").map(\.name), ["NotesTests"])
    }

    func testExampleAppsAreTheAppsInDemoOrExampleFolders() {
        XCTAssertTrue(ExampleApps.isExample(folders: ["Projects/Feature/Home/Demo/Sources"]))
        XCTAssertTrue(ExampleApps.isExample(folders: ["Examples/Catalog"]))
        XCTAssertFalse(ExampleApps.isExample(folders: ["Projects/App/Sources"]))
        XCTAssertFalse(ExampleApps.isExample(folders: []))
        XCTAssertTrue(ExampleApps.isInExampleFolder("Features/Home/Demo/Sources/SceneDelegate.swift"))
        XCTAssertFalse(ExampleApps.isInExampleFolder("App/DemoSceneDelegate.swift"))
        // The app's own launch code wins; where there is only example launch code, it stays.
        XCTAssertEqual(ExampleApps.appsOwn(["A/Demo/S.swift", "App/S.swift"]) { $0 }, ["App/S.swift"])
        XCTAssertEqual(ExampleApps.appsOwn(["A/Demo/S.swift"]) { $0 }, ["A/Demo/S.swift"])
    }

    // MARK: helpers that make a whole project

    private let projectHelpersText = """
        import ProjectDescription

        extension Project {
            public static func application(
                name: String, product: Product = .app, testsSuffix: String = "Tests",
                deploymentTarget: DeploymentTarget = .iOS(targetVersion: "15.0", devices: [.iphone])
            ) -> Project {
                Project(name: name, targets: [
                    Target(name: name, platform: .iOS, product: product, bundleId: "com.example.\\(name)",
                           deploymentTarget: deploymentTarget, sources: ["Targets/Source/**"],
                           dependencies: [.target(name: "Core")]),
                    Target(name: "\\(name)\\(testsSuffix)", platform: .iOS, product: .unitTests, bundleId: "b",
                           deploymentTargets: .iOS("17.0"), sources: ["Targets/\\(testsSuffix)/**"]),
                ])
            }
            public static func picked(name: String, hasTests: Bool = false) -> Project {
                let app: Target = .target(name: name, product: .app, bundleId: "b", sources: ["Sources/**"])
                let tests: Target = .target(name: "\\(name)Tests", product: .unitTests, bundleId: "b", sources: ["Tests/**"])
                var targets = [app]
                if hasTests { targets.append(tests) }
                return Project(name: name, targets: targets)
            }
            public static func computedSources(name: String) -> Project {
                Project(name: name, targets: [.target(name: name, product: .app, bundleId: "b", sources: Paths.sources(of: name))])
            }
        }
        """

    private func projectTargets(_ manifest: String) -> [ProjectTarget] {
        var reader = TuistManifestReader(text: manifest, displayPath: "Project.swift", folder: "")
        reader.targetHelpers = TuistTargetHelpers(texts: [projectHelpersText])
        reader.rootName = "Checkout"
        return reader.targets()
    }

    func testAProjectHelpersTargetsAreFilledWithTheCallsArgumentsAndTheDefaults() {
        let targets = projectTargets(
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let appName = "Lantern"
            let project = Project.application(name: appName)
            """)
        XCTAssertEqual(targets.map(\.name), ["Lantern", "LanternTests"])
        XCTAssertEqual(targets.map(\.product), [.app, .unitTests], "the default `.app` where the call passes no product")
        XCTAssertEqual(targets.map(\.folders), [["Targets/Source"], ["Targets/Tests"]])
        XCTAssertEqual(targets.first?.reference, SourceReference(file: "Project.swift", line: 5))
        XCTAssertEqual(targets.map(\.deploymentTarget), ["15.0", "17.0"], "the parameter's default; the tests' own literal")
    }

    func testAProjectHelpersArgumentsOverrideItsDefaults() {
        let targets = projectTargets(
            """
            let project = Project.application(name: "Kiln", product: .framework, testsSuffix: "Specs", deploymentTarget: .iOS(targetVersion: "16.4", devices: [.ipad]))
            """)
        XCTAssertEqual(targets.map(\.name), ["Kiln", "KilnSpecs"])
        XCTAssertEqual(targets.map(\.product), [.framework, .unitTests])
        XCTAssertEqual(targets.last?.folders, ["Targets/Specs"])
        XCTAssertEqual(targets.first?.deploymentTarget, "16.4", "the call's argument for the parameter")
    }

    func testAProjectHelperWhoseTargetsCannotBeReadIsLeftToTheConvention() {
        let helpers = TuistTargetHelpers(texts: [projectHelpersText])
        XCTAssertNotNil(helpers.projectHelper(named: "application"))
        XCTAssertNil(helpers.projectHelper(named: "computedSources"), "sources made by code are not read")
        XCTAssertNil(helpers.projectHelper(named: "picked"), "targets its code picks are not known for a call")
        // A name the call computes: the helper's targets are not known (the manifest is read by Tuist's convention).
        let targets = projectTargets("let project = Project.application(name: Environment.appName)")
        XCTAssertFalse(targets.contains { $0.folders == ["Targets/Source"] }, "\(targets)")
    }
}
