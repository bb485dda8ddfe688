import XCTest
import Yams

@testable import CoordgenKit

/// `.coordgen.yml` is composed with ``Project/configResolver`` (only Yams' bool rule), not Yams' default
/// resolver: every scalar and key must read as under the default one.
final class ConfigResolverTests: XCTestCase {
    /// Plain, quoted and tagged scalars that each of the default's rules matches, and near misses.
    private static let scalars = [
        "true", "True", "TRUE", "tRUE", "yes", "Yes", "on", "Off", "no", "NO", "y", "n",
        "0", "1", "-3", "0x1F", "0o17", "1_000", "1.5", ".inf", "-.Inf", ".nan", "1e3",
        "~", "null", "Null", "NULL", "nULL", "", "2001-12-14", "2001-12-14t21:59:43.10-05:00",
        "<<", "=", "name", "App", "Default-App_Coordinator", "'true'", "\"yes\"", "'null'", "''",
        "!!str true", "!!bool yes", "!!int 3", "!!null ~",
    ]

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

    /// Keys are found by coordgen's names whether written plain or quoted, as under the default resolver.
    func testKeysAreFoundAsUnderYamsDefaultResolver() throws {
        for key in ["name", "'name'", "\"style\"", "perFlow", "true", "'true'"] {
            let text = "\(key): x\n"
            let expected = try XCTUnwrap(Yams.compose(yaml: text)?.mapping)
            let read = try XCTUnwrap(Yams.compose(yaml: text, Project.configResolver)?.mapping)
            for name in ["name", "style", "perFlow", "true"] {
                XCTAssertEqual(read[name]?.string, expected[name]?.string, "\(key) looked up as \(name)")
            }
        }
    }
}
