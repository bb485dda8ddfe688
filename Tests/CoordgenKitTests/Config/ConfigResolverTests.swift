import Foundation
import XCTest
import Yams

@testable import CoordgenKit

/// `.coordgen.yml` is composed with ``Project/configResolver`` (no rule of Yams' at all), not Yams'
/// default resolver: every scalar and every key coordgen asks for must read as under the default one.
final class ConfigResolverTests: XCTestCase {
    /// Plain, quoted and tagged scalars that each of the default's rules matches, and near misses.
    private static let scalars = [
        "true", "True", "TRUE", "tRUE", "yes", "Yes", "on", "Off", "no", "NO", "y", "n",
        "0", "1", "-3", "0x1F", "0o17", "1_000", "1.5", ".inf", "-.Inf", ".nan", "1e3",
        "~", "null", "Null", "NULL", "nULL", "", "2001-12-14", "2001-12-14t21:59:43.10-05:00",
        "<<", "=", "name", "App", "Default-App_Coordinator", "'true'", "\"yes\"", "'null'", "''",
        "!!str true", "!!bool yes", "!!int 3", "!!null ~",
    ]

    /// The words of Yams' bool rule: the only keys the resolvers could tell apart.
    private static let boolWords = Set(
        ["yes", "no", "true", "false", "on", "off"].flatMap { [$0, $0.capitalized, $0.uppercased()] })

    func testEveryScalarReadsAsUnderYamsDefaultResolver() throws {
        for scalar in Self.scalars {
            let text = "value: \(scalar)\n"
            let expected = try XCTUnwrap(Yams.compose(yaml: text)?.mapping?["value"], scalar)
            let read = try XCTUnwrap(Yams.compose(yaml: text, Project.configResolver)?.mapping?["value"], scalar)
            XCTAssertEqual(read.null == nil, expected.null == nil, scalar)
            XCTAssertEqual(read.scalar.flatMap(Bool.construct(from:)), expected.scalar.flatMap(Bool.construct(from:)), scalar)
            XCTAssertEqual(read.scalar.flatMap(Int.construct(from:)), expected.scalar.flatMap(Int.construct(from:)), scalar)
            XCTAssertEqual(read.scalar.flatMap(String.construct(from:)), expected.scalar.flatMap(String.construct(from:)), scalar)
        }
    }

    /// A value reads as under the default resolver also in a real config, where keys were compared
    /// (and their tags resolved) first: `perFlow: yes` is true, `perFlow: 'yes'` is refused.
    func testABoolValueReadsTheSameAfterItsKeyWasLookedUp() throws {
        for value in ["yes", "True", "off", "'yes'", "\"true\"", "!!str on", "tRUE"] {
            let text = "name: Hotel\nflag: \(value)\n"
            for resolver in [Resolver.default, Project.configResolver] {
                _ = try XCTUnwrap(Yams.compose(yaml: text, resolver)?.mapping?["name"])
            }
            let expected = try XCTUnwrap(Yams.compose(yaml: text)?.mapping?["flag"]?.scalar)
            let read = try XCTUnwrap(Yams.compose(yaml: text, Project.configResolver)?.mapping?["flag"]?.scalar)
            XCTAssertEqual(Bool.construct(from: read), Bool.construct(from: expected), value)
        }
    }

    /// Keys are found by coordgen's names whether written plain or quoted, as under the default resolver.
    func testKeysAreFoundAsUnderYamsDefaultResolver() throws {
        for key in ["name", "'name'", "\"style\"", "perFlow", "true", "'true'", "yes"] {
            let text = "\(key): x\n"
            let expected = try XCTUnwrap(Yams.compose(yaml: text)?.mapping)
            let read = try XCTUnwrap(Yams.compose(yaml: text, Project.configResolver)?.mapping)
            for name in ["name", "style", "perFlow"] {
                XCTAssertEqual(read[name]?.string, expected[name]?.string, "\(key) looked up as \(name)")
            }
        }
    }

    /// No key coordgen reads is a word of the bool rule (a quoted `'true':` would be found by the name
    /// `true` here and not under the default resolver): every string literal of the readers, checked.
    func testNoKeyCoordgenReadsIsABoolWord() throws {
        let config = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/CoordgenKit/Config")
        let readers = try FileManager.default.contentsOfDirectory(atPath: config.path).filter { $0.hasSuffix("+Reading.swift") }
        XCTAssertGreaterThanOrEqual(readers.count, 3)
        var literals = 0
        for reader in readers {
            let text = try String(contentsOf: config.appendingPathComponent(reader), encoding: .utf8)
            for (index, part) in text.components(separatedBy: "\"").enumerated() where index % 2 == 1 {
                literals += 1
                XCTAssertFalse(Self.boolWords.contains(part), "\(reader) reads the key \(part)")
            }
        }
        XCTAssertGreaterThan(literals, 50)
    }
    /// `ConfigMapping.wholeNumber` reads every scalar as Yams' `Int.construct` reads it: its fast path
    /// (plain decimal digits) and everything it hands to Yams (signs, `_`, radix prefixes, `1:30`, quoted).
    func testWholeNumbersReadAsYamsReadsThem() throws {
        var generator = SystemRandomNumberGenerator()
        let characters = Array("0123456789_+-xob:.a")
        var texts = Self.scalars + ["00", "010", "09", "9223372036854775807", "9223372036854775808", "-0", "+7", "1:30", "0b101", "١٢"]
        for _ in 0..<5_000 {
            texts.append(String((0..<Int.random(in: 1...6, using: &generator)).map { _ in characters.randomElement(using: &generator)! }))
        }
        var compared = 0
        for text in texts {
            for yaml in ["value: \(text)\n", "value: '\(text)'\n", "value: \"\(text)\"\n"] {
                let node = try? Yams.compose(yaml: yaml, Project.configResolver, Project.configConstructor)
                guard let scalar = node?.mapping?["value"]?.scalar else { continue }
                compared += 1
                XCTAssertEqual(ConfigMapping.wholeNumber(from: scalar), Int.construct(from: scalar), yaml)
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }

    /// The config is composed without Yams' default constructor (`Project.configConstructor`): the node
    /// trees are the same, for every config of the tests (fixtures and goldens) and for the scalars above.
    func testTheConfigsConstructorComposesTheSameNodes() throws {
        var texts = Self.scalars.map { "value: \($0)\nlist: [\($0), b]\nnested:\n  key: \($0)\n" }
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let walker = FileManager.default.enumerator(atPath: tests.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".coordgen.yml") else { continue }
            texts.append(try String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8))
        }
        XCTAssertGreaterThan(texts.count, Self.scalars.count + 100)
        for text in texts {
            let expected = try? Yams.compose(yaml: text, Project.configResolver)
            let composed = try? Yams.compose(yaml: text, Project.configResolver, Project.configConstructor)
            XCTAssertEqual(composed, expected, text)
        }
    }
}
