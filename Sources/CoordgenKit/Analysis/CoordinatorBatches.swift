/// The app's coordinator types cut into runs of consecutive types (in name order) whose files come to
/// at most a number of bytes of source, so that `doctor` holds the syntax trees of one run at a time:
/// a tree takes tens of times its file's size in memory. A type whose files alone exceed the limit is
/// a run of its own.
struct CoordinatorBatches {
    /// Bytes of source whose trees one run holds: about 3 MB of trees.
    static let defaultByteLimit = 64 * 1024

    let batches: [[AnalyzedType]]

    init(_ types: [AnalyzedType], byteLimit: Int = CoordinatorBatches.defaultByteLimit) {
        var batches: [[AnalyzedType]] = []
        var current: [AnalyzedType] = []
        var paths: Set<String> = []
        var bytes = 0
        for type in types {
            if !current.isEmpty, bytes + Self.bytes(of: type, besides: paths) > byteLimit {
                batches.append(current)
                current = []
                paths = []
                bytes = 0
            }
            bytes += Self.bytes(of: type, besides: paths)
            current.append(type)
            paths.formUnion(type.declarations.map(\.file.path))
        }
        if !current.isEmpty { batches.append(current) }
        self.batches = batches
    }

    /// The bytes of the type's files that are not among `paths`, each file counted once.
    private static func bytes(of type: AnalyzedType, besides paths: Set<String>) -> Int {
        var sizes: [String: Int] = [:]
        for file in type.declarations.map(\.file) where !paths.contains(file.path) { sizes[file.path] = file.text.utf8.count }
        return sizes.values.reduce(0, +)
    }

    /// Runs `body` on each run's types while the trees of their files are held, then lets them go.
    func forEach(_ body: ([AnalyzedType]) -> Void) {
        for batch in batches {
            var seen: Set<String> = []
            let files = batch.flatMap { $0.declarations.map(\.file) }.filter { seen.insert($0.path).inserted }
            for file in files { file.holdTree() }
            body(batch)
            for file in files { file.letGoOfTree() }
        }
    }
}
