import Foundation
import XCTest

@testable import CoordgenKit

/// `doctor --fix`: each fixable bad fixture becomes its good one, the rest is listed with why, the
/// fixed apps type-check against the stand-ins, a dry run writes nothing, ignored lines stay.
final class DoctorFixTests: XCTestCase {
    /// Bad fixtures whose every finding has a fix, with the good fixture they must become byte for byte
    /// (once the `// expect:` markers are taken off).
    static let fullyFixable = [
        ("remove-all-children/bad", "remove-all-children/good"),
        ("remove-child-by-type/bad", "remove-child-by-type/good"),
        ("child-never-removed/bad-callback", "child-never-removed/good-callback"),
    ]

    func testFixableBadFixturesBecomeTheirGoodOnes() throws {
        for (bad, good) in Self.fullyFixable {
            let app = try DoctorFixtures.copy(bad)
            defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
            let outcome = try FixDoctorFindings(folder: app).run()
            XCTAssertEqual(outcome.errorsLeft, 0, outcome.output)
            XCTAssertTrue(outcome.output.contains(" 0 left (no automatic fix)"), outcome.output)
            for path in GoldenTree.listFiles(DoctorFixtures.folder(good)) where path.hasSuffix(".swift") {
                let fixed = try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8)
                let expected = try String(contentsOf: DoctorFixtures.folder(good).appendingPathComponent(path), encoding: .utf8)
                XCTAssertEqual(DoctorFixtures.withoutMarkers(fixed), expected, "\(bad) → \(good): \(path)")
            }
            let after = Doctor().examine(AnalyzedApp.analyze(app, conventions: .heuristic))
            XCTAssertEqual(after.findings, [], "\(bad) after --fix")
        }
    }

    /// Fixtures with findings that need a person: after `--fix` exactly the findings listed as
    /// "not fixed" are left of the rules that fixed something, and the app type-checks (Swift 5, as
    /// these apps are written).
    func testPartlyFixableFixturesKeepOnlyWhatHasNoFixAndTypeCheck() throws {
        for name in [
            "strong-finish-delegate/bad", "strong-finish-delegate/spellings", "remove-all-children/spellings",
            "remove-child-by-type/spellings",
            "families/router-base", "families/main-coordinator",
        ] {
            let app = try DoctorFixtures.copy(name)
            defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
            let outcome = try FixDoctorFindings(folder: app).run()
            let lines = outcome.output.split(separator: "\n")
            let notFixed = lines.filter { $0.hasPrefix("not fixed ") }.map { line in
                line.dropFirst("not fixed ".count).split(separator: ":").prefix(2).joined(separator: ":")
            }
            XCTAssertTrue(lines.contains { $0.hasPrefix("fixed ") }, "\(name): nothing fixed\n\(outcome.output)")
            let after = Doctor().examine(AnalyzedApp.analyze(app, conventions: .heuristic))
            let places = Set(after.findings.map { "\($0.file):\($0.line)" })
            for place in notFixed {
                XCTAssertTrue(places.contains(place), "\(name): \(place) was not fixed, yet is no longer reported")
            }
            XCTAssertEqual(
                after.errorCount, outcome.errorsLeft,
                "\(name): the errors left are the ones --fix said it left\n\(outcome.output)\n\(after.text)")
            let files = GoldenTree.listFiles(app).filter { $0.hasSuffix(".swift") }.map { app.appendingPathComponent($0) }
            do {
                _ = try SwiftCompiler.typeCheck(appSources: files, moduleName: "Fixed", swiftVersion: 5)
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(name) does not type-check after --fix:\n\(failure.errors.map(\.description).joined(separator: "\n"))")
            }
        }
    }

    func testEveryRuleHasAFixOrSaysWhyNot() {
        for rule in DoctorRules.all {
            XCTAssertNotNil(
                DoctorFixes.fix(for: rule.id),
                "\(rule.id): add its fix under Sources/CoordgenKit/Fixing, or a NoAutomaticFix saying why, to DoctorFixes.all")
        }
    }

    func testADryRunWritesNothingAndShowsTheDiff() throws {
        let app = try DoctorFixtures.copy("remove-all-children/bad")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let before = TreeSnapshot(app)
        let outcome = try FixDoctorFindings(folder: app, dryRun: true).run()
        XCTAssertEqual(TreeSnapshot(app), before)
        XCTAssertTrue(outcome.output.contains("-        childCoordinators.removeAll()  // expect: remove-all-children"), outcome.output)
        XCTAssertTrue(
            outcome.output.contains("+        childCoordinators.removeAll { $0 === childCoordinator }  // expect: remove-all-children"),
            outcome.output)
        XCTAssertTrue(
            outcome.output.contains("+        childCoordinators.removeAll { $0 === child }  // expect: remove-all-children"), outcome.output
        )
        XCTAssertTrue(outcome.output.contains("2 fixed, 0 left (no automatic fix) — dry run, nothing was written"), outcome.output)
    }

    func testAnIgnoredLineIsLeftAlone() throws {
        let app = try DoctorFixtures.copy("remove-all-children/bad")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let file = app.appendingPathComponent("MainCoordinator.swift")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "childCoordinators = []  // expect: remove-all-children",
            with: "childCoordinators = []  // coordgen:ignore remove-all-children")
        try Data(text.utf8).write(to: file)
        let outcome = try FixDoctorFindings(folder: app).run()
        let fixed = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(fixed.contains("        childCoordinators = []  // coordgen:ignore remove-all-children\n"), fixed)
        XCTAssertTrue(fixed.contains("childCoordinators.removeAll { $0 === childCoordinator }"), fixed)
        XCTAssertTrue(
            outcome.output.contains("1 fixed, 0 left (no automatic fix); 1 silenced by coordgen:ignore, left alone"), outcome.output)
    }

    func testNoFixWhereChildrenCannotBeComparedByIdentity() throws {
        let app = try DoctorFixtures.copy("remove-all-children/bad")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let file = app.appendingPathComponent("MainCoordinator.swift")
        let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
            of: "protocol Coordinator: AnyObject {", with: "protocol Coordinator {")
        try Data(text.utf8).write(to: file)
        let before = TreeSnapshot(app)
        let outcome = try FixDoctorFindings(folder: app).run()
        XCTAssertEqual(TreeSnapshot(app), before)
        XCTAssertTrue(
            outcome.output.contains(
                "not fixed MainCoordinator.swift:43: error: remove-all-children: no automatic fix: Coordinator is not class-bound, so children cannot be compared by identity (===); declare it `protocol Coordinator: AnyObject` first"
            ), outcome.output)
        XCTAssertEqual(outcome.errorsLeft, 2)
    }
}
