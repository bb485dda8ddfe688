import SwiftSyntax

/// A doctor rule whose reading is mostly one coordinator at a time, so that `doctor` can hold the
/// syntax trees of a few coordinators' files at once instead of every one of them
/// (``CoordinatorBatches``). The rule reads each coordinator once, in name order, while that
/// coordinator's trees are held (``CoordinatorReading/read(_:)``), and judges what it read across
/// coordinators, with the graph, after the last one (``CoordinatorReading/findings(_:)``).
///
/// A reading's `read` must not use the coordinator graph or the trees of other coordinators'
/// files: what depends on them is decided in `findings`. Reading every coordinator at once
/// (``checkCoordinatorWise(_:)``, each rule's `check`) and batch by batch give the same findings
/// (`CoordinatorBatchTests`).
protocol CoordinatorWiseRule: DoctorRule {
    /// Begins a reading of `facts`: what the rule needs before it reads any coordinator.
    func reading(_ facts: AppFacts) -> any CoordinatorReading
}

/// One run of a ``CoordinatorWiseRule`` over one app.
protocol CoordinatorReading: AnyObject {
    /// Reads one coordinator type while the trees of its files are held.
    func read(_ coordinator: AnalyzedType)
    /// The rule's findings, once every coordinator was read.
    func findings(_ app: AnalyzedApp) -> [Finding]
}

extension CoordinatorWiseRule {
    /// The findings of reading every coordinator of `app` in turn: the rule's `check`.
    func checkCoordinatorWise(_ app: AnalyzedApp) -> [Finding] {
        let reading = reading(app.facts)
        for type in app.coordinatorTypes { reading.read(type) }
        return reading.findings(app)
    }
}
