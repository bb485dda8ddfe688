import Foundation
import XCTest
import Yams

@testable import CoordgenKit

/// `.coordgen.yml` is read without `Decodable` (`ConfigMapping`, `ProjectConfig+Reading.swift`): it must
/// read every config coordgen writes as Yams' `YAMLDecoder` decodes it, accept exactly the keys the types
/// have, and explain mistakes in one line.
final class ConfigReadingTests: XCTestCase {
    private static func goldenConfigs() throws -> [URL] {
        let golden = Repository.root.appendingPathComponent("Tests/CoordgenKitTests/Golden")
        var configs: [URL] = []
        for folder in ["Init", "uikit/1-new-project", "router/1-new-project", "swiftui/1-new-project"] {
            let url = golden.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix("coordgen.yml") {
                configs.append(url.appendingPathComponent(name))
            }
        }
        return configs
    }

    func testEveryConfigCoordgenWritesReadsAsYamsDecodesIt() throws {
        let configs = try Self.goldenConfigs()
        XCTAssertGreaterThan(configs.count, 25)
        for url in configs {
            let text = try String(contentsOf: url, encoding: .utf8)
            let read = try Project.parseConfig(text, fileName: url.lastPathComponent)
            XCTAssertEqual(read, try YAMLDecoder().decode(ProjectConfig.self, from: text), url.lastPathComponent)
            // And what the writer makes of it reads back the same.
            let written = ProjectConfigWriter.yaml(read, heading: [])
            XCTAssertEqual(try Project.parseConfig(written, fileName: "rewritten"), read, url.lastPathComponent)
        }
    }

    /// The keys each section accepts are the stored properties of its type: a reader that forgot a
    /// property or misspelt its key fails here (a property without a reader line does not compile).
    func testEverySectionReadsExactlyItsTypesProperties() {
        func check<T>(_ type: T.Type, _ read: (ConfigMapping) -> T, file: StaticString = #filePath, line: UInt = #line) {
            let mapping = ConfigMapping(nil, log: ConfigReadLog())
            let standIn = read(mapping)
            let properties = Set(Mirror(reflecting: standIn).children.compactMap(\.label))
            XCTAssertFalse(properties.isEmpty, "\(T.self)", file: file, line: line)
            XCTAssertEqual(Set(mapping.asked), properties, "\(T.self)", file: file, line: line)
            XCTAssertEqual(mapping.asked.count, properties.count, "\(T.self) reads a key twice", file: file, line: line)
        }
        check(ProjectConfig.self, ProjectConfig.init(reading:))
        check(ProjectConfig.Paths.self, ProjectConfig.Paths.init(reading:))
        check(ProjectFacts.self, ProjectFacts.init(reading:))
        check(NamingScheme.self, NamingScheme.init(reading:))
        check(LayoutConventions.self, LayoutConventions.init(reading:))
        check(SourceFormat.self, SourceFormat.init(reading:))
        check(ConcurrencySettings.self, ConcurrencySettings.init(reading:))
        check(ProtocolShape.self, ProtocolShape.init(reading:))
        check(PropertyRequirement.self, PropertyRequirement.init(reading:))
        check(ChildrenShape.self, ChildrenShape.init(reading:))
        check(FinishMechanism.self, FinishMechanism.init(reading:))
        check(FlowTypeShape.self, FlowTypeShape.init(reading:))
        check(InitializerRequirement.self, InitializerRequirement.init(reading:))
        check(InitializerRequirement.Parameter.self, InitializerRequirement.Parameter.init(reading:))
        check(RouterShape.self, RouterShape.init(reading:))
        check(FactoryShape.self, FactoryShape.init(reading:))
        check(RouteShape.self, RouteShape.init(reading:))
        check(ChildFlowShape.self, ChildFlowShape.init(reading:))
        check(ModalRouteShape.self, ModalRouteShape.init(reading:))
        check(ScreenEnvironment.self, ScreenEnvironment.init(reading:))
        check(FlagRoutesShape.self, FlagRoutesShape.init(reading:))
        check(OptionStartShape.self, OptionStartShape.init(reading:))
        check(NestedDependencyShape.self, NestedDependencyShape.init(reading:))
        check(NestedDependencyShape.Member.self, NestedDependencyShape.Member.init(reading:))
    }

    func testMistakesAreExplainedInOneLine() {
        let paths = "paths: {coordinators: C, screens: S, tests: T}\n"
        let mistakes: [(String, String)] = [
            ("name: Hotel\nstyle: uikit\n", "missing 'paths'"),
            ("name: Hotel\nstyle: uikit\npaths: [a, b]\n", "'paths' has the wrong type: expected a mapping, found a list"),
            ("name: Hotel\nstyle: nope\n" + paths, "unknown style; coordgen knows: uikit, router, swiftui"),
            ("name: [Hotel]\nstyle: uikit\n" + paths, "'name' has the wrong type: expected a string, found a list"),
            (
                "name: Hotel\nstyle: uikit\n" + paths + "format: {indentation: spaces, width: four}\n",
                "'format.width' has the wrong type: expected a whole number, found 'four'"
            ),
            ("name: Hotel\nstyle: uikit\n" + paths + "format: {indentation: tab, width: 4}\n", "'format.indentation': unknown value 'tab'"),
            ("name: Hotel\nstyle: uikit\npaths: {coordinators: C, screens: S}\n", "missing 'paths.tests'"),
            // A misspelt key is named, not the value it leaves missing.
            ("name: Hotel\nstlye: uikit\n" + paths, "unknown key 'stlye'; known keys: bundleId, concurrency, example, format, header"),
            (
                "name: Hotel\nstyle: uikit\npaths: {coordinators: C, screens: S, test: T}\n",
                "unknown key 'paths.test'; known: coordinatorType, coordinators, screens, tests"
            ),
            ("name: Hotel\nstyle: uikit\n" + paths + "testing: junit\n", "'testing': unknown value 'junit'"),
            (
                "name: Hotel\nstyle: uikit\n" + paths + "concurrency: {upcomingFeatures: [[A]]}\n",
                "'concurrency.upcomingFeatures.0' has the wrong type"
            ),
        ]
        for (text, expected) in mistakes {
            XCTAssertThrowsError(try Project.parseConfig(text, fileName: ".coordgen.yml"), text) { error in
                XCTAssertTrue("\(error)".contains(expected), "\(text)\n→ \(error)\nexpected: \(expected)")
                XCTAssertFalse("\(error)".contains("\n"), "\(error)")
            }
        }
    }

    /// Outside any project, the one line says how to adopt an existing app as well as how to make one.
    func testNoConfigNamesInitAndNewProject() throws {
        let folder = try Repository.temporaryDirectory("no-config")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try Project.locate(from: folder)) { error in
            let line = "\(error)"
            XCTAssertTrue(line.hasPrefix("no .coordgen.yml in "), line)
            XCTAssertTrue(line.contains("run `coordgen init` in an existing app"), line)
            XCTAssertTrue(line.contains("`coordgen new project`"), line)
        }
    }

    func testNullAndAbsentOptionalsReadAsAbsent() throws {
        let config = try Project.parseConfig(
            "name: Hotel\nstyle: uikit\norganization: ~\nheader:\npaths: {coordinators: C, screens: S, tests: T}\n", fileName: "c")
        XCTAssertNil(config.organization)
        XCTAssertNil(config.header)
        XCTAssertEqual(config.paths.tests, "T")
    }
}
