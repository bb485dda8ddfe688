import Foundation
import XCTest
import Yams

@testable import CoordgenKit

/// `.coordgen.yml`'s sections are written by `YAMLNodeEncoder`, which must write exactly what Yams'
/// `YAMLEncoder` writes (the file `coordgen init` made before stays byte-identical) for every section of
/// every config coordgen writes, and for strings that need quoting, folding or escaping.
final class YAMLNodeEncoderTests: XCTestCase {
    private func assertSameText(_ value: some Encodable, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        XCTAssertEqual(try YAMLNodeEncoder.encode(value), try YAMLEncoder().encode(value), message, file: file, line: line)
    }

    func testEverySectionOfEveryGoldenConfigIsWrittenAsYAMLEncoderWritesIt() throws {
        let golden = Repository.root.appendingPathComponent("Tests/CoordgenKitTests/Golden")
        let names = try XCTUnwrap(FileManager.default.enumerator(atPath: golden.path)).compactMap { $0 as? String }
        let configs = names.filter { $0.hasSuffix(".coordgen.yml") || $0.hasSuffix("/.coordgen.yml") }
        XCTAssertGreaterThan(configs.count, 90)
        for name in configs {
            let text = try String(contentsOf: golden.appendingPathComponent(name), encoding: .utf8)
            let config = try Project.parseConfig(text, fileName: name)
            if let project = config.project { try assertSameText(project, "\(name) project") }
            if let shape = config.shape { try assertSameText(shape, "\(name) shape") }
            if let naming = config.naming { try assertSameText(naming, "\(name) naming") }
            if let layout = config.layout { try assertSameText(layout, "\(name) layout") }
            if let format = config.format { try assertSameText(format, "\(name) format") }
            if let concurrency = config.concurrency { try assertSameText(concurrency, "\(name) concurrency") }
        }
    }

    private struct Inner: Encodable {
        var word: String
        var flag: Bool
        var count: Int
    }

    private struct Tricky: Encodable {
        var text: String
        var list: [String]
        var nested: Inner
        var nestedList: [Inner]
        var empty: [String]
        var missing: String?
        var ratio: Double
        var emptyInner: [[String]]
    }

    /// Strings the resolver reads as something else, that libyaml must quote, escape or fold, with
    /// newlines, unicode, and keys in every position.
    func testTrickyStringsAreQuotedFoldedAndEscapedAsYAMLEncoderDoes() throws {
        let strings = [
            "", "plain", "true", "True", "yes", "no", "on", "OFF", "null", "Null", "~", "<<", "=", "12", "-3", "+4", "0x1F",
            "0o17", "0b101", "1_000", "1.5", "15.0", "5", "09", "1.2.3", ".5", ".inf", "-.Inf", ".NaN", "1:20", "2026-11-26", "2026-11-26 10:00:00",
            "nothing", "onFinish", "finish", "tabBar", "yellow", "Optional<Int>", "- item", "a: b", "a:b", "#comment", "x #y",
            "[x]", "{x}", "&anchor", "*alias", "!tag", "|", ">", "@at", "`tick`", "'quote'", "\"double\"", "%percent",
            " leading", "trailing ", "a\nb", "true\n", "null\n", "yes\r\n", "on_1", "off1", "line\n", "\r\nwindows", "tab\there", "é accent", "emoji 🙂",
            "\u{7}bell", "\u{FEFF}bom", String(repeating: "word ", count: 40), String(repeating: "x", count: 200),
            "func start(with option: DeepLinkOption?) -> Void", "var childCoordinators: [Coordinator] { get set }",
            "(Result<Int, Error>) -> Void", "{Name}Coordinator", "Features/{Name}/{Name}Coordinator.swift",
        ]
        for string in strings {
            try assertSameText(string, "string \(string.debugDescription)")
            let value = Tricky(
                text: string, list: [string, "b", string], nested: Inner(word: string, flag: true, count: -2),
                nestedList: [Inner(word: string, flag: false, count: 0)], empty: [], missing: nil, ratio: 0.25,
                emptyInner: [[], [string]])
            try assertSameText(value, "struct holding \(string.debugDescription)")
        }
        try assertSameText(strings, "all strings in a list")
    }

    /// The shortcut that skips Yams' resolver is safe: no string it calls always a string resolves
    /// to anything else (the resolver's words with and without line breaks after them among the samples).
    func testStringsCalledAlwaysStringsResolveToStrings() {
        var samples = ["", "a", "Z", "_x", "é", "🙂", " x", "#", "[", "nothing", "yes", "ON", "1", "+", ".5", "~", "<<", "="]
        for byte in UInt8(32)...UInt8(126) {
            let character = String(UnicodeScalar(byte))
            samples += [character, character + "es", character + "ull", character + "rue", character + "alse", character + "n"]
            samples += [character + "ff", character + "o", character + "0", character + "1:2"]
        }
        let words = ["yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON",
            "off", "Off", "OFF", "null", "Null", "NULL", "tRUE", "nULL", "yES"]
        for word in words {
            samples += [word, word + "\n", word + "\r\n", word + "\u{2028}", word + "\u{85}", word + " ", word + "_", word + "1", "\(word)x"]
        }
        samples += ["navigation", "onFinish", "finishFlow", "tabBar", "flow_2", "Optional<Int>", "nil", "n-1", "off.set"]
        for sample in samples where YAMLNodeEncoder.isAlwaysString(sample) {
            XCTAssertEqual(Resolver.default.resolveTag(of: Node(sample)), .str, sample.debugDescription)
        }
        let numbers = ["5", "15.0", "09", "007", "1.5", "12.04", "0.0", "3", "1_000", "1.2.3", "1.", ".5", "1..2", "", "a1", "1a"]
        for number in numbers {
            let resolved = Resolver.default.resolveTag(of: Node(number))
            if YAMLNodeEncoder.isDecimalNumber(number) { XCTAssertNotEqual(resolved, .str, number) }
            XCTAssertFalse(YAMLNodeEncoder.isAlwaysString(number) && resolved != .str, number)
        }
        XCTAssertEqual(["5", "15.0", "09", "007", "1.5", "12.04", "0.0", "3"].filter(YAMLNodeEncoder.isDecimalNumber).count, 8)
        XCTAssertEqual(["1_000", "1.2.3", "1.", ".5", "1..2", "", "a1", "1a"].filter(YAMLNodeEncoder.isDecimalNumber), [])
    }
}
