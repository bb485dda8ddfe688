import Foundation
import XCTest

@testable import CoordgenKit

/// The scan `tree` and `doctor` read the Swift mode with answers what a parsed `PBXDocument` answers —
/// the same configurations and settings, and nothing where the document refuses the file — on every
/// fixture's project file and on broken and unusual ones made from them.
final class PBXBuildConfigurationScanTests: XCTestCase {
    private let names = AppSwiftMode.settingNames

    private func assertSameAsDocument(_ bytes: [UInt8], _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        let document = try? PBXDocument(bytes: bytes, name: "project.pbxproj")
        let expected = document.map { PBXBuildConfigurationScan.configurations(of: $0, settings: names) }
        let scanned = PBXBuildConfigurationScan.configurations(in: bytes, settings: names)
        XCTAssertEqual(scanned, expected, what, file: file, line: line)
    }

    private func fixtureProjectFiles() -> [URL] {
        let fixtures = Repository.root.appendingPathComponent("Tests/Fixtures")
        let files = FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.filter { $0.lastPathComponent == "project.pbxproj" }.sorted { $0.path < $1.path }
    }

    func testEveryFixtureProjectFileReadsAsItsDocument() throws {
        let files = fixtureProjectFiles()
        XCTAssertGreaterThan(files.count, 20)
        var withVersion = 0
        for url in files {
            let bytes = [UInt8](try Data(contentsOf: url))
            assertSameAsDocument(bytes, url.path)
            let found = PBXBuildConfigurationScan.configurations(in: bytes, settings: names) ?? []
            if found.contains(where: { $0.settings["SWIFT_VERSION"] != nil }) { withVersion += 1 }
        }
        XCTAssertGreaterThan(withVersion, 10, "most fixtures set SWIFT_VERSION")
    }

    /// Cut short anywhere, a project file is refused by both (or, cut in trailing trivia, read by both).
    func testTruncatedProjectFilesAreRefusedAlike() throws {
        let bytes = try classicProject()
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 97)) {
            assertSameAsDocument(Array(bytes[..<length]), "cut at \(length)")
        }
        assertSameAsDocument(Array(bytes.dropLast()), "without its last byte")
    }

    func testBrokenAndUnusualProjectFilesAreReadAlike() throws {
        let text = String(decoding: try classicProject(), as: UTF8.self)
        let variants: [(String, String)] = [
            ("a key twice", replacingFirst("isa = XCBuildConfiguration;", "isa = XCBuildConfiguration; isa = XCBuildConfiguration;", in: text)),
            ("a quoted key equal to a bare one", replacingFirst("isa = XCBuildConfiguration;", "isa = XCBuildConfiguration; \"isa\" = XCBuildConfiguration;", in: text)),
            ("an escaped setting name", text.replacingOccurrences(of: "SWIFT_VERSION", with: "\"SWIFT\\_VERSION\"")),
            ("an escaped, repeated setting", text.replacingOccurrences(of: "SWIFT_VERSION = 5.0;", with: "SWIFT_VERSION = 5.0; \"SWIFT\\_VERSION\" = 6.0;")),
            ("a quoted, escaped value", text.replacingOccurrences(of: "SWIFT_VERSION = 5.0;", with: "SWIFT_VERSION = \"6\\.0\";")),
            ("a list as the value", text.replacingOccurrences(of: "SWIFT_VERSION = 5.0;", with: "SWIFT_VERSION = (6.0, );")),
            ("a main-actor default", text.replacingOccurrences(of: "SWIFT_VERSION = 5.0;", with: "SWIFT_VERSION = 5.0; SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;")),
            ("an object without isa", replacingFirst("isa = XCBuildConfiguration;", "", in: text)),
            ("an isa that is a list", replacingFirst("isa = XCBuildConfiguration;", "isa = (XCBuildConfiguration);", in: text)),
            ("an objectVersion too old", text.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = 44;")),
            ("an objectVersion not a number", text.replacingOccurrences(of: "objectVersion = 56;", with: "objectVersion = \"5 6\";")),
            ("no objectVersion", text.replacingOccurrences(of: "objectVersion = 56;", with: "")),
            ("a rootObject that is not a project", rootObjectNamingAConfiguration(text)),
            ("text after the root", text + "}"),
            ("a comment never closed", text + "/* open"),
            ("a line comment at the end", text + "// done"),
            ("buildSettings that are a string", text.replacingOccurrences(of: "buildSettings = {", with: "buildSettings = none; unused = {")),
            ("a Latin-1 byte", replacingFirst("/* Begin", "/* \u{E9} Begin", in: text)),
            ("a Kelvin sign in a key", replacingFirst("isa = XCBuildConfiguration;", "isa = XCBuildConfiguration; \u{212A}ey = 1; Key = 2;", in: text)),
            ("CRLF line endings", text.replacingOccurrences(of: "\n", with: "\r\n")),
            ("an object id twice", replacingFirst("objects = {", "objects = {\n\t\t\(rootObjectID(text)) = {isa = PBXGroup; };", in: text)),
            ("an object id that is not ASCII", replacingFirst("objects = {", "objects = {\n\t\t\"\u{C9}t\u{E9}\" = {isa = PBXGroup; };", in: text)),
        ]
        var refused: [String] = []
        for (what, variant) in variants {
            XCTAssertNotEqual(variant, text, what)
            var bytes = Array(variant.utf8)
            if what == "a Latin-1 byte" { bytes = latin1(variant) }
            assertSameAsDocument(bytes, what)
            if PBXBuildConfigurationScan.configurations(in: bytes, settings: names) == nil { refused.append(what) }
        }
        XCTAssertEqual(
            refused,
            [
                "a key twice", "a quoted key equal to a bare one", "an escaped, repeated setting", "an object without isa",
                "an isa that is a list", "an objectVersion too old", "an objectVersion not a number", "no objectVersion",
                "a rootObject that is not a project", "text after the root", "a comment never closed", "a Kelvin sign in a key",
                "an object id twice",
            ])
        XCTAssertNotNil(PBXBuildConfigurationScan.configurations(in: Array(text.utf8), settings: names))
    }

    /// `tree` and `doctor` scan the project file for the Swift mode and parse it not at all.
    func testTheSwiftModeIsScannedNotParsed() throws {
        let app = try ExistingApps.copy("ClassicDelegate")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let sources = AppSources(root: app)
        let mode = AppSwiftMode.detect(in: sources)
        _ = AppSwiftMode.detect(in: sources)
        let file = PathMath.normalize(app.appendingPathComponent("Shop.xcodeproj/project.pbxproj").standardizedFileURL.path)
        XCTAssertEqual(sources.projectFiles.parseCounts, [:])
        XCTAssertEqual(sources.projectFiles.scanCounts, [file: 1])
        let parsed = AppSources(root: app)
        _ = try parsed.projectFiles.document(app.appendingPathComponent("Shop.xcodeproj/project.pbxproj"), name: "Shop")
        XCTAssertEqual(AppSwiftMode.detect(in: parsed), mode, "read from the parsed document, the same mode")
        XCTAssertEqual(parsed.projectFiles.scanCounts, [:])
    }

    private func classicProject() throws -> [UInt8] {
        let fixture = try ClassicProjectFixture("objectVersion-56")
        defer { fixture.remove() }
        return [UInt8](try fixture.pbxproj())
    }

    private func replacingFirst(_ target: String, _ replacement: String, in text: String) -> String {
        guard let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }

    /// Points `rootObject` at the first build configuration.
    private func rootObjectNamingAConfiguration(_ text: String) -> String {
        guard let isa = text.range(of: " /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;") else { return text + "?" }
        let lineStart = text[..<isa.lowerBound].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        let id = text[lineStart..<isa.lowerBound].trimmingCharacters(in: .whitespaces)
        guard let root = text.range(of: #"rootObject = [0-9A-F]+"#, options: .regularExpression) else { return text + "?" }
        return text.replacingCharacters(in: root, with: "rootObject = \(id)")
    }

    private func rootObjectID(_ text: String) -> String {
        guard let root = text.range(of: #"rootObject = [0-9A-F]+"#, options: .regularExpression) else { return "?" }
        return String(text[root].dropFirst("rootObject = ".count))
    }

    private func latin1(_ text: String) -> [UInt8] {
        text.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
    }
}
