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

    /// Summarises `file`, function bodies walked (for the names they construct and the types they
    /// declare locally); `skipsTokenOnlyNodes: false` walks every node, for the test that compares.
    /// With `flows`, the declarations it picks record what the coordinator graph reads of them
    /// (``DeclarationFlows``), so `tree` need not parse their files again.
    init(_ file: SourceFile, skipsTokenOnlyNodes: Bool = true, flows: FlowRecording? = nil) {
        self.file = file
        firstSyntaxErrorLine = file.firstSyntaxErrorLine
        let collector = DeclarationCollector(
            file: file, readsBodies: true, summarisesFunctions: true, skipsTokenOnlyNodes: skipsTokenOnlyNodes)
        collector.walk(file.tree)
        declarations = flows.map { $0.recording(collector.declarations) } ?? collector.declarations
        constructedNames = collector.constructedNames
        functionReturns = collector.functionReturns
    }
}
