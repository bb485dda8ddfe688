import SwiftSyntax

/// A view's `.navigationDestination(for: Route.self) { _ in Text("Not implemented") }`: a destination
/// builder that ignores the route it is handed (its parameter is `_`, or a name its body never uses) and
/// holds no `switch`, so every route pushed shows the same placeholder.
///
/// A new screen's case needs a clause there: the closure becomes a `switch` over its value whose only
/// clause is `default:` with the old body, into which ``SwitchCaseInserter`` then puts the new case, so
/// every route pushed before shows what it showed. The closure's parameter gets a name where it was `_`.
public struct PlaceholderDestinationBuilder: Sendable {
    /// The view (or view modifier) holding the modifier.
    public let viewName: String
    /// How the modifier's `for:` may name the route enum (`Route`, `HomeCoordinator.Route`).
    public let routeTypes: [String]

    /// The name the closure's value gets where it had none.
    public static let parameterName = "destination"

    public init(viewName: String, routeTypes: [String]) {
        self.viewName = SourceEditNames.unescaped(viewName)
        self.routeTypes = routeTypes
    }

    /// The views of `source` (by name) with such a placeholder builder over one of `routeTypes`.
    public static func views(ignoringDestinationsOf routeTypes: [String], in source: String) throws -> [String] {
        let parsed = try ParsedSwiftSource(source)
        var names: [String] = []
        for call in placeholderCalls(of: routeTypes, in: parsed.tree) {
            guard let name = DestinationSwitchLocator.enclosingTypeName(of: Syntax(call)), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// `source` with the view's placeholder closure turned into `switch <value> { default: <old body> }`.
    /// Throws where the view has no such closure, or more than one.
    public func turningIntoSwitch(in source: String) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let viewName = self.viewName
        let calls = Self.placeholderCalls(of: routeTypes, in: parsed.tree).filter {
            DestinationSwitchLocator.enclosingTypeName(of: Syntax($0)) == viewName
        }
        guard calls.count == 1, let call = calls.first, let closure = Self.closure(of: call) else {
            throw SourceEditError.switchNotFound(
                function: "\(viewName).navigationDestination(for: \(routeTypes.first ?? "").self)",
                reason: calls.isEmpty ? "the view has no destination closure ignoring its value" : "the view has \(calls.count) of them")
        }
        return parsed.applying(rewrite(closure, in: parsed))
    }

    // MARK: - Finding

    static func placeholderCalls(of routeTypes: [String], in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
        SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: tree) { call in
            guard DestinationSwitchLocator.destinationCall(call, of: routeTypes), let closure = closure(of: call) else { return false }
            return isPlaceholder(closure)
        }
    }

    static func closure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    /// A closure of one parameter it does not use, with statements and no `switch`.
    static func isPlaceholder(_ closure: ClosureExprSyntax) -> Bool {
        guard !closure.statements.isEmpty,
            SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: closure, where: { _ in true }).isEmpty,
            let name = parameter(of: closure)
        else { return false }
        if name == "_" { return true }
        return SwiftDeclarationLookup.all(DeclReferenceExprSyntax.self, in: closure.statements) { $0.baseName.text == name }.isEmpty
    }

    /// The closure's one parameter name (`_`, `route`); nil where it declares none or several.
    private static func parameter(of closure: ClosureExprSyntax) -> String? {
        guard let parameters = closure.signature?.parameterClause else { return nil }
        switch parameters {
        case .simpleInput(let names):
            return names.count == 1 ? names.first?.name.text : nil
        case .parameterClause(let clause):
            guard clause.parameters.count == 1, let only = clause.parameters.first else { return nil }
            return (only.secondName ?? only.firstName).text
        }
    }

    // MARK: - Rewriting

    /// From after `{` to before `}`: ` destination in`, the switch with the old statements under
    /// `default:`, one level deeper than they were, and the closing brace's indentation.
    private func rewrite(_ closure: ClosureExprSyntax, in parsed: ParsedSwiftSource) -> SourceTextEdit {
        let eol = parsed.lineEnding
        let closeIndent = parsed.indentation(ofLineAt: closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset)
        let firstStatement = closure.statements.positionAfterSkippingLeadingTrivia.utf8Offset
        let statementsIndent = parsed.isFirstOnLine(firstStatement) ? parsed.indentation(ofLineAt: firstStatement) : nil
        let unit = statementsIndent.flatMap { $0.hasPrefix(closeIndent) && $0.count > closeIndent.count ? String($0.dropFirst(closeIndent.count)) : nil }
            ?? parsed.guessedIndentUnit()
        let name = Self.parameter(of: closure).flatMap { $0 == "_" ? nil : $0 } ?? Self.parameterName
        let bodyRange = firstStatement..<closure.statements.endPositionBeforeTrailingTrivia.utf8Offset
        let body = String(decoding: parsed.bytes[bodyRange], as: UTF8.self)
        let oldLines = SnippetIndenter.normalizingLineEndings(body).split(separator: "\n", omittingEmptySubsequences: false)
        let inner = closeIndent + unit + unit
        let moved = oldLines.enumerated().map { index, line -> String in
            if line.isEmpty { return "" }
            // The first line starts after its indentation; the others keep theirs, one level deeper.
            return index == 0 ? inner + line : (statementsIndent == nil ? inner + line : unit + line)
        }
        let lines = [" \(name) in", closeIndent + unit + "switch \(name) {", closeIndent + unit + "default:"] + moved + [closeIndent + unit + "}"]
        return SourceTextEdit(
            range: closure.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset..<closure.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
            replacement: lines.joined(separator: eol) + eol + closeIndent)
    }
}
