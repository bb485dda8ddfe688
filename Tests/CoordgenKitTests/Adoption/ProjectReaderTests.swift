import XCTest

@testable import CoordgenKit

/// The three project readers, on project files written for the test.
final class ProjectReaderTests: XCTestCase {
    func testPBXReaderResolvesProductAndModuleNamesAndFolderKinds() throws {
        let folder = try Repository.temporaryDirectory("pbx")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xcodeproj = folder.appendingPathComponent("My App.xcodeproj")
        try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        // objectVersion 77, yet the app keeps a classic group while the tests folder is synchronized.
        let text = """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 77;
            	objects = {
            		P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = M; targets = (A, K, T); };
            		PL = {isa = XCConfigurationList; buildConfigurations = (PD); };
            		PD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {IPHONEOS_DEPLOYMENT_TARGET = 14.0; SWIFT_VERSION = 5.0; }; };
            		M = {isa = PBXGroup; children = (G); sourceTree = "<group>"; };
            		G = {isa = PBXGroup; children = (S); path = "My App"; sourceTree = "<group>"; };
            		S = {isa = PBXGroup; children = (F); path = Sources; sourceTree = "<group>"; };
            		F = {isa = PBXFileReference; path = AppCoordinator.swift; sourceTree = "<group>"; };
            		BF = {isa = PBXBuildFile; fileRef = F; };
            		SP = {isa = PBXSourcesBuildPhase; files = (BF); };
            		A = {isa = PBXNativeTarget; name = "My App"; buildConfigurationList = AL; buildPhases = (SP); productType = "com.apple.product-type.application"; };
            		AL = {isa = XCConfigurationList; buildConfigurations = (AR, AD); };
            		AR = {isa = XCBuildConfiguration; name = Release; buildSettings = {PRODUCT_NAME = Wrong; }; };
            		AD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = "$(TARGET_NAME)"; SWIFT_VERSION = 6.0; }; };
            		K = {isa = PBXNativeTarget; name = Kit; buildConfigurationList = KL; buildPhases = (); productType = "com.apple.product-type.framework"; };
            		KL = {isa = XCConfigurationList; buildConfigurations = (KD); };
            		KD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_MODULE_NAME = CoreKit; }; };
            		T = {isa = PBXNativeTarget; name = "My AppTests"; buildPhases = (); fileSystemSynchronizedGroups = (TG); productType = "com.apple.product-type.bundle.unit-test"; };
            		TG = {isa = PBXFileSystemSynchronizedRootGroup; path = "My AppTests"; sourceTree = "<group>"; };
            	};
            	rootObject = P;
            }
            """
        try Data(text.utf8).write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
        let reader = try PBXProjectSettingsReader(xcodeproj: xcodeproj)
        XCTAssertEqual(reader.objectVersion, 77)
        let targets = reader.targets(displayPath: "My App.xcodeproj", projectFolder: "")
        XCTAssertEqual(targets.map(\.name), ["My App", "Kit", "My AppTests"])
        let app = targets[0]
        XCTAssertEqual(app.product, .app)
        XCTAssertEqual(app.module, "My_App")
        XCTAssertEqual(app.deploymentTarget, "14.0", "the project's setting, as the target sets none")
        XCTAssertEqual(app.swiftVersion, "6.0", "the Debug configuration's, over the project's")
        XCTAssertEqual(app.folderKind, .group)
        XCTAssertEqual(app.folders, ["My App"])
        XCTAssertEqual(targets[1].module, "CoreKit")
        XCTAssertEqual(targets[2].folderKind, .synchronized)
        XCTAssertEqual(targets[2].folders, ["My AppTests"])
    }

    /// Xcode 26's settings, from the target over the project, and from an XcodeGen spec and a Tuist
    /// manifest; approachable concurrency counts as its features.
    func testReadersReadTheConcurrencySettings() throws {
        let folder = try Repository.temporaryDirectory("pbx-concurrency")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xcodeproj = folder.appendingPathComponent("Shop.xcodeproj")
        try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        let text = """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 77;
            	objects = {
            		P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = M; targets = (A, T); };
            		PL = {isa = XCConfigurationList; buildConfigurations = (PD); };
            		PD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY = YES; }; };
            		M = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            		A = {isa = PBXNativeTarget; name = Shop; buildConfigurationList = AL; buildPhases = (); productType = "com.apple.product-type.application"; };
            		AL = {isa = XCConfigurationList; buildConfigurations = (AD); };
            		AD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_APPROACHABLE_CONCURRENCY = YES; SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor; SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY = YES; }; };
            		T = {isa = PBXNativeTarget; name = ShopTests; buildConfigurationList = TL; buildPhases = (); productType = "com.apple.product-type.bundle.unit-test"; };
            		TL = {isa = XCConfigurationList; buildConfigurations = (TD); };
            		TD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {OTHER_SWIFT_FLAGS = "$(inherited) -enable-upcoming-feature InferIsolatedConformances"; }; };
            	};
            	rootObject = P;
            }
            """
        try Data(text.utf8).write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
        let targets = try PBXProjectSettingsReader(xcodeproj: xcodeproj).targets(displayPath: "Shop.xcodeproj", projectFolder: "")
        XCTAssertEqual(
            targets[0].concurrency,
            ConcurrencySettings(
                defaultIsolation: .mainActor,
                upcomingFeatures: ConcurrencySettings.approachableConcurrencyFeatures + ["ExistentialAny", "MemberImportVisibility"]))
        XCTAssertEqual(targets[0].concurrency?.buildSettings["SWIFT_UPCOMING_FEATURE_EXISTENTIAL_ANY"], "YES")
        XCTAssertEqual(
            targets[1].concurrency, ConcurrencySettings(upcomingFeatures: ["ExistentialAny", "InferIsolatedConformances"]))
        XCTAssertTrue(targets[1].concurrency?.infersIsolatedConformances ?? false)
        XCTAssertFalse(targets[1].concurrency?.isMainActorByDefault ?? true)

        let spec = XcodeGenSpecReader(
            text: """
                name: Shop
                settings:
                  SWIFT_DEFAULT_ACTOR_ISOLATION: MainActor
                targets:
                  Shop:
                    type: application
                    sources: [Shop]
                    settings:
                      SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY: YES
                """, displayPath: "project.yml")
        XCTAssertEqual(
            spec.targets().first?.concurrency,
            ConcurrencySettings(defaultIsolation: .mainActor, upcomingFeatures: ["MemberImportVisibility"]))

        let tuist = TuistManifestReader(
            text: """
                import ProjectDescription

                let project = Project(
                    name: "Shop",
                    targets: [
                        .target(
                            name: "Shop", destinations: .iOS, product: .app, bundleId: "com.example.shop", sources: ["Shop/**"],
                            settings: .settings(base: ["SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor", "SWIFT_APPROACHABLE_CONCURRENCY": "YES"])
                        ),
                    ]
                )
                """, displayPath: "Project.swift", folder: "")
        XCTAssertEqual(
            tuist.targets().first?.concurrency,
            ConcurrencySettings(defaultIsolation: .mainActor, upcomingFeatures: ConcurrencySettings.approachableConcurrencyFeatures))
    }

    func testAnUnreadableProjectIsRefusedWithItsName() throws {
        let folder = try Repository.temporaryDirectory("pbx")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xcodeproj = folder.appendingPathComponent("Broken.xcodeproj")
        try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        try Data("{ objects = ".utf8).write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
        XCTAssertThrowsError(try PBXProjectSettingsReader(xcodeproj: xcodeproj)) { error in
            XCTAssertEqual("\(error)", "Broken.xcodeproj/project.pbxproj is not a readable project file")
        }
    }

    func testTuistManifestTargetsAreReadWithoutRunningTheManifest() {
        let manifest = """
            import ProjectDescription

            let project = Project(
                name: "Garden",
                settings: .settings(base: ["SWIFT_VERSION": "6.0"]),
                targets: [
                    .target(name: "Garden", destinations: .iOS, product: .app, bundleId: "a", deploymentTargets: .iOS("17.0"), sources: ["App/Sources/**"]),
                    Target.target(name: "Core", destinations: .iOS, product: .staticFramework, bundleId: "b", sources: "Core/**/*.swift"),
                ]
            )
            """
        let targets = TuistManifestReader(text: manifest, displayPath: "Projects/Garden/Project.swift", folder: "Projects/Garden").targets()
        XCTAssertEqual(targets.map(\.name), ["Garden", "Core"])
        XCTAssertEqual(targets[0].product, .app)
        XCTAssertEqual(targets[0].deploymentTarget, "17.0")
        XCTAssertEqual(targets[0].swiftVersion, "6.0", "the project's settings apply to every target")
        XCTAssertEqual(targets[0].folders, ["Projects/Garden/App/Sources"])
        XCTAssertEqual(targets[0].reference.description, "Projects/Garden/Project.swift:7")
        XCTAssertEqual(targets[1].product, .framework)
        XCTAssertEqual(targets[1].folders, ["Projects/Garden/Core"])
    }

    /// A manifest that calls a helper of `Tuist/ProjectDescriptionHelpers` declares one module compiling
    /// its `Sources/`, named by a `name:`-like argument, else by what the app imports, else its folder.
    func testTemplatedTuistManifestsAreOneModuleEach() {
        func target(_ text: String, folder: String, imported: Set<String> = []) -> ProjectTarget? {
            var reader = TuistManifestReader(text: text, displayPath: "\(folder)/Project.swift", folder: folder)
            reader.isImported = { imported.contains($0) }
            let targets = reader.targets()
            XCTAssertLessThanOrEqual(targets.count, 1)
            return targets.first
        }
        let app = target("import ProjectDescriptionHelpers\n\nlet project = Project.makeMainApp(appName: \"Lamp\", dependencies: [.core(.kit)])\n", folder: "Projects/Lamp")
        XCTAssertEqual(app?.name, "Lamp")
        XCTAssertEqual(app?.product, .app, "the helper's name says it makes the app")
        XCTAssertEqual(app?.folders, ["Projects/Lamp/Sources"])
        XCTAssertEqual(app?.sourceGlobs, ["Sources/**"])
        XCTAssertEqual(app?.reference.description, "Projects/Lamp/Project.swift:3")
        let named = target("let project: Project = .project(name: \"HomeScreens\", product: .staticFramework, dependencies: [])\n", folder: "Projects/Feature/Home/Screens")
        XCTAssertEqual(named?.name, "HomeScreens")
        XCTAssertEqual(named?.product, .framework)
        let depending = target("let project = Project.makeFeature(name: \"Home\", dependencies: [.target(name: \"Core\")])\n", folder: "Projects/Home")
        XCTAssertEqual(depending?.name, "Home", "a target the helper depends on is not one the manifest declares")
        let core = "let project = Project.makeCoreModule(.kit)\n"
        XCTAssertEqual(target(core, folder: "Projects/Core/Kit", imported: ["CoreKit"])?.name, "CoreKit", "the name the app imports it by")
        XCTAssertEqual(target(core, folder: "Projects/Core/Kit", imported: ["Kit"])?.name, "Kit")
        XCTAssertEqual(target(core, folder: "Projects/Core/Kit")?.name, "Kit", "imported by nothing: its folder")
        XCTAssertEqual(target(core, folder: "Projects/Core/Kit")?.product, .framework)
        XCTAssertNil(target("import ProjectDescription\n\nlet workspace = Workspace(name: \"W\", projects: [])\n", folder: "Projects/W"))
    }

    func testTuistTargetNamesMayBeTopLevelConstants() {
        let manifest = """
            let projectName = "Lamp"
            let project = Project(name: projectName, targets: [
                .target(name: projectName, destinations: .iOS, product: .app, productName: projectName, bundleId: "a", sources: ["Sources/**"]),
            ])
            """
        let targets = TuistManifestReader(text: manifest, displayPath: "App/Project.swift", folder: "App").targets()
        XCTAssertEqual(targets.map(\.name), ["Lamp"])
        XCTAssertEqual(targets.first?.productName, "Lamp")
    }

    func testXcodeGenSpecTargetsUseTheSpecDefaults() {
        let spec = """
            name: Pantry
            options:
              deploymentTarget:
                iOS: 15.0
            settings:
              base:
                SWIFT_VERSION: 5.0
            targets:
              Pantry:
                type: application
                sources:
                  - path: Pantry
              PantryTests:
                type: bundle.unit-test
                deploymentTarget: "16.4"
                sources: PantryTests
            """
        let targets = XcodeGenSpecReader(text: spec, displayPath: "project.yml").targets()
        XCTAssertEqual(targets.map(\.name), ["Pantry", "PantryTests"])
        XCTAssertEqual(targets[0].deploymentTarget, "15.0")
        XCTAssertEqual(targets[0].swiftVersion, "5.0")
        XCTAssertEqual(targets[0].folders, ["Pantry"])
        XCTAssertEqual(targets[1].product, .unitTests)
        XCTAssertEqual(targets[1].deploymentTarget, "16.4")
        XCTAssertEqual(targets[1].folders, ["PantryTests"])
    }
}
