/// Types other than the coordinators that a ``CoordinatorReading`` reads too (the types beside the
/// coordinators, the coordinator protocols), each read while a coordinator whose files declare it is
/// read, so that the trees held for that coordinator serve and no file is parsed again for it.
///
/// A type is read in the ``read(alongside:)`` of the first coordinator (in the order they are read)
/// whose files hold every declaration the type's reading needs; a type no coordinator's files hold
/// (declared in files of its own, or spread over several coordinators' files) is read when its
/// results are asked for (``results``). Reading a type depends on that type alone, so when it is read
/// changes only what is parsed, never what is found (`TypesReadAlongCoordinatorsTests`).
final class TypesReadAlongCoordinators<Result> {
    private let types: [AnalyzedType]
    private let needs: (TypeDeclaration) -> Bool
    private let reader: (AnalyzedType) -> Result
    /// File path → the positions in ``types`` of the types declared there, not yet read.
    private var unreadByFile: [String: [Int]] = [:]
    private var done: [Int: Result] = [:]

    /// `types` in the order their results are wanted; `needs` picks the declarations whose members
    /// `reader` reads (a type with none of them is read at the end, which costs no parse).
    init(_ types: [AnalyzedType], needs: @escaping (TypeDeclaration) -> Bool = { _ in true }, reader: @escaping (AnalyzedType) -> Result) {
        self.types = types
        self.needs = needs
        self.reader = reader
        for (position, type) in types.enumerated() {
            let paths = Set(type.declarations.filter(needs).map(\.file.path))
            for path in paths { unreadByFile[path, default: []].append(position) }
        }
    }

    /// Reads every unread type whose needed declarations all lie in `coordinator`'s files: the
    /// trees the coordinator's reading holds.
    func read(alongside coordinator: AnalyzedType) {
        let held = Set(coordinator.declarations.map(\.file.path))
        for path in held.sorted() {
            guard let positions = unreadByFile[path] else { continue }
            for position in positions where done[position] == nil {
                let type = types[position]
                guard type.declarations.filter(needs).allSatisfy({ held.contains($0.file.path) }) else { continue }
                done[position] = reader(type)
            }
            unreadByFile[path] = positions.filter { done[$0] == nil }
        }
    }

    /// Every type's result, in the order of the types given: those not read alongside a coordinator
    /// are read now.
    var results: [Result] {
        types.indices.map { done[$0] ?? reader(types[$0]) }
    }
}
