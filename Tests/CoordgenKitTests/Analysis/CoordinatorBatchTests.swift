import Foundation
import SwiftSyntax
import XCTest

@testable import CoordgenKit

/// `doctor` reads the coordinators a batch at a time (``CoordinatorBatches``): the rules that read one
/// coordinator at a time (``CoordinatorWiseRule``) read each batch while its syntax trees are held, and
/// the trees go after. These tests show that the report does not depend on the batches, that a rule
/// reads each coordinator once with its trees held, and that no more than a batch's trees are held.
final class CoordinatorBatchTests: XCTestCase {
    /// Every doctor and adoption fixture: the report of every tree kept and every coordinator read at
    /// once is the report of trees released once summarised and read a coordinator at a time, or in
    /// batches of the default size, in an app analysed as the `doctor` command analyses it.
    func testTheReportDoesNotDependOnTheBatches() throws {
        let folders = try fixtureFolders()
        XCTAssertGreaterThan(folders.count, 40)
        for folder in folders {
            let kept = AnalyzedApp.analyze(AppSources(root: folder), conventions: nil, retention: .all)
            let allAtOnce = Doctor(batchByteLimit: Int.max).examine(kept)
            for limit in [0, CoordinatorBatches.defaultByteLimit] {
                let app = AnalyzedApp.analyze(
                    AppSources(root: folder, treeBudget: TreeBudget(limit: TreeBudget.graphOnlyLimit)), conventions: nil,
                    retention: .likelyReadAgain)
                let report = Doctor(batchByteLimit: limit).examine(app)
                XCTAssertEqual(report.findings, allAtOnce.findings, "\(folder.path), batches of \(limit) bytes")
                XCTAssertEqual(report.notes, allAtOnce.notes, "\(folder.path), batches of \(limit) bytes")
                XCTAssertEqual(report.silenced, allAtOnce.silenced, "\(folder.path), batches of \(limit) bytes")
                XCTAssertEqual(report.text, allAtOnce.text, "\(folder.path), batches of \(limit) bytes")
                XCTAssertEqual(app.files.filter(\.holdsTree).map(\.path), [], "\(folder.path): a tree still held after the doctor")
            }
        }
    }

    /// As the `doctor` command reads an app (``AnalyseApp``): every tree released once summarised, the
    /// rules reading each coordinator while the graph holds its trees. The report is the one of every
    /// tree kept and every coordinator read at once, whether the report is made once or twice.
    func testRulesReadingAlongTheGraphReportTheSame() throws {
        let rules = DoctorRules.all.compactMap { $0 as? any CoordinatorWiseRule }
        XCTAssertEqual(rules.count, 9)
        for folder in try fixtureFolders() {
            let kept = AnalyzedApp.analyze(AppSources(root: folder), conventions: nil, retention: .all)
            let allAtOnce = Doctor(batchByteLimit: Int.max).examine(kept)
            let app = AnalyzedApp.analyze(
                AppSources(root: folder, treeBudget: TreeBudget(limit: TreeBudget.graphOnlyLimit)), conventions: nil,
                retention: .likelyReadAgain, readingAlong: rules)
            XCTAssertEqual(Doctor().examine(app).text, allAtOnce.text, folder.path)
            XCTAssertEqual(Doctor().examine(app).findings, allAtOnce.findings, "\(folder.path), examined twice")
        }
    }

    /// Each rule's own `check` (every coordinator read in turn, nothing held by the doctor) finds what
    /// the doctor's batches find for that rule.
    func testEachRuleChecksAloneWhatItFindsInBatches() throws {
        for folder in try fixtureFolders() {
            let app = AnalyzedApp.analyze(AppSources(root: folder), conventions: nil, retention: .all)
            for rule in DoctorRules.all where rule is any CoordinatorWiseRule {
                let alone = Doctor(rules: [rule], batchByteLimit: Int.max).examine(app).findings
                let checked = rule.check(app).filter { finding in
                    !(app.files.first { $0.path == finding.file }?.ignores(finding.rule, on: finding.line) ?? false)
                }
                XCTAssertEqual(Set(checked.map(String.init(describing:))), Set(alone.map(String.init(describing:))), "\(folder.path), \(rule.id)")
            }
        }
    }

    /// A rule reads every coordinator once, in name order, with the trees of its files held; with
    /// batches of one coordinator, no other coordinator's file holds its tree meanwhile.
    func testARuleReadsEachCoordinatorOnceWithItsTreesHeld() throws {
        let folder = ExistingApps.url("FeatureFolders")
        let app = AnalyzedApp.analyze(
            AppSources(root: folder, treeBudget: TreeBudget(limit: TreeBudget.graphOnlyLimit)), conventions: nil,
            retention: .likelyReadAgain)
        let probe = ProbeRule()
        _ = Doctor(rules: [probe], batchByteLimit: 0).examine(app)
        let visits = probe.log.visits
        XCTAssertEqual(visits.map(\.coordinator), app.coordinatorTypes.map(\.name))
        XCTAssertGreaterThan(visits.count, 2)
        for visit in visits {
            XCTAssertEqual(visit.held, visit.ownFiles, "\(visit.coordinator): the trees held while it is read")
        }
        XCTAssertEqual(probe.log.judged, 1)
        let coordinatorFiles = Set(visits.flatMap(\.ownFiles))
        XCTAssertEqual(app.files.filter { coordinatorFiles.contains($0.path) && $0.parseCount > 3 }.map(\.path), [], "summary, graph, rules")
        XCTAssertEqual(app.files.filter(\.holdsTree).map(\.path), [])
    }

    /// Batches are runs of consecutive coordinators whose files come to at most the limit, a type whose
    /// files alone exceed it a batch of its own; every coordinator is in exactly one, in order.
    func testBatchesCutTheCoordinatorsInOrderByTheirFilesSize() throws {
        let folder = ExistingApps.url("FeatureFolders")
        let app = AnalyzedApp.analyze(AppSources(root: folder), conventions: nil, retention: .all)
        let types = app.coordinatorTypes
        XCTAssertGreaterThan(types.count, 2)
        let sizes = types.map { type in Set(type.declarations.map(\.file.path)).compactMap { path in app.files.first { $0.path == path }?.text.utf8.count }.reduce(0, +) }
        XCTAssertEqual(CoordinatorBatches(types, byteLimit: 0).batches.map { $0.map(\.name) }, types.map { [$0.name] })
        XCTAssertEqual(CoordinatorBatches(types, byteLimit: Int.max).batches.map { $0.map(\.name) }, [types.map(\.name)])
        let limit = sizes.max()! + sizes.min()!
        let batches = CoordinatorBatches(types, byteLimit: limit).batches
        XCTAssertEqual(batches.flatMap { $0.map(\.name) }, types.map(\.name))
        for batch in batches where batch.count > 1 {
            let paths = Set(batch.flatMap { $0.declarations.map(\.file.path) })
            let bytes = app.files.filter { paths.contains($0.path) }.map(\.text.utf8.count).reduce(0, +)
            XCTAssertLessThanOrEqual(bytes, limit)
        }
    }

    // MARK: - Helpers

    /// A rule that finds nothing and records what it saw while reading.
    private struct ProbeRule: CoordinatorWiseRule {
        final class Log: @unchecked Sendable {
            var visits: [(coordinator: String, held: Set<String>, ownFiles: Set<String>)] = []
            var judged = 0
            var files: [SourceFile] = []
        }

        let id = "probe"
        let summary = "records what it reads"
        let log = Log()

        func check(_ app: AnalyzedApp) -> [Finding] { checkCoordinatorWise(app) }

        func reading(_ facts: AppFacts) -> any CoordinatorReading {
            log.files = facts.files
            return Reading(log: log)
        }

        final class Reading: CoordinatorReading {
            let log: Log
            init(log: Log) { self.log = log }

            func read(_ coordinator: AnalyzedType) {
                _ = coordinator.members  // as a rule reads them: each file's tree parsed (again) once
                _ = coordinator.members
                let held = Set(log.files.filter(\.holdsTree).map(\.path))
                log.visits.append((coordinator.name, held, Set(coordinator.declarations.map(\.file.path))))
            }

            func findings(_ app: AnalyzedApp) -> [Finding] {
                log.judged += 1
                return []
            }
        }
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
