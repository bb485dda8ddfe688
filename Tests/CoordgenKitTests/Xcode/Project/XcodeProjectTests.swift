import Foundation
import XCTest

@testable import CoordgenKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The generated `Hotel.xcodeproj`: it parses, every reference resolves, targets and settings are
/// right, the scheme points at the targets, and every Swift file — also those added later by
/// `new coordinator` and `new screen` — belongs to a target.
final class XcodeProjectTests: XCTestCase {
    private static let sample = Result { try SampleProject.fullScenario() }
    private static let swiftUISample = Result { try SampleProject.fullScenario(style: .swiftui) }

    override class func tearDown() {
        (try? sample.get())?.remove()
        (try? swiftUISample.get())?.remove()
        super.tearDown()
    }

    private func project(at root: URL) throws -> (objects: [String: OpenStepValue], root: OpenStepValue) {
        let text = try String(contentsOf: root.appendingPathComponent("Hotel.xcodeproj/project.pbxproj"), encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("// !$*UTF8*$!\n"))
        let plist = try OpenStepParser.parse(text)
        return (try XCTUnwrap(plist["objects"]?.dictionary), plist)
    }

    private func objects(_ objects: [String: OpenStepValue], isa: String) -> [(id: String, object: OpenStepValue)] {
        objects.filter { $0.value["isa"]?.string == isa }.map { ($0.key, $0.value) }.sorted { $0.id < $1.id }
    }

    func testProjectParsesAndEveryReferenceResolves() throws {
        let root = try Self.sample.get().root
        let (objects, plist) = try project(at: root)
        XCTAssertEqual(plist["objectVersion"]?.string, "77")
        XCTAssertEqual(plist["archiveVersion"]?.string, "1")
        let rootObject = try XCTUnwrap(plist["rootObject"]?.string)
        XCTAssertEqual(objects[rootObject]?["isa"]?.string, "PBXProject")
        let idPattern = try NSRegularExpression(pattern: "^[0-9A-F]{24}$")
        let referenced = objects.values.flatMap(\.allStrings).filter {
            idPattern.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil
        }
        XCTAssertGreaterThan(referenced.count, 20)
        for id in referenced {
            XCTAssertNotNil(objects[id], "\(id) is referenced but not defined")
        }
        // Every object but the root is reachable from the root.
        var reachable: Set<String> = [rootObject]
        var queue = [rootObject]
        while let id = queue.popLast() {
            for next in objects[id]?.allStrings ?? [] where objects[next] != nil && !reachable.contains(next) {
                reachable.insert(next)
                queue.append(next)
            }
        }
        XCTAssertEqual(reachable, Set(objects.keys))
    }

    func testTargetsAndKeySettings() throws {
        let (objects, _) = try project(at: try Self.sample.get().root)
        let targets = self.objects(objects, isa: "PBXNativeTarget").map(\.object)
        XCTAssertEqual(targets.compactMap { $0["name"]?.string }.sorted(), ["Hotel", "HotelTests"])
        func settings(_ target: OpenStepValue, _ configuration: String) throws -> [String: OpenStepValue] {
            let list = try XCTUnwrap(objects[try XCTUnwrap(target["buildConfigurationList"]?.string)])
            let ids = try XCTUnwrap(list["buildConfigurations"]?.array).compactMap(\.string)
            let match = try XCTUnwrap(ids.compactMap { objects[$0] }.first { $0["name"]?.string == configuration })
            return try XCTUnwrap(match["buildSettings"]?.dictionary)
        }
        let app = try XCTUnwrap(targets.first { $0["name"]?.string == "Hotel" })
        XCTAssertEqual(app["productType"]?.string, "com.apple.product-type.application")
        for configuration in ["Debug", "Release"] {
            let appSettings = try settings(app, configuration)
            XCTAssertEqual(appSettings["PRODUCT_BUNDLE_IDENTIFIER"]?.string, "com.example.hotel")
            XCTAssertEqual(appSettings["INFOPLIST_FILE"]?.string, "Hotel/Info.plist")
            XCTAssertEqual(appSettings["GENERATE_INFOPLIST_FILE"]?.string, "YES")
            XCTAssertNil(appSettings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"], "the file's manifest names the SceneDelegate")
            XCTAssertEqual(appSettings["ASSETCATALOG_COMPILER_APPICON_NAME"]?.string, "AppIcon")
            XCTAssertEqual(appSettings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"]?.string, "AccentColor")
            XCTAssertEqual(appSettings["IPHONEOS_DEPLOYMENT_TARGET"]?.string, DeploymentTarget.defaultValue)
            XCTAssertEqual(appSettings["SWIFT_VERSION"]?.string, "5.0")
        }
        let tests = try XCTUnwrap(targets.first { $0["name"]?.string == "HotelTests" })
        XCTAssertEqual(tests["productType"]?.string, "com.apple.product-type.bundle.unit-test")
        let testSettings = try settings(tests, "Debug")
        XCTAssertEqual(testSettings["TEST_HOST"]?.string, "$(BUILT_PRODUCTS_DIR)/Hotel.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Hotel")
        XCTAssertEqual(testSettings["BUNDLE_LOADER"]?.string, "$(TEST_HOST)")
        // The test target depends on the app, through a proxy to the app target.
        let dependency = try XCTUnwrap(objects[try XCTUnwrap(tests["dependencies"]?.array?.first?.string)])
        XCTAssertEqual(
            dependency["target"]?.string, self.objects(objects, isa: "PBXNativeTarget").first { $0.object["name"]?.string == "Hotel" }?.id)
        let project = try XCTUnwrap(self.objects(objects, isa: "PBXProject").first?.object)
        XCTAssertEqual(project["attributes"]?["TargetAttributes"]?.dictionary?.count, 2)
        XCTAssertEqual(try settings(project, "Debug")["SDKROOT"]?.string, "iphoneos")
    }

    /// Xcode 26's App template: its tool versions and the settings it adds to Xcode 16's, on both
    /// targets; `--xcode 16` keeps Xcode 16's.
    func testXcode26ProjectHasTheAppTemplatesVersionsAndSettings() throws {
        let xcode26 = try SampleProject(xcode: .xcode26)
        defer { xcode26.remove() }
        let xcode16 = try SampleProject(xcode: .xcode16)
        defer { xcode16.remove() }
        for (sample, version) in [(xcode26, XcodeVersion.xcode26), (xcode16, .xcode16)] {
            let (objects, _) = try project(at: sample.root)
            let project = try XCTUnwrap(self.objects(objects, isa: "PBXProject").first?.object)
            let attributes = try XCTUnwrap(project["attributes"])
            let check = version == .xcode26 ? "2600" : "1600"
            XCTAssertEqual(attributes["LastUpgradeCheck"]?.string, check)
            XCTAssertEqual(attributes["LastSwiftUpdateCheck"]?.string, check)
            for (_, target) in try XCTUnwrap(attributes["TargetAttributes"]?.dictionary) {
                XCTAssertEqual(target["CreatedOnToolsVersion"]?.string, version == .xcode26 ? "26.0" : "16.0")
            }
            let scheme = try String(
                contentsOf: sample.root.appendingPathComponent("Hotel.xcodeproj/xcshareddata/xcschemes/Hotel.xcscheme"), encoding: .utf8)
            XCTAssertTrue(scheme.contains("LastUpgradeVersion = \"\(check)\""), scheme)

            for target in self.objects(objects, isa: "PBXNativeTarget").map(\.object) {
                let isApp = target["name"]?.string == "Hotel"
                let list = try XCTUnwrap(objects[try XCTUnwrap(target["buildConfigurationList"]?.string)])
                for id in try XCTUnwrap(list["buildConfigurations"]?.array).compactMap(\.string) {
                    let settings = try XCTUnwrap(objects[id]?["buildSettings"]?.dictionary)
                    let expected: [String: String?] =
                        version == .xcode26
                        ? [
                            "SWIFT_DEFAULT_ACTOR_ISOLATION": "MainActor", "SWIFT_APPROACHABLE_CONCURRENCY": "YES",
                            "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY": "YES",
                            "STRING_CATALOG_GENERATE_SYMBOLS": isApp ? "YES" : "NO",
                        ]
                        : [
                            "SWIFT_DEFAULT_ACTOR_ISOLATION": nil, "SWIFT_APPROACHABLE_CONCURRENCY": nil,
                            "SWIFT_UPCOMING_FEATURE_MEMBER_IMPORT_VISIBILITY": nil, "STRING_CATALOG_GENERATE_SYMBOLS": nil,
                        ]
                    for (key, value) in expected {
                        XCTAssertEqual(settings[key]?.string, value, "\(version) \(target["name"]?.string ?? "") \(key)")
                    }
                }
            }
        }
    }

    func testEverySwiftFileBelongsToATarget() throws {
        try assertEverySwiftFileBelongsToATarget(try Self.sample.get())
    }

    /// A SwiftUI app has no scene delegate: Xcode generates its whole Info.plist, scene manifest
    /// included, as in Xcode's SwiftUI App template; its `Navigation/` folder is in the app target like
    /// every other, and it targets iOS 16 (NavigationStack).
    func testSwiftUIProjectGeneratesItsInfoPlistAndHasEveryFileInATarget() throws {
        let sample = try Self.swiftUISample.get()
        try assertEverySwiftFileBelongsToATarget(sample)
        let (objects, _) = try project(at: sample.root)
        let appSettings = objects.values.filter { $0["isa"]?.string == "XCBuildConfiguration" }
            .compactMap { $0["buildSettings"]?.dictionary }
            .filter { $0["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] != nil }
        XCTAssertEqual(appSettings.count, 2, "Debug and Release of the app target")
        for settings in appSettings {
            XCTAssertNil(settings["INFOPLIST_FILE"])
            XCTAssertEqual(settings["GENERATE_INFOPLIST_FILE"]?.string, "YES")
            XCTAssertEqual(settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"]?.string, "YES")
            XCTAssertEqual(settings["INFOPLIST_KEY_UILaunchScreen_Generation"]?.string, "YES")
            XCTAssertEqual(settings["IPHONEOS_DEPLOYMENT_TARGET"]?.string, "16.0")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: sample.root.appendingPathComponent("Hotel/Info.plist").path))
        let exceptions = objects.values.filter { $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" }
        XCTAssertEqual(exceptions.count, 0, "no Info.plist to keep out of the resources")
        XCTAssertTrue(try sample.swiftFiles().app.contains { $0.path.hasSuffix("Hotel/Navigation/Navigator.swift") })
    }

    func testSwiftUIProjectsNeedIOS16() throws {
        let output = try Repository.temporaryDirectory("swiftui-ios")
        defer { try? FileManager.default.removeItem(at: output) }
        XCTAssertThrowsError(
            try ProjectGenerator().plan(ProjectOptions(name: "Hotel", outputDirectory: output, style: .swiftui, deploymentTarget: "15.4"))
        ) { error in
            XCTAssertEqual(error as? GeneratorError, .invalidDeploymentTarget("15.4", 16))
        }
        XCTAssertNoThrow(
            try ProjectGenerator().plan(ProjectOptions(name: "Hotel", outputDirectory: output, style: .uikit, deploymentTarget: "15.4")))
    }

    private func assertEverySwiftFileBelongsToATarget(_ sample: SampleProject, file: StaticString = #filePath, line: UInt = #line) throws {
        let (objects, _) = try project(at: sample.root)
        // (folder, target name, files excluded from that target)
        var membership: [(folder: String, target: String, excluded: Set<String>)] = []
        for (_, target) in self.objects(objects, isa: "PBXNativeTarget") {
            for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
                let group = try XCTUnwrap(objects[groupID])
                var excluded: Set<String> = []
                for exceptionID in group["exceptions"]?.array?.compactMap(\.string) ?? [] {
                    excluded.formUnion(objects[exceptionID]?["membershipExceptions"]?.array?.compactMap(\.string) ?? [])
                }
                membership.append((try XCTUnwrap(group["path"]?.string), try XCTUnwrap(target["name"]?.string), excluded))
            }
        }
        let files = try sample.swiftFiles()
        XCTAssertGreaterThan(files.app.count + files.tests.count, 18, "the scenario added coordinators and screens", file: file, line: line)
        for url in files.app + files.tests {
            let path = url.path(relativeTo: sample.root)
            let owners = membership.filter {
                path.hasPrefix($0.folder + "/") && !$0.excluded.contains(String(path.dropFirst($0.folder.count + 1)))
            }
            XCTAssertEqual(owners.count, 1, "\(path) belongs to \(owners.map(\.target))", file: file, line: line)
            XCTAssertEqual(owners.first?.target, files.tests.contains(url) ? "HotelTests" : "Hotel", path, file: file, line: line)
        }
        // An Info.plist in the app folder is not copied as a resource; a SwiftUI app has none.
        let infoPlist = sample.root.appendingPathComponent("Hotel/Info.plist")
        let expected: Set<String> = FileManager.default.fileExists(atPath: infoPlist.path) ? ["Info.plist"] : []
        XCTAssertTrue(membership.contains { $0.folder == "Hotel" && $0.excluded == expected }, file: file, line: line)
    }

    func testSchemeBuildsRunsAndTestsTheTargets() throws {
        let root = try Self.sample.get().root
        let (objects, _) = try project(at: root)
        let schemeText = try String(
            contentsOf: root.appendingPathComponent("Hotel.xcodeproj/xcshareddata/xcschemes/Hotel.xcscheme"), encoding: .utf8)
        let document = try XMLDocument(xmlString: schemeText)
        func references(_ path: String) throws -> [(id: String, name: String)] {
            try document.nodes(forXPath: path).compactMap { $0 as? XMLElement }.map {
                ($0.attribute(forName: "BlueprintIdentifier")?.stringValue ?? "", $0.attribute(forName: "BuildableName")?.stringValue ?? "")
            }
        }
        let targetIDs = Dictionary(
            uniqueKeysWithValues: self.objects(objects, isa: "PBXNativeTarget").map { ($0.object["name"]?.string ?? "", $0.id) })
        XCTAssertEqual(try references("/Scheme/BuildAction//BuildableReference").map(\.id), [targetIDs["Hotel"]])
        XCTAssertEqual(try references("/Scheme/TestAction//BuildableReference").map(\.id), [targetIDs["HotelTests"]])
        XCTAssertEqual(try references("/Scheme/TestAction//BuildableReference").map(\.name), ["HotelTests.xctest"])
        XCTAssertEqual(try references("/Scheme/LaunchAction//BuildableReference").map(\.name), ["Hotel.app"])
        XCTAssertEqual(
            try document.nodes(forXPath: "/Scheme/*").compactMap(\.name),
            ["BuildAction", "TestAction", "LaunchAction", "ProfileAction", "AnalyzeAction", "ArchiveAction"])
    }

    func testFileHeaderMacrosMatchCoordgensHeader() throws {
        let root = try Self.sample.get().root
        let macros = try String(
            contentsOf: root.appendingPathComponent("Hotel.xcodeproj/xcshareddata/IDETemplateMacros.plist"), encoding: .utf8)
        XCTAssertTrue(
            macros.contains(
                "<key>FILEHEADER</key>\n\t<string>\n//  ___FILENAME___\n//  ___PROJECTNAME___\n//\n//  Copyright © Example Inc.\n//</string>"
            ), macros)
        // Xcode writes `//` + FILEHEADER; the result is coordgen's own header for that file.
        let appCoordinator = try String(contentsOf: root.appendingPathComponent("Hotel/Coordinators/AppCoordinator.swift"), encoding: .utf8)
        let fromXcode = "//\n//  AppCoordinator.swift\n//  Hotel\n//\n//  Copyright © Example Inc.\n//"
        XCTAssertTrue(appCoordinator.hasPrefix(fromXcode + "\n"), appCoordinator)
    }

    func testSameCommandGivesAByteIdenticalProject() throws {
        let first = try SampleProject()
        let second = try SampleProject()
        defer { first.remove(); second.remove() }
        XCTAssertEqual(
            try GoldenTree.read(first.root.appendingPathComponent("Hotel.xcodeproj")),
            try GoldenTree.read(second.root.appendingPathComponent("Hotel.xcodeproj")))
    }

    func testSwiftSixAndDeploymentTargetReachTheSettings() throws {
        let spec = XcodeProjectSpec(
            name: "Hotel", bundleIdentifier: "com.acme.hotel", deploymentTarget: "17.2",
            swiftLanguageMode: .swift6, appFolder: "Hotel", testsFolder: "HotelTests", infoPlistPath: "Hotel/Info.plist")
        let text = try XCTUnwrap(try XcodeProjectFiles.make(spec, fileHeader: "")["Hotel.xcodeproj/project.pbxproj"])
        let objects = try XCTUnwrap(try OpenStepParser.parse(text)["objects"]?.dictionary)
        let configurations = objects.values.filter { $0["isa"]?.string == "XCBuildConfiguration" }
        XCTAssertEqual(configurations.count, 6)
        XCTAssertEqual(Set(configurations.compactMap { $0["buildSettings"]?["IPHONEOS_DEPLOYMENT_TARGET"]?.string }), ["17.2"])
        XCTAssertEqual(Set(configurations.compactMap { $0["buildSettings"]?["SWIFT_VERSION"]?.string }), ["6.0"])
    }

    func testDeploymentTargetsAreChecked() {
        XCTAssertEqual(try DeploymentTarget.validated("17"), "17.0")
        XCTAssertEqual(try DeploymentTarget.validated("16.4"), "16.4")
        for bad in ["", "13.0", "sixteen", "16..0", "16.0.1.2", "-16"] {
            XCTAssertThrowsError(try DeploymentTarget.validated(bad), bad)
        }
    }

    func testParserRejectsBrokenInput() {
        XCTAssertThrowsError(try OpenStepParser.parse("{ a = b; "))
        XCTAssertThrowsError(try OpenStepParser.parse("{ a = b; a = c; }"))
        XCTAssertEqual(
            try OpenStepParser.parse("{ a = ( \"x y\", z, ); /* c */ b = {}; }"),
            .dictionary(["a": .array([.string("x y"), .string("z")]), "b": .dictionary([:])]))
    }
}
