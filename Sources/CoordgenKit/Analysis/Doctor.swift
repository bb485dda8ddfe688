import Dispatch
import Foundation

/// Runs the doctor rules over an analysed app and reports what they found.
public struct Doctor: Sendable {
    public let rules: [any DoctorRule]
    /// Bytes of source whose syntax trees the coordinator-wise rules hold at once (``CoordinatorBatches``).
    let batchByteLimit: Int

    public init(rules: [any DoctorRule] = DoctorRules.all) {
        self.init(rules: rules, batchByteLimit: CoordinatorBatches.defaultByteLimit)
    }

    init(rules: [any DoctorRule] = DoctorRules.all, batchByteLimit: Int) {
        self.rules = rules
        self.batchByteLimit = batchByteLimit
    }

    /// The findings, minus those silenced by `// coordgen:ignore`, sorted by file, line and rule.
    ///
    /// The rules that read coordinators one at a time (``CoordinatorWiseRule``) read them together, a
    /// batch of coordinators at a time, each batch's syntax trees held while every such rule reads it
    /// and let go after: the trees held follow the batch, not the app.
    public func examine(_ app: AnalyzedApp) -> DoctorReport {
        var findings: [Finding] = []
        var notes: [String] = []
        var silenced = 0
        let files = Dictionary(app.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let running = rules.filter { rule in
            guard let reason = rule.skipReason(app) else { return true }
            notes.append("\(rule.id) skipped: \(reason)")
            return false
        }
        let readings = readCoordinators(app, by: running)
        for found in Self.judged(running, readings, app) {
            for finding in found {
                if files[finding.file]?.ignores(finding.rule, on: finding.line) == true {
                    silenced += 1
                } else {
                    findings.append(finding)
                }
            }
        }
        findings.sort { ($0.file, $0.line, $0.rule, $0.message) < ($1.file, $1.line, $1.rule, $1.message) }
        var unique: [Finding] = []
        for finding in findings where unique.last != finding { unique.append(finding) }
        return DoctorReport(
            findings: unique, notes: notes, conventions: app.conventionsSource, skippedFiles: app.skippedFiles,
            silenced: silenced, filesRead: app.files.count,
            coordinators: app.graph.coordinators.count)
    }

    /// Each rule's findings, in the order of `rules`: its reading's judgement, or its check. The rules
    /// judge independently of each other (each reading holds its own state), so they judge side by side.
    private static func judged(_ rules: [any DoctorRule], _ readings: [Int: any CoordinatorReading], _ app: AnalyzedApp) -> [[Finding]] {
        let judged = Judged(readings, count: rules.count)
        DispatchQueue.concurrentPerform(iterations: rules.count) { position in
            judged.set(position, judged.reading(position)?.findings(app) ?? rules[position].check(app))
        }
        return judged.findings
    }

    /// Each rule's findings, one slot per rule, read once every rule has judged; each reading is
    /// judged on one worker only.
    private final class Judged: @unchecked Sendable {
        private let lock = NSLock()
        private let readings: [Int: any CoordinatorReading]
        private var slots: [[Finding]]

        init(_ readings: [Int: any CoordinatorReading], count: Int) {
            self.readings = readings
            slots = Array(repeating: [], count: count)
        }

        func reading(_ position: Int) -> (any CoordinatorReading)? { readings[position] }

        func set(_ position: Int, _ findings: [Finding]) {
            lock.lock()
            slots[position] = findings
            lock.unlock()
        }

        var findings: [[Finding]] { slots }
    }

    /// The readings of the coordinator-wise rules among `rules`, by position, once every coordinator
    /// was read: while the graph read it (``AnalyzedApp/coordinatorReadings``), or else now, batch by batch.
    private func readCoordinators(_ app: AnalyzedApp, by rules: [any DoctorRule]) -> [Int: any CoordinatorReading] {
        var readings: [Int: any CoordinatorReading] = [:]
        var unread: [Int: any CoordinatorReading] = [:]
        for (position, rule) in rules.enumerated() {
            guard let rule = rule as? any CoordinatorWiseRule else { continue }
            if let done = app.coordinatorReadings.reading(of: rule.id) {
                readings[position] = done
            } else {
                unread[position] = rule.reading(app.facts)
                readings[position] = unread[position]
            }
        }
        guard !unread.isEmpty else { return readings }
        let ordered = unread.sorted { $0.key < $1.key }.map(\.value)
        CoordinatorBatches(app.coordinatorTypes, byteLimit: batchByteLimit).forEach { batch in
            for type in batch {
                for reading in ordered { reading.read(type) }
            }
        }
        return readings
    }
}
