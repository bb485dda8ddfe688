import Foundation
import XCTest

@testable import CoordgenKit

/// `doctor`'s coordinator-wise rules read what the summaries noted of each coordinator's declarations
/// (``DeclarationRuleNotes``) instead of parsing their files again; a type without notes is read from
/// its trees. These tests show that the report is the one read from the trees in every fixture app,
/// and that a coordinator's file is then parsed once.
final class DeclarationRuleNotesTests: XCTestCase {
    /// Every doctor and adoption fixture, read as the `doctor` command reads it (notes made, every tree
    /// released once summarised): the report is the report of every tree kept and no notes made, and
    /// the findings of each rule are the same; over the fixtures, more than 100 coordinators' files are
    /// parsed only once.
    func testTheReportFromNotesIsTheReportFromTrees() throws {
        let folders = try fixtureFolders()
        XCTAssertGreaterThan(folders.count, 40)
        var parsedOnce = 0
        var noted = 0
        for folder in folders {
            let app = doctorsAnalysis(of: folder)
            let fromTrees = AnalyzedApp.analyze(AppSources(root: folder), conventions: nil, retention: .all)
            let report = Doctor().examine(app)
            let expected = Doctor(batchByteLimit: Int.max).examine(fromTrees)
            XCTAssertEqual(report.findings, expected.findings, folder.path)
            XCTAssertEqual(report.text, expected.text, folder.path)
            let coordinatorFiles = Set(app.coordinatorTypes.flatMap { $0.declarations.map(\.file.path) })
            parsedOnce += app.files.filter { coordinatorFiles.contains($0.path) && $0.parseCount == 1 }.count
            noted += app.coordinatorTypes.filter { $0.ruleNotes(under: app.conventions) != nil }.count
        }
        XCTAssertGreaterThan(parsedOnce, 100, "coordinators' files read from their notes, not parsed again")
        XCTAssertGreaterThan(noted, 100, "coordinators whose every declaration was noted")
    }

    /// In plain apps, `doctor` parses no coordinator's file again: neither the graph nor a rule.
    func testDoctorParsesNoCoordinatorFileAgain() throws {
        for fixture in ["FeatureFolders", "RouterBaseFinishFlow"] {
            let app = doctorsAnalysis(of: ExistingApps.url(fixture))
            _ = Doctor().examine(app)
            let coordinatorFiles = Set(app.coordinatorTypes.flatMap { $0.declarations.map(\.file.path) })
            XCTAssertFalse(coordinatorFiles.isEmpty, fixture)
            XCTAssertEqual(app.files.filter { coordinatorFiles.contains($0.path) && $0.parseCount != 1 }.map(\.path), [], fixture)
        }
    }

    /// Notes are made for `doctor` only: `tree`'s analysis and the public one make none, and a type
    /// whose declarations were noted under other conventions is read from its trees.
    func testNotesAreMadeForTheDoctorUnderItsConventions() throws {
        let folder = ExistingApps.url("FeatureFolders")
        let doctors = doctorsAnalysis(of: folder)
        XCTAssertFalse(doctors.coordinatorTypes.isEmpty)
        XCTAssertTrue(doctors.coordinatorTypes.allSatisfy { $0.ruleNotes(under: doctors.conventions) != nil })
        var other = doctors.conventions
        other.childrenProperty += "Elsewhere"
        XCTAssertTrue(doctors.coordinatorTypes.allSatisfy { $0.ruleNotes(under: other) == nil })
        let trees = AnalyzedApp.analyze(
            AppSources(root: folder, treeBudget: TreeBudget(limit: TreeBudget.graphOnlyLimit)), conventions: nil,
            retention: .likelyReadAgain)
        XCTAssertTrue(trees.coordinatorTypes.allSatisfy { $0.declarations.allSatisfy { $0.ruleNotes == nil } })
    }

    // MARK: - Helpers

    /// The app as the `doctor` command analyses it (``AnalyseApp``).
    private func doctorsAnalysis(of folder: URL) -> AnalyzedApp {
        AnalyzedApp.analyze(
            AppSources(root: folder, treeBudget: TreeBudget(limit: TreeBudget.graphOnlyLimit)), conventions: nil,
            retention: .likelyReadAgain, readingAlong: DoctorRules.all.compactMap { $0 as? any CoordinatorWiseRule })
    }

    private func fixtureFolders() throws -> [URL] {
        let fixtures = DoctorFixtures.root.deletingLastPathComponent()
        var folders: [URL] = []
        for group in ["Doctor", "ExistingApps"] {
            let groupFolder = fixtures.appendingPathComponent(group)
            for name in try FileManager.default.contentsOfDirectory(atPath: groupFolder.path).sorted() {
                let folder = groupFolder.appendingPathComponent(name)
                let variants = ["bad", "good"].map { folder.appendingPathComponent($0) }
                    .filter { FileManager.default.fileExists(atPath: $0.path) }
                folders += variants.isEmpty ? [folder] : variants
            }
        }
        return folders
    }
}
