import Foundation
import XCTest

@testable import CoordgenKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Every plist of the exported bundles, for every style, is valid against the plist DTD (checked offline
/// by xmllint, `PropertyListDTD`), repeats no key in any dictionary, and says what Xcode needs: file templates with
/// `productName` options and a folder for every variant. `XcodeProjectTemplateTests` checks the
/// project templates' nodes and definitions.
final class XcodeTemplatePlistTests: XCTestCase {
    private var plists: [(path: String, contents: Data)] {
        get throws { try XcodeTemplates.set.get().files.filter { $0.path.hasSuffix(".plist") } }
    }

    func testEveryPlistIsValidAgainstApplesDTD() throws {
        let plists = try plists
        XCTAssertEqual(
            plists.count, 3 * XcodeTemplateSet.styles.count,
            "per style, three TemplateInfo.plist files (the app's Info.plist is built by Xcode from the template's pieces)")
        for plist in plists {
            try PropertyListDTD.assertValid(plist.contents, fileName: plist.path.replacingOccurrences(of: "/", with: "__"))
        }
    }

    /// Xcode 13 and later show a template's `Image` (an SF Symbol here) rather than its PNG icons.
    func testEveryTemplateNamesAnSFSymbolBesidesItsIcons() throws {
        let expected = ["Coordinator": TemplateImage.coordinator, "Screen": TemplateImage.screen, "Coordinator App": TemplateImage.app]
        for bundle in try XcodeTemplates.set.get().bundles {
            let info = try XcodeSubstitution.templateInfo(of: bundle.files)
            let image = try XCTUnwrap(info["Image"] as? [String: String], "\(bundle.relativePath) has no Image")
            XCTAssertEqual(image, ["SystemSymbolName": try XCTUnwrap(expected[bundle.title])], bundle.relativePath)
            XCTAssertNotNil(bundle.files["TemplateIcon.png"], bundle.relativePath)
            XCTAssertNotNil(bundle.files["TemplateIcon@2x.png"], bundle.relativePath)
        }
    }

    func testNoDictionaryRepeatsAKey() throws {
        for plist in try plists {
            let checker = DuplicateKeyChecker()
            let parser = XMLParser(data: plist.contents)
            parser.delegate = checker
            XCTAssertTrue(parser.parse(), "\(plist.path): \(parser.parserError.map(String.init(describing:)) ?? "")")
            XCTAssertEqual(checker.duplicates, [], plist.path)
            XCTAssertGreaterThan(checker.keyCount, 5, plist.path)
        }
    }

    /// Proves the checker can fail.
    func testDuplicateKeyCheckerFindsARepeatedKey() {
        let checker = DuplicateKeyChecker()
        let parser = XMLParser(
            data: Data("<plist><dict><key>A</key><dict><key>A</key><string/></dict><key>A</key><true/></dict></plist>".utf8))
        parser.delegate = checker
        XCTAssertTrue(parser.parse())
        XCTAssertEqual(checker.duplicates, ["A"])
    }

    func testPlistsHaveApplesLayout() throws {
        for plist in try plists {
            let text = String(decoding: plist.contents, as: UTF8.self)
            XCTAssertTrue(
                text.hasPrefix(
                    """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                    <plist version="1.0">
                    <dict>
                    \t<key>
                    """), plist.path)
            XCTAssertFalse(text.contains("\n  "), "indented with spaces: \(plist.path)")
        }
    }

    func testFileTemplatesOfferWhatXcodeNeeds() throws {
        for style in XcodeTemplateSet.styles {
            for title in ["Coordinator", "Screen"] {
                try assertOffersWhatXcodeNeeds(try XcodeTemplates.bundle(title, style: style), title: "\(style) \(title)")
            }
        }
    }

    private func assertOffersWhatXcodeNeeds(_ bundle: [String: Data], title: String) throws {
        let info = try XcodeSubstitution.templateInfo(of: bundle)
        XCTAssertEqual(info["Kind"] as? String, "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind", title)
        XCTAssertEqual(info["SupportsSwiftPackage"] as? Bool, true, title)
        XCTAssertEqual(info["Platforms"] as? [String], ["com.apple.platform.iphoneos"], title)
        XCTAssertEqual(info["AllowedTypes"] as? [String], ["public.swift-source"], title)
        let options = try XcodeSubstitution.options(of: bundle)
        XCTAssertEqual(options.first?["Identifier"] as? String, "productName", "the name field must be productName: \(title)")
        XCTAssertEqual(options.first?["Required"] as? Bool, true, title)
        for option in options where option["Type"] as? String == "popup" {
            XCTAssertTrue(
                (option["Values"] as? [String] ?? []).contains(option["Default"] as? String ?? "-"), "\(title): popup default")
        }
        XCTAssertNotNil(bundle["TemplateIcon.png"], title)
        XCTAssertNotNil(bundle["TemplateIcon@2x.png"], title)
        // The file Xcode opens afterwards is in every variant folder (or beside TemplateInfo.plist).
        let main = try XCTUnwrap(info["MainTemplateFile"] as? String, title)
        let folders = Set(bundle.keys.filter { !XcodeSubstitution.isBundleMetadata($0) }.map { ($0 as NSString).deletingLastPathComponent })
        for folder in folders {
            XCTAssertNotNil(bundle[folder.isEmpty ? main : "\(folder)/\(main)"], "\(title): \(folder) has no \(main)")
        }
    }

    func testUIKitCoordinatorTemplateHasAFolderForEveryVariantAndNothingElse() throws {
        let bundle = try XcodeTemplates.bundle("Coordinator")
        let options = try XcodeSubstitution.options(of: bundle)
        var expected: [String: [String]] = [:]
        for presentation in ["Push", "Modal"] {
            for viewController in [true, false] {
                let folder = try XcodeSubstitution.variantFolder(
                    options: options, answers: ["presentation": presentation, "ViewController": "\(viewController)"])
                expected[folder] =
                    ["___VARIABLE_productName:identifier___Coordinator.swift"]
                    + (viewController ? ["___VARIABLE_productName:identifier___ViewController.swift"] : [])
            }
        }
        XCTAssertEqual(expected.keys.sorted(), ["Modal", "ModalViewController", "Push", "PushViewController"])
        var actual: [String: [String]] = [:]
        for path in bundle.keys where path.contains("/") {
            let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
            actual[parts[0], default: []].append(parts[1])
        }
        XCTAssertEqual(actual.mapValues { $0.sorted() }, expected)
        XCTAssertEqual(
            bundle.keys.filter { !$0.contains("/") }.sorted(), ["TemplateIcon.png", "TemplateIcon@2x.png", "TemplateInfo.plist"])

        let caseOption = try XCTUnwrap(options.first { $0["Identifier"] as? String == "caseName" })
        // No macro default in a text field (Apple uses those only on static options): required and empty.
        XCTAssertNil(caseOption["Default"])
        XCTAssertEqual(caseOption["Required"] as? Bool, true)
        XCTAssertEqual(caseOption["Type"] as? String, "text")
        let description = try XcodeSubstitution.templateInfo(of: bundle)["Description"] as? String ?? ""
        XCTAssertTrue(description.contains("coordgen new coordinator") && description.contains("CoordinatorType"), description)
        XCTAssertTrue((caseOption["Description"] as? String ?? "").contains("case <this name>"))
    }
}

/// Records every key that a `<dict>` of a plist repeats.
private final class DuplicateKeyChecker: NSObject, XMLParserDelegate {
    private var dictionaries: [Set<String>] = []
    private var key: String?
    private(set) var duplicates: [String] = []
    private(set) var keyCount = 0

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if element == "dict" { dictionaries.append([]) }
        if element == "key" { key = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        key? += string
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        if element == "dict" { dictionaries.removeLast() }
        if element == "key", let name = key {
            keyCount += 1
            if dictionaries.isEmpty || !dictionaries[dictionaries.count - 1].insert(name).inserted {
                duplicates.append(name)
            }
            key = nil
        }
    }
}
