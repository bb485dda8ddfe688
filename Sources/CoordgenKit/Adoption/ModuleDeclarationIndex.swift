import SwiftSyntax

/// Every type and extension declared in a module's files, with file and line, so generation can
/// refuse a new type whose name already exists and detectors can look types up by name.
public struct ModuleDeclarationIndex: Sendable {
    /// All declared types, top-level and nested, in file order.
    public let types: [DeclaredType]
    let extensions: [DeclaredExtension]
    /// Positions in `types` by simple and by qualified name, and extensions by extended type: the
    /// detectors look names up once per coordinator, which a scan would make quadratic.
    private let positionsByName: [String: [Int]]
    private let extensionsByType: [String: [DeclaredExtension]]

    /// Indexes the types declared in `files`.
    public init(files: [ScannedSwiftFile]) {
        var types: [DeclaredType] = []
        var extensions: [DeclaredExtension] = []
        for file in files {
            let collector = DeclarationCollector(file: file)
            collector.walk(file.tree)
            types += collector.types
            extensions += collector.extensions
        }
        self.types = types
        self.extensions = extensions
        var positions: [String: [Int]] = [:]
        for (position, type) in types.enumerated() {
            positions[type.name, default: []].append(position)
            if type.qualifiedName != type.name { positions[type.qualifiedName, default: []].append(position) }
        }
        self.positionsByName = positions
        self.extensionsByType = Dictionary(grouping: extensions, by: \.extendedType)
    }

    /// Indexes the files of a scanned app.
    public init(scan: AppSourceScan) {
        self.init(files: scan.files)
    }

    /// The declarations of `name` (simple or qualified), first the top-level ones.
    public func declarations(named name: String) -> [DeclaredType] {
        (positionsByName[name] ?? []).map { types[$0] }.sorted { !$0.isNested && $1.isNested }
    }

    /// The first top-level declaration of `name` of the given kinds.
    func type(named name: String, kinds: Set<DeclaredType.Kind>? = nil) -> DeclaredType? {
        (positionsByName[name] ?? []).lazy.map { types[$0] }.first {
            $0.name == name && !$0.isNested && (kinds?.contains($0.kind) ?? true)
        }
    }

    /// Why a new top-level type called `name` cannot be added, if one of that name is declared already
    /// at the top level: the kind and where, e.g. "class SearchCoordinator is already declared at
    /// App/Old/Search.swift:3". A nested `Search.SearchCoordinator` does not clash.
    public func conflict(forNewType name: String) -> String? {
        guard let existing = type(named: name) else { return nil }
        return "\(existing.kind.rawValue) \(existing.qualifiedName) is already declared at \(existing.reference)"
    }

    /// The extensions of `typeName`.
    func extensions(of typeName: String) -> [DeclaredExtension] {
        extensionsByType[typeName] ?? []
    }
}

/// Walks one file and records every type declaration and extension, with its enclosing types.
private final class DeclarationCollector: SyntaxVisitor {
    let file: ScannedSwiftFile
    var types: [DeclaredType] = []
    var extensions: [DeclaredExtension] = []
    private var enclosing: [String] = []

    init(file: ScannedSwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private func record(
        _ kind: DeclaredType.Kind, _ name: TokenSyntax, _ node: some SyntaxProtocol, inheritance: InheritanceClauseSyntax?,
        attributes: AttributeListSyntax, members: MemberBlockItemListSyntax?
    ) {
        let simple = name.text.replacingOccurrences(of: "`", with: "")
        types.append(
            DeclaredType(
                kind: kind, name: simple, qualifiedName: (enclosing + [simple]).joined(separator: "."),
                reference: file.reference(to: node), inherited: inheritance.typeNames, attributes: attributes.names,
                members: members, file: file))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.class, node.name, node, inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock.members)
        enclosing.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            .struct, node.name, node, inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock.members)
        enclosing.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.enum, node.name, node, inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock.members)
        enclosing.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.actor, node.name, node, inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock.members)
        enclosing.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            .protocol, node.name, node, inheritance: node.inheritanceClause, attributes: node.attributes, members: node.memberBlock.members)
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.typealias, node.name, node, inheritance: nil, attributes: node.attributes, members: nil)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let extended = node.extendedType.trimmedDescription
        extensions.append(
            DeclaredExtension(
                extendedType: extended, inherited: node.inheritanceClause.typeNames, members: node.memberBlock.members,
                file: file, reference: file.reference(to: node)))
        enclosing.append(extended)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    // Types declared inside functions are local: they cannot clash with a new top-level type.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
