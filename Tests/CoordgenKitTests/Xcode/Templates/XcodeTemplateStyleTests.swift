import Foundation
import XCTest

@testable import CoordgenKit

/// Each style gets the same three templates, in group folders of its own, and the router style's
/// Coordinator template has exactly the variants its options name.
final class XcodeTemplateStyleTests: XCTestCase {
    func testEveryStyleHasItsOwnGroupFoldersWithTheSameThreeTemplates() throws {
        XCTAssertEqual(Style.uikit.xcodeGroupName, "Coordinator (coordgen)", "installs of the first release must stay coordgen's")
        XCTAssertEqual(Style.router.xcodeGroupName, "Coordinator Router (coordgen)")
        XCTAssertEqual(Style.swiftui.xcodeGroupName, "Coordinator SwiftUI (coordgen)")
        XCTAssertEqual(XcodeTemplateSet.styles, Style.allCases, "every style gets its bundles")
        let groups = XcodeTemplateSet.styles.map(\.xcodeGroupName)
        XCTAssertEqual(Set(groups).count, groups.count, "\(groups)")
        XCTAssertEqual(
            XcodeTemplateSet.ownedFolders,
            groups.flatMap { ["File Templates/\($0)", "Project Templates/\($0)"] })

        let bundles = try XcodeTemplates.set.get().bundles
        for style in XcodeTemplateSet.styles {
            let titles = bundles.filter { $0.style == style }.map { "\($0.kind.rawValue)/\($0.title)" }
            XCTAssertEqual(
                titles.sorted(), ["File Templates/Coordinator", "File Templates/Screen", "Project Templates/Coordinator App"], "\(style)")
        }
        // Every file lies in one of the owned folders, so install and uninstall cover all of them.
        for file in try XcodeTemplates.set.get().files {
            XCTAssertTrue(XcodeTemplateSet.ownedFolders.contains { file.path.hasPrefix($0 + "/") }, file.path)
        }
    }

    func testRouterCoordinatorTemplateHasAFolderForEveryVariantAndNothingElse() throws {
        let bundle = try XcodeTemplates.bundle("Coordinator", style: .router)
        let options = try XcodeSubstitution.options(of: bundle)
        XCTAssertEqual(options.compactMap { $0["Identifier"] as? String }, ["productName", "presentation"])
        let files = [
            "ViewControllerFactory+___VARIABLE_productName:identifier___.swift",
            "___VARIABLE_productName:identifier___Coordinator.swift",
            "___VARIABLE_productName:identifier___ViewController.swift",
        ]
        var expected: [String: [String]] = [:]
        for presentation in ["Push", "Modal"] {
            expected[try XcodeSubstitution.variantFolder(options: options, answers: ["presentation": presentation])] = files
        }
        XCTAssertEqual(expected.keys.sorted(), ["Modal", "Push"])
        var actual: [String: [String]] = [:]
        for path in bundle.keys where path.contains("/") {
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            actual[parts[0], default: []].append(parts[1])
        }
        XCTAssertEqual(actual.mapValues { $0.sorted() }, expected)
        XCTAssertEqual(
            bundle.keys.filter { !$0.contains("/") }.sorted(), ["TemplateIcon.png", "TemplateIcon@2x.png", "TemplateInfo.plist"])
    }

    func testSwiftUICoordinatorTemplateHasAFolderForEveryVariantAndNothingElse() throws {
        let bundle = try XcodeTemplates.bundle("Coordinator", style: .swiftui)
        let options = try XcodeSubstitution.options(of: bundle)
        XCTAssertEqual(options.compactMap { $0["Identifier"] as? String }, ["productName", "caseName", "presentation"])
        let caseOption = try XCTUnwrap(options.first { $0["Identifier"] as? String == "caseName" })
        // No macro default in a text field (Apple uses those only on static options): required and empty.
        XCTAssertNil(caseOption["Default"])
        XCTAssertEqual(caseOption["Required"] as? Bool, true)
        XCTAssertEqual(caseOption["Type"] as? String, "text")
        var actual: [String: [String]] = [:]
        for path in bundle.keys where path.contains("/") {
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            actual[parts[0], default: []].append(parts[1])
        }
        let files = ["___VARIABLE_productName:identifier___Coordinator.swift", "___VARIABLE_productName:identifier___View.swift"]
        XCTAssertEqual(actual.mapValues { $0.sorted() }, ["Push": files, "Modal": files])
        for presentation in ["Push", "Modal"] {
            XCTAssertEqual(try XcodeSubstitution.variantFolder(options: options, answers: ["presentation": presentation]), presentation)
        }
        let description = try XcodeSubstitution.templateInfo(of: bundle)["Description"] as? String ?? ""
        XCTAssertTrue(description.contains("Destination") && description.contains("coordgen new coordinator"), description)
        let screen = try XcodeSubstitution.templateInfo(of: try XcodeTemplates.bundle("Screen", style: .swiftui))
        XCTAssertTrue((screen["Description"] as? String ?? "").contains("coordgen new screen"))
    }

    func testRouterTemplatesSayWhatCoordgenDoesInstead() throws {
        for title in ["Coordinator", "Screen"] {
            let info = try XcodeSubstitution.templateInfo(of: try XcodeTemplates.bundle(title, style: .router))
            let description = try XCTUnwrap(info["Description"] as? String)
            XCTAssertTrue(description.contains("ViewControllerFactory+<Name>.swift"), description)
            XCTAssertTrue(description.contains(title == "Screen" ? "coordgen new screen" : "coordgen new coordinator"), description)
            XCTAssertFalse(description.contains("CoordinatorType"), "the router style has no CoordinatorType: \(description)")
        }
        let screen = try XcodeTemplates.bundle("Screen", style: .router)
        XCTAssertEqual(
            screen.keys.filter { $0.hasSuffix(".swift") }.sorted(),
            [
                "ViewControllerFactory+___VARIABLE_productName:identifier___.swift",
                "___VARIABLE_productName:identifier___ViewController.swift",
            ])
    }
}
