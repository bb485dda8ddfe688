import Foundation
import XCTest

@testable import CoordgenKit

/// What a new project has because Xcode 16's App template has it: the asset catalog, the generated
/// Info.plist's settings and the bundle identifier's casing.
final class XcodeFidelityTests: XCTestCase {
    private func json(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], text)
    }

    private func catalogFile(_ path: String) throws -> String {
        try XCTUnwrap(AssetCatalog.files.first { $0.path == path }?.contents, "no \(path)")
    }

    func testAssetCatalogHasXcodesFilesAndNothingElse() {
        XCTAssertEqual(
            AssetCatalog.files.map(\.path),
            [
                "Assets.xcassets/Contents.json", "Assets.xcassets/AppIcon.appiconset/Contents.json",
                "Assets.xcassets/AccentColor.colorset/Contents.json",
            ])
        for file in AssetCatalog.files {
            XCTAssertTrue(file.contents.hasSuffix("}\n"), "\(file.path) ends with a newline, as Xcode writes it")
            XCTAssertTrue(file.contents.contains("\"author\" : \"xcode\""), file.path)
            XCTAssertFalse(file.contents.contains("\t"), "\(file.path): Xcode indents JSON with two spaces")
        }
    }

    func testCatalogContentsJSONIsXcodesMarker() throws {
        let catalog = try json(try catalogFile("Assets.xcassets/Contents.json"))
        XCTAssertEqual(catalog.keys.sorted(), ["info"])
        let info = try XCTUnwrap(catalog["info"] as? [String: Any])
        XCTAssertEqual(info.keys.sorted(), ["author", "version"])
        XCTAssertEqual(info["author"] as? String, "xcode")
        XCTAssertEqual(info["version"] as? Int, 1)
    }

    /// Xcode 16's single-size iOS icon: one universal 1024×1024 image for each appearance.
    func testAppIconIsTheSingleSizeFormWithDarkAndTintedAppearances() throws {
        let icon = try json(try catalogFile("Assets.xcassets/AppIcon.appiconset/Contents.json"))
        XCTAssertEqual(icon.keys.sorted(), ["images", "info"])
        let images = try XCTUnwrap(icon["images"] as? [[String: Any]])
        XCTAssertEqual(images.count, 3)
        for image in images {
            XCTAssertEqual(image["idiom"] as? String, "universal")
            XCTAssertEqual(image["platform"] as? String, "ios")
            XCTAssertEqual(image["size"] as? String, "1024x1024")
            XCTAssertNil(image["filename"], "no picture yet: Xcode shows an empty well")
        }
        let appearances = images.map { ($0["appearances"] as? [[String: String]])?.first?["value"] }
        XCTAssertEqual(appearances, [nil, "dark", "tinted"])
        XCTAssertEqual(
            images.compactMap { ($0["appearances"] as? [[String: String]])?.first?["appearance"] }, ["luminosity", "luminosity"])
    }

    func testAccentColorIsOneUniversalColorWithoutComponents() throws {
        let color = try json(try catalogFile("Assets.xcassets/AccentColor.colorset/Contents.json"))
        XCTAssertEqual(color.keys.sorted(), ["colors", "info"])
        XCTAssertEqual(color["colors"] as? [[String: String]], [["idiom": "universal"]])
    }

    /// Keys in the order Xcode writes them (sorted), so a save in Xcode changes nothing.
    func testCatalogJSONKeysAreSortedAsXcodeWritesThem() throws {
        for file in AssetCatalog.files {
            var keysByDepth: [Int: [String]] = [:]
            var depth = 0
            for line in file.contents.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("\""), let end = trimmed.dropFirst().firstIndex(of: "\"") {
                    keysByDepth[depth, default: []].append(String(trimmed[trimmed.index(after: trimmed.startIndex)..<end]))
                }
                if trimmed.hasSuffix("{") || trimmed.hasSuffix("[") { depth += 1; keysByDepth[depth] = [] }
                if trimmed.hasPrefix("}") || trimmed.hasPrefix("]") {
                    if let keys = keysByDepth[depth] { XCTAssertEqual(keys, keys.sorted(), file.path) }
                    depth -= 1
                }
            }
        }
    }

    func testBuildSettingsNameTheIconAndAccentColor() {
        XCTAssertEqual(
            AssetCatalog.buildSettings.map { "\($0.key)=\($0.value)" },
            ["ASSETCATALOG_COMPILER_APPICON_NAME=AppIcon", "ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME=AccentColor"])
    }

    /// A UIKit app's file names its SceneDelegate; everything else, and a SwiftUI app's manifest, is generated.
    func testInfoPlistSettingsAreXcode16sAppTemplates() {
        let uikit = Dictionary(
            uniqueKeysWithValues: AppInfoPlist.buildSettings(usesSceneDelegate: true, infoPlistFile: "Hotel/Info.plist").map {
                ($0.key, $0.value)
            })
        XCTAssertEqual(uikit["GENERATE_INFOPLIST_FILE"], "YES")
        XCTAssertEqual(uikit["INFOPLIST_FILE"], "Hotel/Info.plist")
        XCTAssertNil(uikit["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"], "a generated manifest would name no delegate")
        XCTAssertEqual(uikit["INFOPLIST_KEY_UILaunchScreen_Generation"], "YES")
        XCTAssertEqual(uikit["INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents"], "YES")
        XCTAssertEqual(uikit["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone"]?.split(separator: " ").count, 3)
        XCTAssertEqual(uikit["INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad"]?.split(separator: " ").count, 4)
        XCTAssertFalse(uikit.keys.contains { $0.contains("Storyboard") })

        let swiftUI = Dictionary(
            uniqueKeysWithValues: AppInfoPlist.buildSettings(usesSceneDelegate: false, infoPlistFile: nil).map { ($0.key, $0.value) })
        XCTAssertNil(swiftUI["INFOPLIST_FILE"])
        XCTAssertEqual(swiftUI["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"], "YES")
        XCTAssertEqual(AppInfoPlist.propertyList()["UIApplicationSceneManifest"], AppInfoPlist.sceneManifest)
        XCTAssertEqual(
            AppInfoPlist.propertyList(), ["UIApplicationSceneManifest": AppInfoPlist.sceneManifest], "the file holds the manifest only")
    }

    /// Xcode keeps the product name's case (`___PACKAGENAMEASRFC1034IDENTIFIER___`) and makes every
    /// other character a hyphen.
    func testDefaultBundleIdentifierKeepsTheProductNamesCase() throws {
        XCTAssertEqual(BundleIdentifier.defaultValue(forProduct: "Hotel"), "com.example.Hotel")
        XCTAssertEqual(BundleIdentifier.defaultValue(forProduct: "URLSession2"), "com.example.URLSession2")
        XCTAssertEqual(BundleIdentifier.defaultValue(forProduct: "My_Hotel App"), "com.example.My-Hotel-App")
        XCTAssertEqual(BundleIdentifier.defaultValue(forProduct: "Hôtel"), "com.example.H-tel")

        let output = try Repository.temporaryDirectory("bundle-id")
        defer { try? FileManager.default.removeItem(at: output) }
        let plan = try ProjectGenerator().plan(ProjectOptions(name: "my-hotel", outputDirectory: output))
        let config = String(
            decoding: try XCTUnwrap(plan.changes.first { $0.url.lastPathComponent == ".coordgen.yml" }).newContents, as: UTF8.self)
        XCTAssertTrue(config.contains("bundleId: com.example.MyHotel\n"), config)
    }
}
