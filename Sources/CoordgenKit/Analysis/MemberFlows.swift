import SwiftSyntax

/// The part of a child's resolution that the syntax of one member decides (``FlowScanner``'s first
/// phase): what is left needs the app's facts (a function's return type, whether a declared type is
/// a protocol) or, when the member is read without its owner, the owner's stored properties.
indirect enum PendingResolution: Sendable {
    /// Decided by the syntax alone.
    case resolved(FlowScanner.Resolution)
    /// What the app's functions named so return, for a child (``FlowScanner/returnType(of:child:)``).
    case returned(String)
    /// A value declared with a type (``FlowScanner/resolveDeclared(_:named:)``).
    case declared(DeclaredType, named: String)
    /// The owner's stored property `name`, looked up at `depth`: only when the member was read without
    /// its owner (at summary time, ``DeclarationFlows``).
    case property(String, depth: Int)
}

/// Source text kept as a place in its file, worded only when asked for: most are never shown.
struct SourceSpan: Sendable {
    let file: SourceFile
    let start: Int
    let end: Int

    init(_ node: some SyntaxProtocol, in file: SourceFile) {
        self.file = file
        start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        end = node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The node's text without its edge trivia, as `trimmedDescription` gives it (the tree is the
    /// parse of the file's text, so its source is these bytes).
    var text: String {
        let utf8 = file.text.utf8
        let from = utf8.index(utf8.startIndex, offsetBy: start)
        let to = utf8.index(utf8.startIndex, offsetBy: end)
        return String(decoding: utf8[from..<to], as: UTF8.self)
    }
}

/// A type as a declaration writes it, read without its tree.
struct DeclaredType: Sendable {
    let typeName: String?
    let isExistential: Bool
    let span: SourceSpan

    init(_ type: TypeSyntax, in file: SourceFile) {
        typeName = SyntaxNames.typeName(type)
        isExistential = SyntaxNames.isExistential(type)
        span = SourceSpan(type, in: file)
    }

    var text: String { span.text }
}

/// A child added or started, with what its expression may be (several for a collection's elements).
struct ScannedSite: Sendable {
    let via: String
    let isExplicitAdd: Bool
    let location: CoordinatorGraph.Location
    let expression: SourceSpan
    let resolutions: [PendingResolution]
}

/// A call: the type it constructs, or else the function it calls (whose return type may be one).
struct ScannedCall: Sendable {
    let constructed: String?
    let called: String?
    let location: CoordinatorGraph.Location
}

/// What one member declaration's code adds, starts and calls, read from its syntax
/// (``MemberVisitor``) as far as the syntax decides: ``FlowScanner`` finishes it with the app's facts.
/// Read with its `owner`, a member's references to stored properties are followed at once; read
/// without (at summary time), they are left pending, and a collection held in a stored property
/// makes the reading incomplete (``isComplete``), so the owner's trees are read instead.
struct MemberFlows: Sendable {
    private(set) var sites: [ScannedSite] = []
    private(set) var calls: [ScannedCall] = []
    private(set) var isComplete = true

    init(_ decl: DeclSyntax, file: SourceFile, conventions: AnalysisConventions, owner: AnalyzedType?) {
        let visitor = MemberVisitor(conventions: conventions, file: file)
        visitor.walk(decl)
        self.init(walked: visitor, file: file, owner: owner)
    }

    /// The same from a visitor that has walked the member (``WalkedMember``: one walk for the graph's
    /// records and `doctor`'s rule notes).
    init(walked visitor: MemberVisitor, file: SourceFile, owner: AnalyzedType?) {
        let capture = FlowCapture(owner: owner, file: file)
        for site in visitor.childSites {
            let resolutions = capture.resolveChildren(site, in: visitor)
            sites.append(
                ScannedSite(
                    via: site.via, isExplicitAdd: site.isExplicitAdd, location: site.location,
                    expression: SourceSpan(site.expression, in: file), resolutions: resolutions))
        }
        isComplete = capture.isComplete
        for call in visitor.calls {
            let location = CoordinatorGraph.Location(file: file.path, line: file.line(of: call))
            let constructed = SyntaxNames.constructedTypeName(call)
            calls.append(ScannedCall(constructed: constructed, called: constructed == nil ? SyntaxNames.calledName(call) : nil, location: location))
        }
    }
}

/// The syntax half of ``FlowScanner``'s resolution, for one member's visitor.
private final class FlowCapture {
    let owner: AnalyzedType?
    let file: SourceFile
    /// False once something needed the owner's stored properties without the owner at hand.
    var isComplete = true

    init(owner: AnalyzedType?, file: SourceFile) {
        self.owner = owner
        self.file = file
    }

    /// What `expression` is, following names up to a few steps.
    func resolve(_ expression: ExprSyntax, in visitor: MemberVisitor, depth: Int) -> PendingResolution {
        guard depth < 6 else { return .resolved(.unknown("`\(expression.trimmedDescription)` is assigned in a loop")) }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let name = SyntaxNames.constructedTypeName(call) { return .resolved(.type(name)) }
            guard let name = SyntaxNames.calledName(call) else {
                return .resolved(.unknown("`\(call.calledExpression.trimmedDescription)` is not a function the app declares"))
            }
            return .returned(name)
        }
        // Unfolded, `x as! T` is the sequence `x`, `as!`, `T`.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self),
            let type = Array(sequence.elements)[2].as(TypeExprSyntax.self)?.type
        {
            return .resolved(SyntaxNames.typeName(type).map(FlowScanner.Resolution.type) ?? .unknown("cast to `\(type.trimmedDescription)`"))
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return .resolved(
                SyntaxNames.typeName(cast.type).map(FlowScanner.Resolution.type) ?? .unknown("cast to `\(cast.type.trimmedDescription)`"))
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return resolve(forced.expression, in: visitor, depth: depth + 1) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            return resolve(chained.expression, in: visitor, depth: depth + 1)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let bound = visitor.binding(of: name, at: reference) { return resolve(bound, in: visitor, depth: depth + 1) }
            if let annotated = visitor.annotations[name] { return .declared(DeclaredType(annotated, in: file), named: name) }
            if visitor.parameters.contains(name) { return .resolved(.parameter) }
            return property(name, in: visitor, depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            let name = member.declName.baseName.text
            if let bound = visitor.selfAssignments[name] { return resolve(bound, in: visitor, depth: depth + 1) }
            return property(name, in: visitor, depth: depth)
        }
        return .resolved(.unknown("`\(expression.trimmedDescription)` does not name its type"))
    }

    /// A stored property of the owner (or an entry point), by its annotation or its initial value;
    /// pending when the owner is not at hand.
    private func property(_ name: String, in visitor: MemberVisitor, depth: Int) -> PendingResolution {
        guard let owner else { return .property(name, depth: depth) }
        for (property, file) in owner.properties {
            for (bound, binding) in SyntaxNames.boundNames(property) where bound == name {
                if let type = binding.typeAnnotation?.type { return .declared(DeclaredType(type, in: file), named: name) }
                if let value = binding.initializer?.value { return resolve(value, in: visitor, depth: depth + 1) }
            }
        }
        return .resolved(.unknown("`\(name)` is not declared in this type"))
    }

    /// What each element of the collection `expression` is, where it is an array literal directly or
    /// through locals, `self.` assignments and stored properties; nil where the code does not say.
    func elements(of expression: ExprSyntax, in visitor: MemberVisitor, depth: Int = 0) -> [ExprSyntax]? {
        guard depth < 6 else { return nil }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.map(\.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let bound = visitor.binding(of: name, at: reference) { return elements(of: bound, in: visitor, depth: depth + 1) }
            return propertyValue(name).flatMap { elements(of: $0, in: visitor, depth: depth + 1) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base.map(SyntaxNames.isSelf) == true {
            let name = member.declName.baseName.text
            if let bound = visitor.selfAssignments[name] { return elements(of: bound, in: visitor, depth: depth + 1) }
            return propertyValue(name).flatMap { elements(of: $0, in: visitor, depth: depth + 1) }
        }
        return nil
    }

    /// The initial value of the owner's stored property `name`; without the owner, nothing, and the
    /// reading is incomplete.
    private func propertyValue(_ name: String) -> ExprSyntax? {
        guard let owner else {
            isComplete = false
            return nil
        }
        for (property, _) in owner.properties {
            for (bound, binding) in SyntaxNames.boundNames(property) where bound == name {
                return binding.initializer?.value
            }
        }
        return nil
    }

    /// What a child site's expression is: for an element of a collection the closure or loop around it
    /// goes over (or a collection the site adds whole), what each element is; else its one resolution.
    func resolveChildren(_ site: FlowScanner.ChildSite, in visitor: MemberVisitor) -> [PendingResolution] {
        if site.isCollection {
            guard let elements = elements(of: site.expression, in: visitor) else {
                return [.resolved(.unknown("`\(site.expression.trimmedDescription)` is not a list of the coordinators it holds"))]
            }
            return elements.map { resolve($0, in: visitor, depth: 1) }
        }
        if let reference = site.expression.as(DeclReferenceExprSyntax.self),
            let sequence = CollectionChildren.sequence(elementNamed: reference.baseName.text, at: reference),
            let elements = elements(of: sequence, in: visitor)
        {
            return elements.map { resolve($0, in: visitor, depth: 1) }
        }
        return [resolve(site.expression, in: visitor, depth: 0)]
    }
}
