import Foundation
import XCTest

@testable import CoordgenKit

/// The exported bundles, by title, and helpers the Xcode template tests share.
enum XcodeTemplates {
    /// Xcode 16's templates, which the template tests compare with `SampleProject`'s Xcode 16 projects
    /// and check with plain language-mode flags; `XcodeTemplateXcode26Tests` checks Xcode 26's.
    static let set = Result { try XcodeTemplateSet(xcode: .xcode16) }
    /// What `coordgen xcode export` and `install` write without `--xcode`: Xcode 26's templates.
    static let xcode26Set = Result { try XcodeTemplateSet() }

    /// The files of the bundle titled `title` ("Coordinator", "Screen", "Coordinator App") of `style`.
    static func bundle(_ title: String, style: Style = .uikit) throws -> [String: Data] {
        try XCTUnwrap(try set.get().bundles.first { $0.title == title && $0.style == style }, "no bundle \(title) for \(style)").files
    }

    /// The bundle titled `title` of `style` from what `coordgen xcode install` installs without
    /// `--xcode`: Xcode 26's templates, which users then use in every project, Xcode 16's included.
    static func installedBundle(_ title: String, style: Style = .uikit) throws -> [String: Data] {
        try XCTUnwrap(try xcode26Set.get().bundles.first { $0.title == title && $0.style == style }, "no bundle \(title) for \(style)").files
    }

    /// What the Coordinator template makes for a flow: answers for its sheet.
    static func coordinatorAnswers(
        _ name: String, caseName: String? = nil, modal: Bool = false, viewController: Bool = true
    ) -> [String: String] {
        var answers = ["productName": name, "presentation": modal ? "Modal" : "Push", "ViewController": viewController ? "true" : "false"]
        answers["caseName"] = caseName
        return answers
    }

    /// Asserts that two plist texts hold the same property list (or are both absent).
    static func assertSamePropertyList(_ made: String?, _ expected: String?, file: StaticString = #filePath, line: UInt = #line) throws {
        guard let made, let expected else {
            return XCTAssertEqual(made, expected, "one Info.plist is missing", file: file, line: line)
        }
        let parse = { (text: String) in try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? NSDictionary }
        let madeList = try XCTUnwrap(try parse(made), made, file: file, line: line)
        XCTAssertEqual(madeList, try parse(expected), made, file: file, line: line)
    }

    /// `source` without its leading comment block (the header), which is the one part the CLI and
    /// Xcode write differently.
    static func withoutHeader(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("//") }
            .joined(separator: "\n")
    }
}

extension SampleProject {
    /// Asserts that the file Xcode made and the one the last step of the CLI wrote at `path` differ
    /// only in their headers, and that Xcode's header is its own (the `XcodeSubstitution` default).
    func assertSameCode(_ xcodeText: String?, cli path: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let made = try XCTUnwrap(xcodeText, "Xcode made no file for \(path)", file: file, line: line)
        let written = try XCTUnwrap(steps.last?.files[path], "the CLI wrote no \(path)", file: file, line: line)
        XCTAssertEqual(XcodeTemplates.withoutHeader(made), XcodeTemplates.withoutHeader(written), path, file: file, line: line)
        XCTAssertTrue(made.hasPrefix("//\n//  \((path as NSString).lastPathComponent)\n//  Hotel\n"), made, file: file, line: line)
    }

    /// Asserts that Xcode's project template made the files of the app folder the CLI's `new project`
    /// wrote (`Hotel/…`), the same code apart from headers, the same asset catalog, and the same
    /// Info.plist (as a property list: Xcode assembles it from pieces), outside every target.
    func assertSameApp(
        _ made: (files: [String: String], outsideTargets: Set<String>), file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let cli = try XCTUnwrap(steps.first, file: file, line: line).files
        let expected = cli.keys.filter { $0.hasPrefix("Hotel/") }.sorted()
        XCTAssertEqual(made.files.keys.sorted(), expected, file: file, line: line)
        for path in expected where path.hasSuffix(".swift") {
            XCTAssertEqual(
                XcodeTemplates.withoutHeader(try XCTUnwrap(made.files[path])), XcodeTemplates.withoutHeader(try XCTUnwrap(cli[path])), path,
                file: file, line: line)
        }
        for path in expected where path.contains(".xcassets/") {
            XCTAssertEqual(made.files[path], cli[path], path, file: file, line: line)
        }
        try XcodeTemplates.assertSamePropertyList(made.files["Hotel/Info.plist"], cli["Hotel/Info.plist"], file: file, line: line)
        XCTAssertEqual(made.outsideTargets, cli["Hotel/Info.plist"] == nil ? [] : ["Hotel/Info.plist"], file: file, line: line)
    }
}
