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

    private final class DeclarationNameCollector: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(SourceEditNames.unescaped(node.name))
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            names.insert(SourceEditNames.unescaped(node.identifier))
            return .visitChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            names.insert(SourceEditNames.unescaped(node.name))
            return .visitChildren
        }

        /// A parameter's label and name (`show(reservationID:)`), renamed at its calls too.
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            for token in [node.firstName, node.secondName].compactMap({ $0 }) where token.tokenKind != .wildcard {
                names.insert(SourceEditNames.unescaped(token))
            }
            return .visitChildren
        }

        /// An associated value's label (`case receipt(reservationID: Int)`).
        override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
            for token in [node.firstName, node.secondName].compactMap({ $0 }) where token.tokenKind != .wildcard {
                names.insert(SourceEditNames.unescaped(token))
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            if node.name.tokenKind != .wildcard { names.insert(SourceEditNames.unescaped(node.name)) }
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            for token in [node.firstName, node.secondName].compactMap({ $0 }) where token.tokenKind != .wildcard {
                names.insert(SourceEditNames.unescaped(token))
            }
            return .visitChildren
        }
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
    fileprivate func keepsLabel(_ token: TokenSyntax) -> Bool {
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
    fileprivate func renamesFunction(_ name: TokenSyntax) -> Bool {
        let text = SourceEditNames.unescaped(name)
        return names[text] != nil || wordIdentifiers.contains(text)
    }

    /// The new spelling of a token that is exactly an old spelling of the name (`reservation`).
    fileprivate func exactWord(_ token: TokenSyntax) -> String? {
        let text = SourceEditNames.unescaped(token)
        guard let new = words?.replacements.first(where: { $0.old == text })?.new else { return nil }
        return token.text.hasPrefix("`") ? "`\(new)`" : new
    }

    /// The argument labels that are exactly the old name (`showReservation(reservation:)`) of the
    /// functions the rename renames: in the declaration — with the parameter's uses in the body when
    /// the label is also its name — in calls, and in references (`#selector(showReservation(reservation:))`).
    /// A label of another function (one from another module included) is left alone.
    private final class ExactLabelVisitor: SyntaxVisitor {
        let renamer: IdentifierRenamer
        var edits: [SourceTextEdit] = []

        init(renamer: IdentifierRenamer) {
            self.renamer = renamer
            super.init(viewMode: .sourceAccurate)
        }

        private func rename(_ token: TokenSyntax, to new: String) {
            let range = token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SourceTextEdit(range: range, replacement: new))
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard renamer.renamesFunction(node.name) else { return .visitChildren }
            for parameter in node.signature.parameterClause.parameters {
                guard let new = renamer.exactWord(parameter.firstName) else { continue }
                rename(parameter.firstName, to: new)
                guard parameter.secondName == nil, let body = node.body else { continue }
                let uses = ParameterUses(name: parameter.firstName.text)
                uses.walk(body)
                uses.tokens.forEach { rename($0, to: new) }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee =
                node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName
                ?? node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
            guard let callee, renamer.renamesFunction(callee) else { return .visitChildren }
            for argument in node.arguments {
                if let label = argument.label, let new = renamer.exactWord(label) { rename(label, to: new) }
            }
            return .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard let arguments = node.argumentNames, renamer.renamesFunction(node.baseName) else { return .visitChildren }
            for argument in arguments.arguments {
                if let new = renamer.exactWord(argument.name) { rename(argument.name, to: new) }
            }
            return .visitChildren
        }
    }

    /// The uses of a parameter named `name` in a function's body: references to it, not members of
    /// something else that share its name (`self.reservation`, `.reservation`).
    private final class ParameterUses: SyntaxVisitor {
        let name: String
        var tokens: [TokenSyntax] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let isMember = node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id
            if !isMember, node.argumentNames == nil, node.baseName.text == name { tokens.append(node.baseName) }
            return .visitChildren
        }
    }

    private final class Visitor: SyntaxVisitor {
        let renamer: IdentifierRenamer
        var edits: [SourceTextEdit] = []
        /// Where comments and strings that hold the old name but were not generated start (UTF-8 offsets).
        var kept: [Int] = []

        init(renamer: IdentifierRenamer) {
            self.renamer = renamer
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            renameFiles(in: token.leadingTrivia, from: token.position.utf8Offset)
            renameFiles(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
            renameWords(in: token.leadingTrivia, from: token.position.utf8Offset)
            renameWords(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia.utf8Offset)
            let start = token.positionAfterSkippingLeadingTrivia.utf8Offset
            let range = start..<token.endPositionBeforeTrailingTrivia.utf8Offset
            if case .stringSegment = token.tokenKind {
                renameWords(inString: token, range: range)
                return .skipChildren
            }
            guard case .identifier = token.tokenKind else { return .skipChildren }
            let name = SourceEditNames.unescaped(token)
            if renamer.keepsLabel(token) { return .skipChildren }
            if let new = renamer.names[name] {
                edits.append(SourceTextEdit(range: range, replacement: new))
            } else if let new = renamer.cases[name], let caseEdit = caseEdits(token, old: name, new: new) {
                edits += caseEdit
            } else if renamer.wordIdentifiers.contains(name), let new = renamer.words?.replacing(in: name) {
                edits.append(SourceTextEdit(range: range, replacement: token.text.hasPrefix("`") ? "`\(new)`" : new))
            }
            return .skipChildren
        }

        /// A string literal's text that holds the old name: renamed where coordgen generated the whole
        /// literal, kept otherwise. A raw value that spells a renamed case is renamed with the case.
        private func renameWords(inString token: TokenSyntax, range: Range<Int>) {
            guard let words = renamer.words, let new = words.replacing(in: token.text) else { return }
            if edits.contains(where: { $0.range == range }) { return }
            // The token's parents: its segment, the segment list, the literal.
            let literal = token.parent?.parent?.parent?.as(StringLiteralExprSyntax.self)
            if let literal, literal.segments.count == 1, renamer.generated?.strings.contains(token.text) == true {
                edits.append(SourceTextEdit(range: range, replacement: new))
            } else if let element = literal?.parent?.parent?.as(EnumCaseElementSyntax.self),
                renamer.cases[SourceEditNames.unescaped(element.name)] != nil
            {
                return  // The raw value of a renamed case: `caseEdits` decides.
            } else {
                kept.append(range.lowerBound)
            }
        }

        /// A comment line that holds the old name: renamed where coordgen generated it, kept otherwise.
        private func renameWords(in trivia: Trivia, from start: Int) {
            guard let words = renamer.words else { return }
            var offset = start
            for piece in trivia {
                defer { offset += piece.sourceLength.utf8Length }
                guard piece.isComment else { continue }
                var text = ""
                piece.write(to: &text)
                guard let new = words.replacing(in: text) else { continue }
                // A file name in a comment (`//  ReservationCoordinator.swift`) is `renameFiles`' part.
                if renamer.fileNames.keys.contains(where: { text.contains($0) }) { continue }
                if renamer.generated?.commentLines.contains(text.trimmingWhitespace()) == true {
                    edits.append(SourceTextEdit(range: offset..<offset + piece.sourceLength.utf8Length, replacement: new))
                } else {
                    kept.append(offset)
                }
            }
        }

        /// The case's declaration (with a raw value that spells it) or a use of it.
        private func caseEdits(_ token: TokenSyntax, old: String, new: String) -> [SourceTextEdit]? {
            let range = token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
            let escaped = token.text.hasPrefix("`") ? "`\(new)`" : new
            if let element = token.parent?.as(EnumCaseElementSyntax.self) {
                guard let enumDecl = element.parent?.parent?.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self),
                    renamer.enums.contains(SourceEditNames.unescaped(enumDecl.name))
                else { return nil }
                var result = [SourceTextEdit(range: range, replacement: escaped)]
                if let literal = element.rawValue?.value.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
                    let segment = literal.segments.first?.as(StringSegmentSyntax.self), segment.content.text == old
                {
                    let content = segment.content
                    result.append(
                        SourceTextEdit(
                            range: content.positionAfterSkippingLeadingTrivia
                                .utf8Offset..<content.endPositionBeforeTrailingTrivia.utf8Offset,
                            replacement: new))
                }
                return result
            }
            // A static member spelt like the case (`static func profile(viewModel:) -> Self`): its
            // implicit uses (`.profile(viewModel:)`) are renamed with the case's, so it is renamed too.
            if Self.isStaticMemberName(token) { return [SourceTextEdit(range: range, replacement: escaped)] }
            guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return nil }
            if let base = access.base, !renamer.enums.contains(base.trimmedDescription) { return nil }
            return [SourceTextEdit(range: range, replacement: escaped)]
        }

        /// Whether `token` names a `static` (or `class`) function or stored property.
        private static func isStaticMemberName(_ token: TokenSyntax) -> Bool {
            let isStatic = { (modifiers: DeclModifierListSyntax) in
                modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
            }
            if let function = token.parent?.as(FunctionDeclSyntax.self), function.name.id == token.id { return isStatic(function.modifiers) }
            if let pattern = token.parent?.as(IdentifierPatternSyntax.self),
                let variable = pattern.parent?.parent?.parent?.as(VariableDeclSyntax.self)
            {
                return isStatic(variable.modifiers)
            }
            return false
        }

        /// `OldCoordinator.swift` in a comment, as a whole word.
        private func renameFiles(in trivia: Trivia, from start: Int) {
            var offset = start
            for piece in trivia {
                defer { offset += piece.sourceLength.utf8Length }
                guard piece.isComment, !renamer.fileNames.isEmpty else { continue }
                var text = ""
                piece.write(to: &text)
                let bytes = Array(text.utf8)
                for (old, new) in renamer.fileNames {
                    let needle = Array(old.utf8)
                    var index = 0
                    while index + needle.count <= bytes.count {
                        let before = index == 0 ? UInt8(ascii: " ") : bytes[index - 1]
                        if Array(bytes[index..<index + needle.count]) == needle, !Self.isIdentifierByte(before) {
                            edits.append(SourceTextEdit(range: offset + index..<offset + index + needle.count, replacement: new))
                            index += needle.count
                        } else {
                            index += 1
                        }
                    }
                }
            }
        }

        private static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
                || byte >= 0x80
        }
    }
}
