import SwiftParser
import SwiftSyntax

/// Registers a new case in an enum such as `CoordinatorType`, editing the file's text through swift-syntax.
///
/// The new case goes right after the last case that is a direct member of the enum (never inside an
/// `#if` block), on its own line with that case's indentation, or appended as `, name` when the body
/// is written on one line. All other bytes of the file stay as they were.
public struct EnumCaseRegistrar: Sendable {
    /// The name of the enum to edit, e.g. `CoordinatorType`.
    public let enumName: String

    /// Creates a registrar for the enum named `enumName`.
    public init(enumName: String = "CoordinatorType") {
        self.enumName = SourceEditNames.unescaped(enumName)
    }

    /// Whether `source` declares an enum named `enumName`, at top level or nested in another type.
    ///
    /// This only looks: it does not require the file to parse cleanly, unlike `addingCase(_:to:)`.
    public func declaresEnum(in source: String) -> Bool {
        !matchingEnums(in: RecentParses.tree(of: source)).isEmpty
    }

    /// The enum's case names in source order, without backticks, including cases inside `#if` blocks.
    public func caseNames(in source: String) throws -> [String] {
        let parsed = try ParsedSwiftSource(source)
        let members = try enumDecl(in: parsed.tree).memberBlock.members
        return Self.caseElements(in: members).map { SourceEditNames.unescaped($0.name) }
    }

    /// Returns `source` with `case <caseName>` added to the enum.
    ///
    /// `caseName` is a plain identifier; keywords such as `default` are written with backticks.
    /// Throws when the file does not parse, the enum is missing, the case already exists (anywhere,
    /// `#if` blocks included), or the raw values cannot be continued automatically.
    public func addingCase(_ caseName: String, to source: String) throws -> String {
        try addingCase(caseName, associatedValues: nil, to: source)
    }

    /// Returns `source` with `case <caseName><associatedValues>` added to the enum, such as
    /// `case reservation(ReservationCoordinator)` for a SwiftUI coordinator's `Destination`.
    ///
    /// `associatedValues` is the parenthesised list, or nil for none. Besides the refusals of
    /// `addingCase(_:to:)`, a list that does not parse, or any list for an enum with raw values (which
    /// cannot have them), is refused.
    public func addingCase(_ caseName: String, associatedValues: String?, to source: String) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        let decl = try enumDecl(in: parsed.tree)
        let name = SourceEditNames.unescaped(caseName)
        let spelling = try CaseNameSpelling.spelling(of: name)
        let elements = Self.caseElements(in: decl.memberBlock.members)
        if elements.contains(where: { SourceEditNames.unescaped($0.name) == name }) {
            throw SourceEditError.duplicateCase(enumName: enumName, caseName: name)
        }
        let rawValue = try EnumRawValue.clause(forNewCase: name, enumDecl: decl, elements: elements)
        let payload = try associatedValues.map { try Self.validatedAssociatedValues($0) } ?? ""
        // Implicit raw values (`enum E: String { case a }`) rule payloads out as much as spelled ones.
        if !payload.isEmpty, !rawValue.isEmpty || EnumRawValue.declaresRawType(decl) {
            throw SourceEditError.invalidSnippet("\(enumName) has raw values, so its cases cannot have associated values")
        }
        let element = spelling + payload + rawValue
        let edited = parsed.applying(insertion(of: element, into: decl, of: parsed))
        try verify(edited, added: name, previousCaseCount: elements.count)
        return edited
    }

    /// `text`, trimmed, once it parses as one case's associated value list.
    private static func validatedAssociatedValues(_ text: String) throws -> String {
        let list = text.trimmingWhitespace()
        let probe = Parser.parse(source: "enum E { case e\(list) }")
        let elements = SwiftDeclarationLookup.all(EnumCaseElementSyntax.self, in: probe) { _ in true }
        guard list.hasPrefix("("), !probe.hasError, elements.count == 1, elements[0].parameterClause != nil,
            elements[0].rawValue == nil, !list.contains(where: \.isNewline)
        else {
            throw SourceEditError.invalidSnippet("\(text) is not a list of associated values such as (ReservationCoordinator)")
        }
        return list
    }

    // MARK: - Finding

    private func matchingEnums(in tree: SourceFileSyntax) -> [EnumDeclSyntax] {
        SwiftDeclarationLookup.all(EnumDeclSyntax.self, in: tree) {
            SourceEditNames.unescaped($0.name) == enumName
        }
    }

    private func enumDecl(in tree: SourceFileSyntax) throws -> EnumDeclSyntax {
        try SwiftDeclarationLookup.single(EnumDeclSyntax.self, kind: "enum", name: enumName, in: tree) {
            SourceEditNames.unescaped($0.name) == enumName
        }
    }

    /// Case elements that are members of the enum itself or of its `#if` clauses, not of nested types.
    /// The members and cases are read as children, each made with its node's own initialiser: swift-syntax's
    /// generic collection iterator asks the runtime for `Optional<Element>` metadata at every element, a
    /// cache lookup per case in every pass over a 5,000-case enum (docs/PERFORMANCE.md, session 48).
    private static func caseElements(in members: MemberBlockItemListSyntax) -> [EnumCaseElementSyntax] {
        var elements: [EnumCaseElementSyntax] = []
        for child in members.children(viewMode: .all) {
            guard let item = MemberBlockItemSyntax(child) else { continue }
            if let caseDecl = EnumCaseDeclSyntax(item.decl) {
                for element in caseDecl.elements.children(viewMode: .all) {
                    if let element = EnumCaseElementSyntax(element) { elements.append(element) }
                }
            } else if let ifConfig = IfConfigDeclSyntax(item.decl) {
                for clause in ifConfig.clauses {
                    guard case .decls(let nested)? = clause.elements else { continue }
                    elements += caseElements(in: nested)
                }
            }
        }
        return elements
    }

    // MARK: - Placing

    private func insertion(of element: String, into decl: EnumDeclSyntax, of parsed: ParsedSwiftSource) -> SourceTextEdit {
        let block = decl.memberBlock
        guard let lastCaseItem = block.members.last(where: { $0.decl.is(EnumCaseDeclSyntax.self) }),
            let lastCase = lastCaseItem.decl.as(EnumCaseDeclSyntax.self),
            let lastElement = lastCase.elements.last
        else {
            return insertionAsFirstMember(element, into: decl, of: parsed)
        }
        let following = lastCaseItem.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate)
        guard let following, Self.startsOnNewLine(following) else {
            // Something shares the line after the last case (`{ case app }`): extend that case instead.
            let offset = lastElement.endPositionBeforeTrailingTrivia.utf8Offset
            return .insert(", " + element, at: offset)
        }
        let keywordOffset = lastCase.caseKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
        let indent: String
        if parsed.lineStart(of: keywordOffset) > block.leftBrace.position.utf8Offset {
            indent = parsed.indentation(ofLineAt: keywordOffset)
        } else {
            indent = nestedIndentation(of: decl, in: parsed)
        }
        // The item's end includes its trailing trivia, so a same-line comment (`case app // root`) stays with it.
        return .insert(parsed.lineEnding + indent + "case " + element, at: lastCaseItem.endPosition.utf8Offset)
    }

    private func insertionAsFirstMember(_ element: String, into decl: EnumDeclSyntax, of parsed: ParsedSwiftSource) -> SourceTextEdit {
        let block = decl.memberBlock
        let leftBrace = block.leftBrace
        let next = leftBrace.nextToken(viewMode: .sourceAccurate)
        if let next, Self.startsOnNewLine(next) {
            let indent = parsed.firstMemberIndentation(in: block.members) ?? nestedIndentation(of: decl, in: parsed)
            return .insert(parsed.lineEnding + indent + "case " + element, at: leftBrace.endPosition.utf8Offset)
        }
        let offset = leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
        let needsSpaceAfter = leftBrace.trailingTrivia.isEmpty && (next?.leadingTrivia.isEmpty ?? true)
        let separator = block.members.isEmpty ? "" : ";"
        return .insert(" case " + element + separator + (needsSpaceAfter ? " " : ""), at: offset)
    }

    /// One indentation step deeper than the line that declares the enum.
    private func nestedIndentation(of decl: EnumDeclSyntax, in parsed: ParsedSwiftSource) -> String {
        parsed.indentation(ofLineAt: decl.enumKeyword.positionAfterSkippingLeadingTrivia.utf8Offset)
            + parsed.guessedIndentUnit()
    }

    private static func startsOnNewLine(_ token: TokenSyntax) -> Bool {
        token.leadingTrivia.contains { $0.isNewline }
    }

    // MARK: - Verifying

    /// Re-parses the edited text and checks that exactly one case, `name`, was added as a direct member.
    private func verify(_ edited: String, added name: String, previousCaseCount: Int) throws {
        let decl: EnumDeclSyntax
        do {
            decl = try enumDecl(in: try ParsedSwiftSource(edited).tree)
        } catch {
            throw SourceEditError.verificationFailed("\(error)")
        }
        let all = Self.caseElements(in: decl.memberBlock.members).map { SourceEditNames.unescaped($0.name) }
        let direct = decl.memberBlock.members
            .compactMap { $0.decl.as(EnumCaseDeclSyntax.self) }
            .flatMap(\.elements)
            .map { SourceEditNames.unescaped($0.name) }
        guard all.count == previousCaseCount + 1,
            all.filter({ $0 == name }).count == 1,
            direct.contains(name)
        else {
            throw SourceEditError.verificationFailed("expected exactly one new case \(name) in \(enumName)")
        }
    }
}
