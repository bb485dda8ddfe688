import SwiftParser
import SwiftSyntax

/// Adds a `case` clause to the `switch` inside one function of a type, editing the file's text through
/// swift-syntax: the `switch destination` in a SwiftUI coordinator's `@ViewBuilder` `view(for:)`, which
/// maps each `Destination` case to its view.
///
/// The clause goes after the last `case` that is a direct part of the switch — before a `default`, which
/// must stay last — with the indentation of the clauses already there and the file's line ending. All
/// other bytes of the file stay as they were. A file that does not parse, a missing or ambiguous
/// function or switch, and a case the switch already handles are refused.
public struct SwitchCaseInserter: Sendable {
    /// The type that declares the function, e.g. `ReservationCoordinator`; an extension of it in the
    /// same file counts.
    public let typeName: String
    /// The function with its argument labels, e.g. `view(for:)`.
    public let function: String
    /// Where the switch is the one a view's `.navigationDestination(for: X.self) { route in switch … }`
    /// closure maps routes with, the types its `for:` may name (`HomeRoute`, `HomeCoordinator.Route`);
    /// the switch is then looked for in the closure of the `typeName` view, not in `function`.
    public let destinationTypes: [String]?

    /// The type of the function's first parameter (`Screen`), which tells it apart from overloads of
    /// the same name and labels (`build(_ sheet: Sheet)`); nil where the name alone decides.
    public let parameterType: String?

    public init(typeName: String, function: String, parameterType: String? = nil) {
        self.typeName = SourceEditNames.unescaped(typeName)
        self.function = function
        self.destinationTypes = nil
        self.parameterType = parameterType
    }

    /// The switch of the `.navigationDestination(for:)` closure in the view `viewName` whose `for:` names
    /// one of `routeTypes`.
    public init(viewName: String, destinationsOf routeTypes: [String]) {
        self.typeName = SourceEditNames.unescaped(viewName)
        self.function = "navigationDestination(for:)"
        self.destinationTypes = routeTypes
        self.parameterType = nil
    }

    /// The views of `source` (by name) whose `.navigationDestination(for:)` names one of `routeTypes`
    /// and maps them in a `switch`.
    public static func views(mappingDestinationsOf routeTypes: [String], in source: String) throws -> [String] {
        let parsed = try ParsedSwiftSource(source)
        let calls = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: parsed.tree) { call in
            destinationCall(call, of: routeTypes) || wrappedDestination(of: call, routeTypes: routeTypes, in: parsed.tree) != nil
        }
        var names: [String] = []
        for call in calls {
            guard let name = enclosingTypeName(of: Syntax(call)), !names.contains(name) else { continue }
            names.append(name)
        }
        return names
    }

    /// Whether `call` is `.navigationDestination(for: T.self) { … }` for one of `routeTypes`.
    static func destinationCall(_ call: FunctionCallExprSyntax, of routeTypes: [String]) -> Bool {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "navigationDestination",
            let argument = call.arguments.first(where: { $0.label?.text == "for" })
        else { return false }
        let named = argument.expression.trimmedDescription
        return routeTypes.contains { named == "\($0).self" } && (call.trailingClosure != nil || call.arguments.count == 2)
    }

    /// The view's function that a modifier of the app wrapping `.navigationDestination(for:)` hands
    /// `routeTypes` to (``DelegatedDestinationBuilder/wrappedDestination(of:routeTypes:among:)``), among
    /// the functions of the type around `call`.
    static func wrappedDestination(of call: FunctionCallExprSyntax, routeTypes: [String], in tree: SourceFileSyntax) -> FunctionDeclSyntax? {
        guard DelegatedDestinationBuilder.modifierName(of: call) != "navigationDestination",
            let owner = enclosingTypeName(of: Syntax(call))
        else { return nil }
        let functions = SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: tree) { enclosingTypeName(of: Syntax($0)) == owner }
        return DelegatedDestinationBuilder.wrappedDestination(of: call, routeTypes: routeTypes, among: functions)
    }

    /// The enum cases the switch handles, in source order, without backticks: `details` for
    /// `case .details:`, `reservation` for `case .reservation(let coordinator):`.
    public func handledCases(in source: String) throws -> [String] {
        let parsed = try ParsedSwiftSource(source)
        let switchExpr = try switchStatement(in: parsed.tree)
        return Self.allClauses(in: switchExpr.cases).flatMap(Self.handledCases(of:))
    }

    /// What the switch switches over (`destination`), where that is a plain name.
    public func switchSubject(in source: String) throws -> String? {
        let parsed = try ParsedSwiftSource(source)
        return try switchStatement(in: parsed.tree).subject.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// Whether the switch ends with a `default` clause, so a new case of its enum needs no clause there.
    public func hasDefault(in source: String) throws -> Bool {
        let parsed = try ParsedSwiftSource(source)
        return Self.allClauses(in: try switchStatement(in: parsed.tree).cases).contains { clause in
            if case .default = clause.label { return true }
            return false
        }
    }

    /// The types of `source` that declare `function` (`destination(for:)`), in source order.
    public static func types(declaring function: String, in source: String) throws -> [String] {
        let parsed = try ParsedSwiftSource(source)
        let base = SourceEditNames.unescaped(String(function.prefix { $0 != "(" }))
        var names: [String] = []
        for decl in SwiftDeclarationLookup.all(
            FunctionDeclSyntax.self, in: parsed.tree, where: { SourceEditNames.unescaped($0.name) == base })
        {
            if let type = enclosingTypeName(of: Syntax(decl)), !names.contains(type) { names.append(type) }
        }
        return names
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
        let switchExpr = try switchStatement(in: parsed.tree)
        let handled = Self.allClauses(in: switchExpr.cases).flatMap(Self.handledCases(of:))
        if handled.contains(name) {
            throw SourceEditError.duplicateCase(enumName: "the switch in \(typeName).\(function)", caseName: name)
        }
        let edited = parsed.applying(insertion(of: snippet, into: switchExpr, of: parsed))
        try verify(edited, added: name, previousClauseCount: Self.allClauses(in: switchExpr.cases).count)
        return edited
    }

    // MARK: - Finding

    /// The function's base name and argument labels (`_` for none), from `view(for:)`.
    private var signature: (name: String, labels: [String]) {
        guard let open = function.firstIndex(of: "("), function.hasSuffix(")") else {
            return (SourceEditNames.unescaped(function), [])
        }
        let labels = function[function.index(after: open)..<function.index(before: function.endIndex)]
            .split(separator: ":", omittingEmptySubsequences: true)
            .map { String($0) }
        return (SourceEditNames.unescaped(String(function[..<open])), labels)
    }

    /// Every declaration of the function in the type, overloads included (`build(_ page: Page)`,
    /// `build(_ modal: Modal)`).
    func functionDecls(in tree: SourceFileSyntax) -> [FunctionDeclSyntax] {
        SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: tree, where: matches)
    }

    private func matches(_ decl: FunctionDeclSyntax) -> Bool {
        let (name, labels) = signature
        return SourceEditNames.unescaped(decl.name) == name
            && decl.signature.parameterClause.parameters.map(\.firstName.text) == labels
            && Self.enclosingTypeName(of: Syntax(decl)) == typeName
    }

    func functionDecl(in tree: SourceFileSyntax) throws -> FunctionDeclSyntax {
        let qualified = "\(typeName).\(function)"
        let matches = self.matches
        // Overloads by the type they switch over (`build(_ screen: Screen)`, `build(_ sheet: Sheet)`).
        if let parameterType,
            SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: tree, where: matches).count > 1
        {
            return try SwiftDeclarationLookup.single(FunctionDeclSyntax.self, kind: "function", name: qualified, in: tree) { decl in
                matches(decl)
                    && decl.signature.parameterClause.parameters.first.map {
                        $0.type.trimmedDescription.split(separator: ".").last.map(String.init) == parameterType
                    } == true
            }
        }
        return try SwiftDeclarationLookup.single(FunctionDeclSyntax.self, kind: "function", name: qualified, in: tree, where: matches)
    }

    /// The one switch of the function: the only one in its body, or else the only one over its first
    /// parameter (`switch destination`), wherever it is nested (`Group { switch … }`).
    private func switchStatement(in tree: SourceFileSyntax) throws -> SwitchExprSyntax {
        if let destinationTypes { return try destinationSwitch(of: destinationTypes, in: tree) }
        let decl = try functionDecl(in: tree)
        guard let body = decl.body else {
            throw SourceEditError.switchNotFound(function: "\(typeName).\(function)", reason: "it has no body")
        }
        let switches = SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: body) { _ in true }
        var candidates = switches
        if switches.count > 1, let parameter = decl.signature.parameterClause.parameters.first {
            let parameterName = (parameter.secondName ?? parameter.firstName).text
            // Over the parameter, or over its property where the parameter wraps the cases (`route.destination`).
            candidates = switches.filter {
                $0.subject.trimmedDescription == parameterName || $0.subject.trimmedDescription.hasPrefix("\(parameterName).")
            }
        }
        guard !switches.isEmpty else {
            throw SourceEditError.switchNotFound(function: "\(typeName).\(function)", reason: "its body has no switch")
        }
        guard candidates.count == 1, let found = candidates.first else {
            throw SourceEditError.switchNotFound(
                function: "\(typeName).\(function)",
                reason: "its body has \(switches.count) switches and coordgen cannot tell which one maps the cases")
        }
        return found
    }

    /// The one switch of the view's `.navigationDestination(for:)` closure over `routeTypes`.
    private func destinationSwitch(of routeTypes: [String], in tree: SourceFileSyntax) throws -> SwitchExprSyntax {
        let place = "\(typeName).navigationDestination(for: \(routeTypes.first ?? "").self)"
        let calls = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: tree) { call in
            Self.destinationCall(call, of: routeTypes) && Self.enclosingTypeName(of: Syntax(call)) == typeName
        }
        let wrapped = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: tree) { call in
            Self.enclosingTypeName(of: Syntax(call)) == typeName && Self.wrappedDestination(of: call, routeTypes: routeTypes, in: tree) != nil
        }
        if calls.isEmpty, wrapped.count == 1, let call = wrapped.first,
            let function = Self.wrappedDestination(of: call, routeTypes: routeTypes, in: tree)
        {
            let name = DelegatedDestinationBuilder.swiftName(of: function)
            let parameterType = function.signature.parameterClause.parameters.first?.type.trimmedDescription
            return try SwitchCaseInserter(typeName: typeName, function: name, parameterType: parameterType.map(Self.lastComponent))
                .switchStatement(in: tree)
        }
        guard calls.count == 1, let call = calls.first else {
            throw SourceEditError.switchNotFound(
                function: place, reason: calls.isEmpty ? "the view has no such modifier" : "the view has \(calls.count) of them")
        }
        let closure = call.trailingClosure.map(Syntax.init) ?? call.arguments.last.map { Syntax($0.expression) }
        let all = closure.map { SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: $0) { _ in true } } ?? []
        if all.isEmpty, let delegated = try delegatedSwitch(of: call, in: tree) { return delegated }
        // A switch inside a clause of another (`case .auth(let route): switch route { … }`) maps a
        // sub-route: the routes are mapped by the outermost one.
        let switches = all.filter { candidate in !all.contains { $0 != candidate && $0.range.contains(candidate.position) } }
        guard switches.count == 1, let found = switches.first else {
            throw SourceEditError.switchNotFound(
                function: place,
                reason: switches.isEmpty ? "its closure has no switch" : "its closure has \(switches.count) switches")
        }
        return found
    }

    /// The switch of the view's own function that the modifier hands its routes to
    /// (``DelegatedDestinationBuilder``: `{ destination($0) }`, `destination: navigate(route:)`); nil
    /// where it calls none.
    private func delegatedSwitch(of call: FunctionCallExprSyntax, in tree: SourceFileSyntax) throws -> SwitchExprSyntax? {
        guard let called = DelegatedDestinationBuilder.calledFunction(of: call) else { return nil }
        let typeName = self.typeName
        let functions = SwiftDeclarationLookup.all(FunctionDeclSyntax.self, in: tree) { Self.enclosingTypeName(of: Syntax($0)) == typeName }
        guard let function = DelegatedDestinationBuilder.function(called, among: functions) else { return nil }
        let name = DelegatedDestinationBuilder.swiftName(of: function)
        let parameterType = function.signature.parameterClause.parameters.first?.type.trimmedDescription
        let builder = SwitchCaseInserter(typeName: typeName, function: name, parameterType: parameterType.map(Self.lastComponent))
        return try builder.switchStatement(in: tree)
    }

    private static func lastComponent(_ type: String) -> String { String(type.split(separator: ".").last ?? Substring(type)) }

    /// The name of the type or extension that `node` is a member of.
    static func enclosingTypeName(of node: Syntax) -> String? {
        var current = node.parent
        while let candidate = current {
            if let decl = candidate.as(ClassDeclSyntax.self) { return SourceEditNames.unescaped(decl.name) }
            if let decl = candidate.as(StructDeclSyntax.self) { return SourceEditNames.unescaped(decl.name) }
            if let decl = candidate.as(EnumDeclSyntax.self) { return SourceEditNames.unescaped(decl.name) }
            if let decl = candidate.as(ActorDeclSyntax.self) { return SourceEditNames.unescaped(decl.name) }
            if let decl = candidate.as(ExtensionDeclSyntax.self) {
                let extended = decl.extendedType.trimmedDescription
                return SourceEditNames.unescaped(String(extended.split(separator: ".").last ?? Substring(extended)))
            }
            if candidate.is(ProtocolDeclSyntax.self) { return nil }
            // A view modifier's `body(content:)` is the modifier's as a view's `body` is the view's.
            if let function = candidate.as(FunctionDeclSyntax.self), !isModifierBody(function) { return nil }
            current = candidate.parent
        }
        return nil
    }

    /// `func body(content: Content) -> some View`, a `ViewModifier`'s.
    private static func isModifierBody(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "body" && function.signature.parameterClause.parameters.map(\.firstName.text) == ["content"]
    }

    /// The clauses of a switch, those inside `#if` blocks included.
    private static func allClauses(in cases: SwitchCaseListSyntax) -> [SwitchCaseSyntax] {
        cases.flatMap { element -> [SwitchCaseSyntax] in
            switch element {
            case .switchCase(let clause):
                return [clause]
            case .ifConfigDecl(let ifConfig):
                return ifConfig.clauses.flatMap { clause -> [SwitchCaseSyntax] in
                    guard case .switchCases(let nested)? = clause.elements else { return [] }
                    return allClauses(in: nested)
                }
            }
        }
    }

    /// The enum cases a clause's patterns name; none for `default`.
    static func handledCases(of clause: SwitchCaseSyntax) -> [String] {
        guard case .case(let label) = clause.label else { return [] }
        return label.caseItems.compactMap { caseName(in: $0.pattern) }
    }

    /// The case a pattern matches: `.details`, `.reservation(let c)`, `let .reservation(c)`,
    /// `Destination.details`.
    private static func caseName(in pattern: PatternSyntax) -> String? {
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return caseName(in: binding.pattern)
        }
        guard var expression = pattern.as(ExpressionPatternSyntax.self)?.expression else { return nil }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            expression = call.calledExpression
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        return SourceEditNames.unescaped(member.declName.baseName)
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
        guard handledCases(of: parsedClause) == [caseName] else {
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
        let clauses = Self.allClauses(in: switchExpr.cases)
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
            clauses = Self.allClauses(in: try switchStatement(in: reparsed.tree).cases)
        } catch {
            throw SourceEditError.verificationFailed("\(error)")
        }
        let handled = clauses.flatMap(Self.handledCases(of:))
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
