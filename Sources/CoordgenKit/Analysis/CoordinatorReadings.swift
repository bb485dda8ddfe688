import Dispatch
import Foundation

/// The readings of coordinator-wise rules made alongside the graph (``AnalyzedApp/coordinatorReadings``),
/// by rule id. Written while the app is analysed, on one thread, and only read after.
final class CoordinatorReadings: @unchecked Sendable {
    private let readings: [(id: String, reading: any CoordinatorReading)]

    init(_ readings: [(String, any CoordinatorReading)]) {
        self.readings = readings.map { (id: $0.0, reading: $0.1) }
    }

    /// The readings `rules` begin on `facts`, begun side by side: each rule's start reads the app on
    /// its own (`back-pop-leak` looks for code that notices pops in every type, the removal rules list
    /// the types beside the coordinators), so they run on every core.
    convenience init(beginning rules: [any CoordinatorWiseRule], on facts: AppFacts) {
        let begun = Begun(count: rules.count)
        DispatchQueue.concurrentPerform(iterations: rules.count) { position in
            begun.set(position, rules[position].reading(facts))
        }
        self.init(zip(rules, begun.readings).map { ($0.id, $1) })
    }

    /// Reads one coordinator type with every reading, in order.
    func read(_ coordinator: AnalyzedType) {
        for entry in readings { entry.reading.read(coordinator) }
    }

    /// The reading of the rule `id`, when it was made.
    func reading(of id: String) -> (any CoordinatorReading)? {
        readings.first { $0.id == id }?.reading
    }

    /// The readings begun on the workers, one slot each, read once every one is begun.
    private final class Begun: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [(any CoordinatorReading)?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func set(_ position: Int, _ reading: any CoordinatorReading) {
            lock.lock()
            slots[position] = reading
            lock.unlock()
        }

        var readings: [any CoordinatorReading] { slots.map { $0! } }
    }
}
