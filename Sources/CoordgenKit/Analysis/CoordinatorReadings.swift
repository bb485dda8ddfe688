/// The readings of coordinator-wise rules made alongside the graph (``AnalyzedApp/coordinatorReadings``),
/// by rule id. Written while the app is analysed, on one thread, and only read after.
final class CoordinatorReadings: @unchecked Sendable {
    private let readings: [(id: String, reading: any CoordinatorReading)]

    init(_ readings: [(String, any CoordinatorReading)]) {
        self.readings = readings.map { (id: $0.0, reading: $0.1) }
    }

    /// Reads one coordinator type with every reading, in order.
    func read(_ coordinator: AnalyzedType) {
        for entry in readings { entry.reading.read(coordinator) }
    }

    /// The reading of the rule `id`, when it was made.
    func reading(of id: String) -> (any CoordinatorReading)? {
        readings.first { $0.id == id }?.reading
    }
}
