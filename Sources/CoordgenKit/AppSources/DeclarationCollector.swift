import SwiftSyntax

/// Walks one file and records every type declaration and extension, with its enclosing types, and the
/// type names the file calls like initialisers (`Foo(…)`), which tell used types from abstract bases.
final class DeclarationCollector: SyntaxVisitor {
    let file: SourceFile
    private(set) var declarations: [TypeDeclaration] = []
    private(set) var constructedNames: Set<String> = []
    /// With `summarisesFunctions`: the member functions of every declaration that declare a return type.
    private(set) var functionReturns: [FunctionReturn] = []
    private var enclosing: [String] = []
    /// The indices in ``declarations`` of the types and extensions whose bodies enclose the current node.
    private var open: [Int] = []
    /// How many function, initialiser or property bodies enclose the current node.
    private var bodies = 0
    /// Whether bodies are walked (for constructed names and local types) or skipped.
    private let readsBodies: Bool
    private let summarisesFunctions: Bool
    /// Whether the nodes that hold only tokens are left unwalked (see `visit(_: DeclReferenceExprSyntax)`):
    /// always, but for the test that compares the result with a walk of every node.
    private let skipsTokenOnlyNodes: Bool
    /// With `skipsBodiesWithoutTypes` (`tree`, `doctor`), the file's UTF-8 bytes: a function, initialiser,
    /// deinitialiser or accessor body in which no type keyword stands is left unread (``UnreadBodies``).
    private let bytes: [UInt8]?
    /// The byte ranges of the bodies left unread, in file order.
    private(set) var unreadBodies: [Range<Int>] = []
    /// Names whose bytes in a body keep it read (the finish-closure properties whose assignments the
    /// summary must see).
    private let namesKeepingBodiesRead: [String]

    init(
        file: SourceFile, readsBodies: Bool, summarisesFunctions: Bool = false, skipsTokenOnlyNodes: Bool = true,
        skipsBodiesWithoutTypes: Bool = false, readingBodiesNaming names: [String] = []
    ) {
        namesKeepingBodiesRead = names
        self.file = file
        self.readsBodies = readsBodies
        self.summarisesFunctions = summarisesFunctions
        self.skipsTokenOnlyNodes = skipsTokenOnlyNodes
        bytes = readsBodies && skipsBodiesWithoutTypes ? Array(file.text.utf8) : nil
        super.init(viewMode: .sourceAccurate)
    }

    private func record(
        _ kind: TypeDeclaration.Kind, _ simple: String, _ node: some SyntaxProtocol, inheritance: InheritanceClauseSyntax?,
        attributes: AttributeListSyntax, isGeneric: Bool, memberBlock: MemberBlockSyntax?
    ) {
        let qualified = kind == .extension ? simple : (enclosing + [simple]).joined(separator: ".")
        // One pass over the members: the functions' names, the properties' types and, when asked, the
        // functions' returns.
        var functionNames: [String] = []
        var propertyTypeNames: [String] = []
        for member in memberBlock?.members ?? [] {
            let decl = member.decl
            if let function = decl.as(FunctionDeclSyntax.self) {
                functionNames.append(function.name.text)
                if summarisesFunctions, kind != .typealias, let returned = FunctionReturn(function) { functionReturns.append(returned) }
            } else if let variable = decl.as(VariableDeclSyntax.self) {
                // The names `SyntaxNames.boundNames` binds, by their annotated types.
                for binding in variable.bindings where binding.pattern.is(IdentifierPatternSyntax.self) {
                    if let type = binding.typeAnnotation?.type, let name = SyntaxNames.typeName(type) { propertyTypeNames.append(name) }
                }
            }
        }
        declarations.append(
            TypeDeclaration(
                kind: kind, name: simple, qualifiedName: qualified, inherited: inheritance.typeNames,
                inheritedNames: inheritance?.inheritedTypes.compactMap { SyntaxNames.typeName($0.type) } ?? [],
                attributes: attributes.names, isGeneric: isGeneric, isLocal: bodies > 0, file: file,
                line: file.line(of: node), position: node.position, hasBody: memberBlock != nil,
                functionNames: functionNames, propertyTypeNames: propertyTypeNames, closureAssignedNames: readsBodies ? [] : nil))
    }

    /// The name without backticks (`` `Type` `` → `Type`), filtered only when it has one: Foundation's
    /// `replacingOccurrences` cost 18,000 instructions a name (a tenth of the summary walk).
    static func simpleName(_ token: TokenSyntax) -> String {
        let text = token.text
        guard text.utf8.contains(UInt8(ascii: "`")) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "`" }))
    }

    /// Records a type declaration and enters its body.
    private func enter(
        _ kind: TypeDeclaration.Kind, _ node: some DeclGroupSyntax & NamedDeclSyntax, isGeneric: Bool
    ) -> SyntaxVisitorContinueKind {
        let name = Self.simpleName(node.name)
        record(
            kind, name, node, inheritance: node.inheritanceClause, attributes: node.attributes, isGeneric: isGeneric,
            memberBlock: node.memberBlock)
        enclosing.append(name)
        open.append(declarations.count - 1)
        return .visitChildren
    }

    private func leave() {
        enclosing.removeLast()
        open.removeLast()
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(.class, node, isGeneric: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(.struct, node, isGeneric: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: StructDeclSyntax) { leave() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(.enum, node, isGeneric: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(.actor, node, isGeneric: node.genericParameterClause != nil)
    }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enter(.protocol, node, isGeneric: false)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leave() }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        record(
            .typealias, Self.simpleName(node.name), node, inheritance: nil, attributes: node.attributes,
            isGeneric: node.genericParameterClause != nil, memberBlock: nil)
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // `extension Outer.Inner<T>` is filed under `Outer.Inner`, as the nested declaration is.
        let name = node.extendedType.textWithoutTrivia.split(separator: "<").first.map(String.init) ?? ""
        record(
            .extension, name, node, inheritance: node.inheritanceClause, attributes: node.attributes, isGeneric: false,
            memberBlock: node.memberBlock)
        enclosing.append(name)
        open.append(declarations.count - 1)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    // Types declared in bodies are local: they cannot clash with a module's top-level names.
    // (A skipped node gets its visitPost too: an accessor block left unread was counted as entered.)
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: FunctionDeclSyntax) { bodies -= 1 }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: InitializerDeclSyntax) { bodies -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        let entering = enterBody()
        return entering == .visitChildren && leavesUnread(node) ? .skipChildren : entering
    }
    override func visitPost(_ node: AccessorBlockSyntax) { bodies -= 1 }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // A stored property's initial value (`let x = Foo()`) is code too, and a type declared in it
        // (in a closure) is local, as one in a deinitialiser is.
        enterBody()
    }
    override func visitPost(_ node: VariableDeclSyntax) { bodies -= 1 }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { enterBody() }
    override func visitPost(_ node: DeinitializerDeclSyntax) { bodies -= 1 }

    /// A function's, initialiser's or deinitialiser's body (not a closure's, an `if`'s or a `do`'s).
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        guard let parent = node.parent, parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
            || parent.is(DeinitializerDeclSyntax.self)
        else { return .visitChildren }
        return leavesUnread(node) ? .skipChildren : .visitChildren
    }

    /// Whether `body` is left unread (noted in ``unreadBodies``): when skipping is on, no type keyword
    /// stands in its bytes and it names none of ``namesKeepingBodiesRead``.
    private func leavesUnread(_ body: some SyntaxProtocol) -> Bool {
        guard let bytes else { return false }
        let range = body.position.utf8Offset..<min(body.endPosition.utf8Offset, bytes.count)
        let keepsRead = bytes.withUnsafeBufferPointer { file in
            let body = UnsafeBufferPointer(rebasing: file[range])
            return UnreadBodies.mayDeclareType(body) || namesKeepingBodiesRead.contains { UnsafeRawBufferPointer(body).containsBytes(of: $0) }
        }
        guard !range.isEmpty, !keepsRead else { return false }
        unreadBodies.append(range)
        return true
    }

    private func enterBody() -> SyntaxVisitorContinueKind {
        guard readsBodies else { return .skipChildren }
        bodies += 1
        return .visitChildren
    }

    /// `x.onFinish = { … }`: the name is one every enclosing declaration's members assign a closure to.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard !open.isEmpty, node.elements.count == 3 else { return .visitChildren }
        // Read in place: copying the three elements into an array cost 3,000 instructions a sequence.
        var elements = node.elements.makeIterator()
        guard let target = elements.next(), let operation = elements.next(), let value = elements.next() else { return .visitChildren }
        if operation.is(AssignmentExprSyntax.self), value.is(ClosureExprSyntax.self), let name = SyntaxNames.lastName(target) {
            for index in open { declarations[index].closureAssignedNames?.insert(name) }
        }
        return .visitChildren
    }

    // Nodes that hold only tokens (a name and its argument labels, a literal, a modifier, a pattern's
    // name, a string's text): nothing below them is a declaration, a call or an assignment, so their
    // tokens are neither made into nodes nor visited. (A type is walked: a custom attribute on one may
    // take arguments that call something.)
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { tokenOnly(node) }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { tokenOnly(node) }
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind { tokenOnly(node) }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { tokenOnly(node) }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { tokenOnly(node) }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { tokenOnly(node) }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { tokenOnly(node) }
    override func visit(_ node: StringSegmentSyntax) -> SyntaxVisitorContinueKind { tokenOnly(node) }

    /// Skips the node's children unless it holds an error: the parser files what it cannot place (a
    /// call among them) in unexpected nodes, under any node.
    private func tokenOnly(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        skipsTokenOnlyNodes && !node.hasError ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = SyntaxNames.constructedTypeName(node) { constructedNames.insert(name) }
        return .visitChildren
    }
}
