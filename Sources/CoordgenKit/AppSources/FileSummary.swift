/// What the readers of a whole app (``AppModel``: `init`, `tree`, `doctor`, the generating commands'
/// lookups) keep of one file once its syntax tree is released: whether it parses, the types and
/// extensions it declares (with where each starts, so a body can be found again) and, when bodies are
/// read, the type names it constructs and what its types' functions return. Made on the parsing
/// threads, one file at a time, so a command holds summaries, not trees.
struct FileSummary: Sendable {
    let file: SourceFile
    /// The line of the first syntax error, or nil when the file parses cleanly (`tree` and `doctor`
    /// skip a file that does not; `init` reads its declarations all the same).
    let firstSyntaxErrorLine: Int?
    /// Its type declarations and extensions, in file order, bodies walked.
    let declarations: [TypeDeclaration]
    /// Type names its code calls like initialisers.
    let constructedNames: Set<String>
    /// The functions of its types (not of local types' bodies' closures) that declare a return type.
    let functionReturns: [FunctionReturn]
    /// The bodies `tree`'s and `doctor`'s walk left unread (with `flows`; see ``UnreadBodies``), or nil.
    let unreadBodies: UnreadBodies?

    /// Summarises `file`, function bodies walked (for the names they construct and the types they
    /// declare locally); `skipsTokenOnlyNodes: false` walks every node, for the test that compares.
    /// With `flows`, the declarations it picks record what the coordinator graph reads of them
    /// (``DeclarationFlows``), so `tree` need not parse their files again.
    init(_ file: SourceFile, skipsTokenOnlyNodes: Bool = true, flows: FlowRecording? = nil) {
        self.file = file
        firstSyntaxErrorLine = file.firstSyntaxErrorLine
        // `tree` and `doctor` (`flows`) leave bodies that declare no type unread; a file that does not
        // parse is read whole (its unexpected nodes may hold anything), as `init`'s summaries are.
        // A body that names a finish-closure property is read, so the names assigned closures are
        // complete for those properties.
        let closureNames = flows?.conventions.finishClosureProperties ?? []
        let collector = DeclarationCollector(
            file: file, readsBodies: true, summarisesFunctions: true, skipsTokenOnlyNodes: skipsTokenOnlyNodes,
            skipsBodiesWithoutTypes: flows != nil && firstSyntaxErrorLine == nil, readingBodiesNaming: Array(closureNames))
        collector.walk(file.tree)
        var declarations = collector.declarations
        if !collector.unreadBodies.isEmpty {
            for index in declarations.indices { declarations[index].closureAssignedNamesCover = closureNames }
            unreadBodies = UnreadBodies(file: file, ranges: collector.unreadBodies)
        } else {
            unreadBodies = nil
        }
        self.declarations = flows.map { $0.recording(declarations) } ?? declarations
        constructedNames = collector.constructedNames
        functionReturns = collector.functionReturns
    }
}
