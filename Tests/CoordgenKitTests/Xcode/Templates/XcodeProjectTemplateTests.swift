import Foundation
import XCTest

@testable import CoordgenKit

/// Every style's Coordinator App project template says what Xcode needs: a unique identifier, an iOS
/// app's ancestors, a node for each file it ships, a definition for each node whose `Path` is in the
/// bundle (a folder for the asset catalog), and — in the UIKit styles — the scene manifest as a piece of
/// the Info.plist that Apple's base template builds, as Apple's own UIKit templates add theirs.
final class XcodeProjectTemplateTests: XCTestCase {
    /// The nodes each style's project template has, by last path component: the app folder of `new
    /// project`, the asset catalog, and the scene manifest piece where the style has a SceneDelegate.
    private static let expectedNodes: [Style: Set<String>] = [
        .uikit: [
            "AppDelegate.swift", "SceneDelegate.swift", "Coordinator.swift", "CoordinatorFinishDelegate.swift",
            "CoordinatorType.swift", "AppCoordinator.swift", "HomeViewController.swift", "Assets.xcassets",
            "Info.plist:UIApplicationSceneManifest",
        ],
        .router: [
            "AppDelegate.swift", "SceneDelegate.swift", "Coordinator.swift", "BaseCoordinator.swift",
            "CoordinatorFinishOutput.swift", "AppCoordinator.swift", "Router.swift", "ViewControllerFactory.swift",
            "CoordinatorFactory.swift", "OnboardingCoordinator.swift", "HomeCoordinator.swift",
            "OnboardingViewController.swift", "HomeViewController.swift", "Assets.xcassets", "Info.plist:UIApplicationSceneManifest",
        ],
        .swiftui: [
            "___PACKAGENAMEASIDENTIFIER___App.swift", "Coordinator.swift", "BaseCoordinator.swift", "AppCoordinator.swift",
            "Navigator.swift", "Presentation.swift", "CoordinatorStack.swift", "FlowRoot.swift", "HomeView.swift", "Assets.xcassets",
        ],
    ]

    func testEveryStyleHasAProjectTemplateDefiningEveryNodeFromItsOwnFiles() throws {
        for style in XcodeTemplateSet.styles {
            let bundle = try XcodeTemplates.bundle("Coordinator App", style: style)
            let info = try XcodeSubstitution.templateInfo(of: bundle)
            XCTAssertEqual(info["Kind"] as? String, "Xcode.Xcode3.ProjectTemplateUnitKind", "\(style)")
            XCTAssertEqual(info["Ancestors"] as? [String], ["com.apple.dt.unit.applicationBase", "com.apple.dt.unit.iosBase"])
            XCTAssertEqual(info["Concrete"] as? Bool, true, "\(style)")
            XCTAssertEqual(info["Platforms"] as? [String], ["com.apple.platform.iphoneos"], "\(style)")

            let nodes = try XCTUnwrap(info["Nodes"] as? [String])
            let definitions = try XCTUnwrap(info["Definitions"] as? [String: [String: Any]])
            XCTAssertEqual(Set(nodes).count, nodes.count, "\(style): a node is listed twice")
            XCTAssertEqual(Set(nodes), Set(definitions.keys), "\(style): every node needs a definition, and every definition a node")
            XCTAssertFalse(nodes.contains("Info.plist"), "\(style): Apple's base template defines Info.plist; a second one would compete")
            var used: Set<String> = []
            for node in nodes {
                if node.contains(":") {
                    XCTAssertEqual(node, "Info.plist:UIApplicationSceneManifest", "\(style): the only piece spliced into a base file")
                    XCTAssertNil(definitions[node]?["Path"], "\(style) \(node): a piece has text, not a file")
                    continue
                }
                let path = try XCTUnwrap(definitions[node]?["Path"] as? String, node)
                let files = bundle.keys.filter { $0 == path || $0.hasPrefix(path + "/") }
                XCTAssertFalse(files.isEmpty, "\(style) \(node): \(path) is not in the bundle")
                used.formUnion(files)
                // Apple's templates give Group as an array, one element per folder level.
                let folders = node.split(separator: "/").dropLast().map(String.init)
                XCTAssertFalse(definitions[node]?["Group"] is String, "\(style) \(node): Group must be an array")
                XCTAssertEqual(definitions[node]?["Group"] as? [String] ?? [], folders, "\(style) \(node): its groups are its folders")
            }
            XCTAssertEqual(Set(nodes.map { ($0 as NSString).lastPathComponent }), Self.expectedNodes[style], "\(style)")
            // Every file of the bundle is a node's file, or describes the bundle.
            XCTAssertEqual(Set(bundle.keys.filter { !XcodeSubstitution.isBundleMetadata($0) }), used, "\(style)")
            XCTAssertEqual(info["NameOfInitialFileForEditor"] as? String, "AppCoordinator.swift", "\(style): a bare file name")
            let options = try XCTUnwrap(info["Options"] as? [[String: Any]], "\(style)")
            XCTAssertEqual(
                options.first as? [String: String], ["Identifier": "languageChoice", "Override": "Swift"],
                "\(style): the language is fixed with Override, as in Apple's Swift-only templates")
            // Then Apple's Testing System popup (XcodeTemplateXcode26Tests checks it), and nothing else.
            XCTAssertEqual(options.compactMap { $0["Identifier"] as? String }, ["languageChoice", "testingSystem"], "\(style)")
            XCTAssertEqual((info["Image"] as? [String: String])?["SystemSymbolName"], TemplateImage.app, "\(style)")
        }
    }

    /// The template's app target gets the CLI project's Info.plist and asset catalog settings.
    func testBuildSettingsAreTheCLIProjectsInfoPlistAndAssetCatalogSettings() throws {
        for style in XcodeTemplateSet.styles {
            let info = try XcodeSubstitution.templateInfo(of: try XcodeTemplates.bundle("Coordinator App", style: style))
            let target = try XCTUnwrap((info["Targets"] as? [[String: Any]])?.first)
            let settings = try XCTUnwrap(target["SharedSettings"] as? [String: String])
            XCTAssertEqual(settings["GENERATE_INFOPLIST_FILE"], "YES", "\(style)")
            XCTAssertEqual(
                settings["INFOPLIST_FILE"], style.definition.usesSceneDelegate ? "___PACKAGENAME___/Info.plist" : nil, "\(style)")
            XCTAssertEqual(
                settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"], style.definition.usesSceneDelegate ? nil : "YES",
                "\(style)")
            XCTAssertEqual(settings["INFOPLIST_KEY_UILaunchScreen_Generation"], "YES", "\(style)")
            XCTAssertEqual(settings["ASSETCATALOG_COMPILER_APPICON_NAME"], "AppIcon", "\(style)")
            XCTAssertEqual(settings["ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME"], "AccentColor", "\(style)")
            let cli = AppInfoPlist.buildSettings(
                usesSceneDelegate: style.definition.usesSceneDelegate, infoPlistFile: "___PACKAGENAME___/Info.plist")
            for (key, value) in cli + AssetCatalog.buildSettings {
                XCTAssertEqual(settings[key], value, "\(style) \(key)")
            }
        }
    }

    func testProjectTemplateIdentifiersAreUniqueAndCoordgensOwn() throws {
        var identifiers: [String] = []
        for style in XcodeTemplateSet.styles {
            let info = try XcodeSubstitution.templateInfo(of: try XcodeTemplates.bundle("Coordinator App", style: style))
            identifiers.append(try XCTUnwrap(info["Identifier"] as? String))
        }
        XCTAssertEqual(Set(identifiers).count, identifiers.count, "\(identifiers)")
        XCTAssertTrue(identifiers.allSatisfy { $0.hasPrefix("com.coordgen.dt.unit.") }, "\(identifiers)")
        XCTAssertEqual(identifiers.first, "com.coordgen.dt.unit.coordinatorApp", "the uikit template keeps its first identifier")
    }

    /// The piece, added to the base template's Info.plist, gives the CLI's Info.plist: a scene manifest
    /// naming the SceneDelegate and no storyboard. A SwiftUI app has no piece: its manifest is generated.
    func testSceneManifestPieceMakesTheCLIsInfoPlist() throws {
        for style in XcodeTemplateSet.styles {
            let bundle = try XcodeTemplates.bundle("Coordinator App", style: style)
            let made = try XcodeSubstitution(project: "Hotel").projectTemplate(bundle).files["Hotel/Info.plist"]
            guard style.definition.usesSceneDelegate else {
                XCTAssertNil(made, "\(style)")
                continue
            }
            try XcodeTemplates.assertSamePropertyList(made, try PropertyListWriter().xmlString(for: AppInfoPlist.propertyList()))
            let plist = try XCTUnwrap(made)
            XCTAssertTrue(plist.contains("<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>"), "\(style)")
            XCTAssertFalse(plist.contains("Storyboard"), "\(style)")
            let definitions = try XCTUnwrap(XcodeSubstitution.templateInfo(of: bundle)["Definitions"] as? [String: [String: Any]])
            let piece = try XCTUnwrap(definitions["Info.plist:UIApplicationSceneManifest"])
            XCTAssertTrue((piece["Beginning"] as? String ?? "").hasPrefix("<key>UIApplicationSceneManifest</key>\n<dict>\n"))
            XCTAssertEqual(piece["End"] as? String, "</dict>\n")
            try assertValidAgainstApplesDTD(plist, style: style)
        }
    }

    /// The assembled Info.plist is a valid plist for xmllint with the plist DTD, offline.
    private func assertValidAgainstApplesDTD(_ plist: String, style: Style) throws {
        try PropertyListDTD.assertValid(Data(plist.utf8), fileName: "\(style)-Info.plist")
    }
}
