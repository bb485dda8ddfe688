import SwiftSyntax

/// Walks one parsed file and collects what the whole-app analysis merges: every type declaration and
/// extension, the type names the file constructs, and its `// coordgen:ignore` comments.
final class AnalysisDeclarationCollector: SyntaxVisitor {
    private let fileIndex: Int
    private let converter: SourceLocationConverter
    private let readsComments: Bool
    private var enclosing: [String] = []

    private(set) var declarations: [TypeDeclaration] = []
    /// Names called like initializers (`Foo(…)`), to tell used types from abstract bases.
    private(set) var constructedNames: Set<String> = []
    /// Line → rule ids silenced there.
    private(set) var ignoredRules: [Int: Set<String>] = [:]

    /// The marker of a silencing comment.
    static let ignoreMarker = "coordgen:ignore"

    init(fileIndex: Int, converter: SourceLocationConverter, readsComments: Bool) {
        self.fileIndex = fileIndex
        self.converter = converter
        self.readsComments = readsComments
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.class, node.name.text, node.inheritanceClause, node.attributes, node.genericParameterClause != nil, node.memberBlock, node)
    }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.struct, node.name.text, node.inheritanceClause, node.attributes, node.genericParameterClause != nil, node.memberBlock, node)
    }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.enum, node.name.text, node.inheritanceClause, node.attributes, node.genericParameterClause != nil, node.memberBlock, node)
    }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.actor, node.name.text, node.inheritanceClause, node.attributes, node.genericParameterClause != nil, node.memberBlock, node)
    }
    override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.protocol, node.name.text, node.inheritanceClause, node.attributes, false, node.memberBlock, node)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension Outer.Inner` is recorded under its full written name, as a nested declaration is.
        let name = node.extendedType.trimmedDescription.split(separator: "<").first.map(String.init) ?? ""
        let inherited = Self.inheritedNames(node.inheritanceClause)
        declarations.append(
            TypeDeclaration(
                kind: .extension, name: name, inherited: inherited,
                isMainActor: SyntaxNames.attributeNames(node.attributes).contains("MainActor"), isGeneric: false,
                isClassBound: false, fileIndex: fileIndex, line: line(of: node), members: node.memberBlock))
        enclosing.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = SyntaxNames.constructedTypeName(node) { constructedNames.insert(name) }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard readsComments else { return .skipChildren }
        // A comment on a line of its own (leading trivia) silences the next line; one after code
        // (trailing trivia) silences its own line.
        var position = token.position
        for piece in token.leadingTrivia {
            readIgnore(piece, at: position, silencesNextLine: true)
            position += piece.sourceLength
        }
        position = token.endPositionBeforeTrailingTrivia
        for piece in token.trailingTrivia {
            readIgnore(piece, at: position, silencesNextLine: false)
            position += piece.sourceLength
        }
        return .skipChildren
    }

    private func readIgnore(_ piece: TriviaPiece, at position: AbsolutePosition, silencesNextLine: Bool) {
        let text: String
        switch piece {
        case .lineComment(let comment), .blockComment(let comment): text = comment
        default: return
        }
        guard let marker = text.range(of: Self.ignoreMarker) else { return }
        let ids = text[marker.upperBound...]
            .split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "*" || $0 == "/" })
            .map(String.init)
            .filter { !$0.isEmpty }
        let line = converter.location(for: position).line
        let target = silencesNextLine ? line + 1 : line
        ignoredRules[target, default: []].formUnion(ids.isEmpty ? ["all"] : ids)
    }

    private func record(
        _ kind: TypeDeclaration.Kind, _ simpleName: String, _ clause: InheritanceClauseSyntax?, _ attributes: AttributeListSyntax,
        _ isGeneric: Bool, _ members: MemberBlockSyntax, _ node: some SyntaxProtocol
    ) -> SyntaxVisitorContinueKind {
        let name = (enclosing + [simpleName]).joined(separator: ".")
        let attributeNames = SyntaxNames.attributeNames(attributes)
        let inherited = Self.inheritedNames(clause)
        let classBound =
            inherited.contains("AnyObject") || clause?.inheritedTypes.contains { $0.type.trimmedDescription == "class" } == true
            || attributeNames.contains("objc")
        declarations.append(
            TypeDeclaration(
                kind: kind, name: name, inherited: inherited, isMainActor: attributeNames.contains("MainActor"),
                isGeneric: isGeneric, isClassBound: classBound, fileIndex: fileIndex, line: line(of: node), members: members))
        enclosing.append(name.split(separator: ".").last.map(String.init) ?? name)
        return .visitChildren
    }

    private func line(of node: some SyntaxProtocol) -> Int {
        node.startLocation(converter: converter, afterLeadingTrivia: true).line
    }

    /// The names in an inheritance clause: `: UIViewController, @MainActor Foo<Int>` → `UIViewController`, `Foo`.
    static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { SyntaxNames.typeName($0.type) } ?? []
    }
}
