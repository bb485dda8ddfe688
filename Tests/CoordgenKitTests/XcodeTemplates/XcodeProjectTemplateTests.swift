import Foundation
import XCTest

@testable import CoordgenKit

/// Every style's Coordinator App project template says what Xcode needs: a unique identifier, an iOS
/// app's ancestors, a node for each file it ships (no splicing into Apple's files), a definition for
/// each node whose `Path` is in the bundle, and its own Info.plist outside every target.
final class XcodeProjectTemplateTests: XCTestCase {
    /// The files each style's project template creates, by name: the app folder of `new project`.
    private static let expectedFiles: [Style: Set<String>] = [
        .uikit: [
            "AppDelegate.swift", "SceneDelegate.swift", "Coordinator.swift", "CoordinatorFinishDelegate.swift",
            "CoordinatorType.swift", "AppCoordinator.swift", "HomeViewController.swift", "Info.plist",
        ],
        .router: [
            "AppDelegate.swift", "SceneDelegate.swift", "Coordinator.swift", "BaseCoordinator.swift",
            "CoordinatorFinishOutput.swift", "AppCoordinator.swift", "Router.swift", "ViewControllerFactory.swift",
            "CoordinatorFactory.swift", "OnboardingCoordinator.swift", "HomeCoordinator.swift",
            "OnboardingViewController.swift", "HomeViewController.swift", "Info.plist",
        ],
        .swiftui: [
            "___PACKAGENAMEASIDENTIFIER___App.swift", "Coordinator.swift", "BaseCoordinator.swift", "AppCoordinator.swift",
            "Navigator.swift", "Presentation.swift", "CoordinatorStack.swift", "FlowRoot.swift", "HomeView.swift", "Info.plist",
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
            for node in nodes {
                XCTAssertFalse(node.contains(":"), "\(style): \(node) would splice text into another template's file")
                let path = try XCTUnwrap(definitions[node]?["Path"] as? String, node)
                XCTAssertNotNil(bundle[path], "\(style) \(node): \(path) is not in the bundle")
                // Apple's templates give Group as an array, one element per folder level.
                let folders = node.split(separator: "/").dropLast().map(String.init)
                XCTAssertFalse(definitions[node]?["Group"] is String, "\(style) \(node): Group must be an array")
                XCTAssertEqual(definitions[node]?["Group"] as? [String] ?? [], folders, "\(style) \(node): its groups are its folders")
            }
            XCTAssertEqual(Set(nodes.map { ($0 as NSString).lastPathComponent }), Self.expectedFiles[style], "\(style)")
            // Every file of the bundle is a node's file, or describes the bundle.
            let used = Set(definitions.values.compactMap { $0["Path"] as? String })
            XCTAssertEqual(Set(bundle.keys.filter { !XcodeSubstitution.isBundleMetadata($0) }), used, "\(style)")
            XCTAssertEqual(info["NameOfInitialFileForEditor"] as? String, "AppCoordinator.swift", "\(style): a bare file name")
            XCTAssertEqual(
                info["Options"] as? [[String: String]], [["Identifier": "languageChoice", "Override": "Swift"]],
                "\(style): the language is fixed with Override, as in Apple's Swift-only templates")
            XCTAssertEqual((info["Image"] as? [String: String])?["SystemSymbolName"], TemplateImage.app, "\(style)")

            let target = try XCTUnwrap((info["Targets"] as? [[String: Any]])?.first)
            let settings = try XCTUnwrap(target["SharedSettings"] as? [String: String])
            XCTAssertEqual(settings["INFOPLIST_FILE"], "___PACKAGENAME___/Info.plist", "\(style)")
            XCTAssertEqual(settings["GENERATE_INFOPLIST_FILE"], "NO", "\(style)")
            XCTAssertEqual(
                definitions["Info.plist"]?["TargetIdentifiers"] as? [String], [], "\(style): Info.plist must not be a resource of the app")
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

    func testAppInfoPlistHasNoStoryboardAndASceneManifestWhereTheStyleHasASceneDelegate() throws {
        for style in XcodeTemplateSet.styles {
            let plist = String(
                decoding: try XCTUnwrap(try XcodeTemplates.bundle("Coordinator App", style: style)["Info.plist"]), as: UTF8.self)
            XCTAssertEqual(
                plist, try PropertyListWriter().xmlString(for: AppInfoPlist.propertyList(usesSceneDelegate: style.usesSceneDelegate)))
            XCTAssertEqual(plist.contains("<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>"), style.usesSceneDelegate, "\(style)")
            XCTAssertFalse(plist.contains("Storyboard"), "\(style)")
        }
    }
}
