import SwiftParser
import SwiftSyntax

/// Adds a `case` clause to the `switch` inside one function of a type, editing the file's text through
/// swift-syntax: the `switch destination` in a SwiftUI coordinator's `@ViewBuilder` `view(for:)`, which
/// maps each `Destination` case to its view.
///
/// The switch is found by ``DestinationSwitchLocator``. The clause goes after the last `case` that is
/// a direct part of the switch — before a `default`, which must stay last — with the indentation of the clauses already there and the file's line ending. All
/// other bytes of the file stay as they were. A file that does not parse, a missing or ambiguous
/// function or switch, and a case the switch already handles are refused.
public struct SwitchCaseInserter: Sendable {
    /// Where the switch is.
    public let locator: DestinationSwitchLocator

    /// The type that declares the function (or the view with the modifier), e.g. `ReservationCoordinator`.
    public var typeName: String { locator.typeName }
    /// The function with its argument labels, e.g. `view(for:)`.
    public var function: String { locator.function }

    public init(typeName: String, function: String, parameterType: String? = nil) {
        locator = DestinationSwitchLocator(typeName: typeName, function: function, parameterType: parameterType)
    }

    /// The switch of the `.navigationDestination(for:)` closure in the view `viewName` whose `for:` names
    /// one of `routeTypes`.
    public init(viewName: String, destinationsOf routeTypes: [String]) {
        locator = DestinationSwitchLocator(viewName: viewName, destinationsOf: routeTypes)
    }

    /// The enum cases the switch handles, in source order, without backticks: `details` for
    /// `case .details:`, `reservation` for `case .reservation(let coordinator):`.
    public func handledCases(in source: String) throws -> [String] {
        let parsed = try ParsedSwiftSource(source)
        let switchExpr = try locator.switchStatement(in: parsed.tree)
        return SwitchClauses.allClauses(in: switchExpr.cases).flatMap(SwitchClauses.handledCases(of:))
    }

    /// What the switch switches over (`destination`), where that is a plain name.
    public func switchSubject(in source: String) throws -> String? {
        let parsed = try ParsedSwiftSource(source)
        return try locator.switchStatement(in: parsed.tree).subject.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether the switch ends with a `default` clause, so a new case of its enum needs no clause there.
    public func hasDefault(in source: String) throws -> Bool {
        let parsed = try ParsedSwiftSource(source)
        return SwitchClauses.allClauses(in: try locator.switchStatement(in: parsed.tree).cases).contains { clause in
            if case .default = clause.label { return true }
            return false
        }
    }

    /// Returns `source` with `clause` added to the switch.
    ///
    /// `clause` is one case clause — `case .details:` and its statements — written with 4-space
    /// indentation from column 0, and must handle exactly `caseName`. Throws when the file does not
    /// parse, the function or its switch is missing or ambiguous, the clause is not one clause for
    /// `caseName`, or the switch already handles `caseName` (in `#if` blocks too).
    public func addingClause(_ clause: String, handling caseName: String, to source: String) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let name = SourceEditNames.unescaped(caseName)
        let snippet = try Self.validatedClause(clause, handling: name)
        let switchExpr = try locator.switchStatement(in: parsed.tree)
        let handled = SwitchClauses.allClauses(in: switchExpr.cases).flatMap(SwitchClauses.handledCases(of:))
        if handled.contains(name) {
            throw SourceEditError.duplicateCase(enumName: "the switch in \(typeName).\(function)", caseName: name)
        }
        let edited = parsed.applying(insertion(of: snippet, into: switchExpr, of: parsed))
        try verify(edited, added: name, previousClauseCount: SwitchClauses.allClauses(in: switchExpr.cases).count)
        return edited
    }

    /// `clause` with `\n` line endings and no blank lines around it, once it is known to be one case
    /// clause for `caseName`.
    private static func validatedClause(_ clause: String, handling caseName: String) throws -> String {
        let text = SnippetIndenter.trimmingBlankLines(SnippetIndenter.normalizingLineEndings(clause))
        let probe = Parser.parse(source: "switch probe {\n" + text + "\n}\n")
        guard !probe.hasError,
            probe.statements.count == 1,
            let switchExpr = SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: probe, where: { _ in true }).first,
            switchExpr.cases.count == 1,
            case .switchCase(let parsedClause)? = switchExpr.cases.first
        else {
            throw SourceEditError.invalidSnippet("expected exactly one case clause")
        }
        guard SwitchClauses.handledCases(of: parsedClause) == [caseName] else {
            throw SourceEditError.invalidSnippet("the clause does not handle exactly the case \(caseName)")
        }
        return text
    }

    // MARK: - Placing

    func insertion(of clause: String, into switchExpr: SwitchExprSyntax, of parsed: ParsedSwiftSource) -> SourceTextEdit {
        let eol = parsed.lineEnding
        let (labelIndent, unit) = indentation(of: switchExpr, in: parsed)
        let text = SnippetIndenter.reindent(clause, base: labelIndent, unit: unit, lineEnding: eol)
        let elements = Array(switchExpr.cases)
        // `default` must stay the last clause, so the new one goes right before it.
        let defaultIndex = elements.firstIndex { element in
            if case .switchCase(let clause) = element, case .default = clause.label { return true }
            return false
        }
        let anchorIndex = defaultIndex.map { $0 - 1 } ?? (elements.count - 1)
        guard anchorIndex >= 0 else {
            return insertionAtStart(text, of: switchExpr, labelIndent: labelIndent, in: parsed)
        }
        let anchor = elements[anchorIndex]
        let rightBrace = switchExpr.rightBrace
        if defaultIndex == nil, !rightBrace.leadingTrivia.contains(where: \.isNewline),
            let lastToken = anchor.lastToken(viewMode: .sourceAccurate), lastToken.trailingTrivia.allSatisfy(\.isSpaceOrTab)
        {
            // The switch closes on the line of its last clause (`case .a: A() }`): give the brace its own line.
            let start = lastToken.endPositionBeforeTrailingTrivia.utf8Offset
            let switchIndent = parsed.indentation(ofLineAt: switchExpr.switchKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
            return SourceTextEdit(
                range: start..<rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
                replacement: eol + text + eol + switchIndent)
        }
        // The element's end includes its trailing trivia, so a same-line comment stays with it.
        return .insert(eol + text, at: anchor.endPosition.utf8Offset)
    }

    /// Inserts into a switch with no clause before the place for the new one (empty, or only `default`).
    private func insertionAtStart(
        _ text: String, of switchExpr: SwitchExprSyntax, labelIndent: String, in parsed: ParsedSwiftSource
    ) -> SourceTextEdit {
        let eol = parsed.lineEnding
        let leftBrace = switchExpr.leftBrace
        let next = leftBrace.nextToken(viewMode: .sourceAccurate)
        if let next, next.leadingTrivia.contains(where: \.isNewline) {
            return .insert(eol + text, at: leftBrace.endPosition.utf8Offset)
        }
        // `switch x {}` or `switch x { default: … }` on one line: open it up.
        let switchIndent = parsed.indentation(ofLineAt: switchExpr.switchKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
        let start = leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let end = next?.positionAfterSkippingLeadingTrivia.utf8Offset ?? start
        let following = switchExpr.cases.isEmpty ? switchIndent : labelIndent
        return SourceTextEdit(range: start..<end, replacement: eol + text + eol + following)
    }

    /// The indentation of case labels and the step from a label to its statements, read from the
    /// clauses already there; without any, labels line up with `switch`, as Swift's style has it.
    private func indentation(of switchExpr: SwitchExprSyntax, in parsed: ParsedSwiftSource) -> (label: String, unit: String) {
        let switchIndent = parsed.indentation(ofLineAt: switchExpr.switchKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
        let clauses = SwitchClauses.allClauses(in: switchExpr.cases)
        let labelOffsets = clauses.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset }.filter(parsed.isFirstOnLine)
        let label = labelOffsets.first.map(parsed.indentation(ofLineAt:)) ?? switchIndent
        for clause in clauses {
            let statements = clause.statements.map { $0.positionAfterSkippingLeadingTrivia.utf8Offset }.filter(parsed.isFirstOnLine)
            guard let first = statements.first else { continue }
            let clauseLabel = parsed.indentation(ofLineAt: clause.positionAfterSkippingLeadingTrivia.utf8Offset)
            let body = parsed.indentation(ofLineAt: first)
            if body.hasPrefix(clauseLabel), body.count > clauseLabel.count {
                return (label, String(body.dropFirst(clauseLabel.count)))
            }
        }
        return (label, parsed.guessedIndentUnit())
    }

    // MARK: - Verifying

    /// Re-parses the edited text and checks that the switch has exactly one more clause, for `name`.
    private func verify(_ edited: String, added name: String, previousClauseCount: Int) throws {
        let clauses: [SwitchCaseSyntax]
        do {
            let reparsed = try ParsedSwiftSource(edited)
            clauses = SwitchClauses.allClauses(in: try locator.switchStatement(in: reparsed.tree).cases)
        } catch {
            throw SourceEditError.verificationFailed("\(error)")
        }
        let handled = clauses.flatMap(SwitchClauses.handledCases(of:))
        guard clauses.count == previousClauseCount + 1, handled.filter({ $0 == name }).count == 1 else {
            throw SourceEditError.verificationFailed("expected exactly one new clause for .\(name) in \(typeName).\(function)")
        }
    }
}

private extension TriviaPiece {
    /// Whether the piece is only horizontal whitespace.
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: return true
        default: return false
        }
    }
}
