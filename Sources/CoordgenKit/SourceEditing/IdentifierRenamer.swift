import SwiftParser
import SwiftSyntax

/// Renames identifiers in a Swift file through swift-syntax: type and method names wherever they are
/// used, the cases of given enums (their declaration, a string raw value that spells the case, and
/// `.old` / `Enum.old` uses), and a file's name where a comment names it (`//  OldCoordinator.swift`).
/// With ``words``, also the identifiers the app declares that hold the old name as a word
/// (`startShowsReservationScreen`), and the comments and string literals coordgen generated
/// (``generated``); other comments and strings that hold the old name are kept and reported
/// (``Result/keptLines``). Every other byte stays as it was.
struct IdentifierRenamer {
    /// What ``renamingReportingKept(_:)`` found.
    struct Result {
        /// The file renamed, or nil when nothing in it changes.
        var text: String?
        /// The lines (1-based) of comments and strings that hold the old name but were not generated.
        var keptLines: [Int]
    }

    /// Identifiers renamed wherever they appear as code: types, methods.
    let names: [String: String]
    /// Enum cases renamed, in the enums named `enums` only.
    let cases: [String: String]
    let enums: Set<String>
    /// File names renamed where a comment names them (`OldCoordinator.swift`).
    let fileNames: [String: String]
    /// The old and new name's spellings, for identifiers, comments and strings that hold it as a word.
    var words: FlowWords?
    /// The identifiers holding the old name as a word that are renamed: those the app declares
    /// (``declaredIdentifiers(in:words:)``), so a name from another module is left alone.
    var wordIdentifiers: Set<String> = []
    /// The comments and strings coordgen writes about the flow, which follow the new name.
    var generated: GeneratedFlowText?
    /// When set, an argument label in a call (`ProfileViewModel(profileCoordinator: self)`) is renamed
    /// only when what is called is renamed too or is one of these (the types and methods a copy
    /// declares): a call to a type or method left as it was keeps its labels, which its declaration
    /// keeps. Nil: every label in ``names`` is renamed, as a rename through the whole app does.
    var labelCallees: Set<String>?

    init(
        names: [String: String], cases: [String: String], enums: Set<String>, fileNames: [String: String], words: FlowWords? = nil,
        wordIdentifiers: Set<String> = [], generated: GeneratedFlowText? = nil
    ) {
        self.names = names
        self.cases = cases
        self.enums = enums
        self.fileNames = fileNames
        self.words = words
        self.wordIdentifiers = wordIdentifiers
        self.generated = generated
    }

    /// `source` renamed, or nil when nothing in it changes.
    func renaming(_ source: String) throws -> String? {
        try renamingReportingKept(source).text
    }

    /// `source` renamed, with the comments and strings kept because the user wrote them.
    func renamingReportingKept(_ source: String) throws -> Result {
        let parsed = try ParsedSwiftSource(source)
        let visitor = Visitor(renamer: self)
        visitor.walk(parsed.tree)
        let labels = ExactLabelVisitor(renamer: self)
        labels.walk(parsed.tree)
        var edits = visitor.edits
        for edit in labels.edits where !edits.contains(where: { $0.range.overlaps(edit.range) }) { edits.append(edit) }
        let converter = SourceLocationConverter(fileName: "", tree: parsed.tree)
        let keptLines = Array(Set(visitor.kept.map { converter.location(for: AbsolutePosition(utf8Offset: $0)).line })).sorted()
        guard !edits.isEmpty else { return Result(text: nil, keptLines: keptLines) }
        var bytes = parsed.bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if Parser.parse(source: text).hasError { throw SourceEditError.verificationFailed("the file no longer parses after the rename") }
        return Result(text: text, keptLines: keptLines)
    }

    /// The functions, properties, variables and enum cases `source` declares whose names hold the old
    /// name as a word without being it (`startShowsReservationScreen`, `reservationCoordinator`). Types
    /// are left out: a type is renamed with its file, by name.
    static func declaredIdentifiers(in source: String, words: FlowWords) throws -> Set<String> {
        let parsed = try ParsedSwiftSource(source)
        let collector = DeclarationNameCollector(viewMode: .sourceAccurate)
        collector.walk(parsed.tree)
        let exact = Set(words.replacements.map(\.old))
        return collector.names.filter { !exact.contains($0) && words.occur(in: $0) }
    }

    /// The text of `node` (without its outer trivia) renamed: what `new coordinator --like` copies
    /// next to an original declaration, switch clause or enum case. The node stays in its tree, so
    /// enum cases are told from other names as in a whole file. `replacing` names tokens of the node
    /// (by their offset in the file) that take another text instead (`new coordinator --like`: a property
    /// the copy refers to under its own name).
    func renamedText(of node: some SyntaxProtocol, replacing tokens: [Int: String] = [:]) -> String {
        let visitor = Visitor(renamer: self)
        visitor.walk(node)
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        var bytes = Array(node.trimmedDescription.utf8)
        var edits = visitor.edits.filter { edit in !tokens.keys.contains { edit.range.contains($0) } }
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard let replacement = tokens[token.positionAfterSkippingLeadingTrivia.utf8Offset] else { continue }
            edits.append(SourceTextEdit(range: token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset, replacement: replacement))
        }
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
        where edit.range.lowerBound >= start && edit.range.upperBound <= end {
            bytes.replaceSubrange(edit.range.lowerBound - start..<edit.range.upperBound - start, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `token` is an argument label of a call whose callee keeps its labels (``labelCallees``).
    func keepsLabel(_ token: TokenSyntax) -> Bool {
        guard let callees = labelCallees, let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.id == token.id,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        guard let callee = Self.calleeName(of: call.calledExpression) else { return false }
        return names[callee] == nil && !wordIdentifiers.contains(callee) && !callees.contains(callee)
    }

    /// The name a call's labels belong to: the function's, or the type's for an initialiser
    /// (`Profile(…)`, `Profile.init(…)`); nil when it cannot be told (`.init(…)`, `self.init(…)`, a closure).
    private static func calleeName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return SourceEditNames.unescaped(reference.baseName) }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(of: specialized.expression) }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = SourceEditNames.unescaped(member.declName.baseName)
        guard name == "init" else { return name }
        guard let base = member.base else { return nil }
        if base.is(SuperExprSyntax.self) { return "super" }
        return base.is(DeclReferenceExprSyntax.self) && base.trimmedDescription != "self" && base.trimmedDescription != "Self"
            ? calleeName(of: base) : nil
    }

    /// Whether the function named `name` is renamed: by name, or as an identifier holding the old name.
    func renamesFunction(_ name: TokenSyntax) -> Bool {
        let text = SourceEditNames.unescaped(name)
        return names[text] != nil || wordIdentifiers.contains(text)
    }

    /// The new spelling of a token that is exactly an old spelling of the name (`reservation`).
    func exactWord(_ token: TokenSyntax) -> String? {
        let text = SourceEditNames.unescaped(token)
        guard let new = words?.replacements.first(where: { $0.old == text })?.new else { return nil }
        return token.text.hasPrefix("`") ? "`\(new)`" : new
    }

}
