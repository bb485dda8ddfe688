/// What the readers of a whole app (`tree`, `doctor`) keep of one file once its syntax tree is
/// released: whether it parses, the types and extensions it declares (with where each starts, so a
/// body can be found again), the type names it constructs, and what its types' functions return.
/// Made on the parsing threads, one file at a time, so a command holds summaries, not trees.
struct FileSummary: Sendable {
    let file: SourceFile
    /// The line of the first syntax error, or nil when the file parses cleanly (then nothing else is
    /// summarised: such a file is skipped).
    let firstSyntaxErrorLine: Int?
    /// Its type declarations and extensions, in file order, bodies walked.
    let declarations: [TypeDeclaration]
    /// Type names its code calls like initialisers.
    let constructedNames: Set<String>
    /// The functions of its types (not of local types' bodies' closures) that declare a return type.
    let functionReturns: [FunctionReturn]

    init(_ file: SourceFile) {
        self.file = file
        firstSyntaxErrorLine = file.firstSyntaxErrorLine
        guard firstSyntaxErrorLine == nil else {
            declarations = []
            constructedNames = []
            functionReturns = []
            return
        }
        let collector = DeclarationCollector(file: file, readsBodies: true, summarisesFunctions: true)
        collector.walk(file.tree)
        declarations = collector.declarations
        constructedNames = collector.constructedNames
        functionReturns = collector.functionReturns
    }
}
