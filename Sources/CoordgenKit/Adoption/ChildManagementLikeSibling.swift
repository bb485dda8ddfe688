import SwiftParser
import SwiftSyntax

/// A requirement of the coordinator protocol that manages children (`func addChildCoordinator(_:)`,
/// `func removeAllChildCoordinators()`), that no extension or base class implements and that fewer than
/// two coordinators implement word for word (``SiblingImplementations``): a new coordinator implements it
/// by example, as the coordinators do once each names itself the same way, or as the only one that
/// implements it (often the root, which every flow's parent is at first), or as most do. What the body
/// uses of that coordinator comes along: a stored property that needs no initialiser is declared as it
/// declares it, a method of its own is copied too; the coordinator's own class name becomes the new
/// flow's (``flowClassPlaceholder``). Each becomes a line of `ProtocolShape.implementedLikeSiblings`.
///
/// The requirement stays in `otherRequirements`, and `new coordinator` refuses, where the coordinators
/// implement it in as many ways as any other (they disagree and none is more common), or where the body
/// needs what a new flow cannot have: a property set by the coordinator's initialiser, or another type of
/// that flow's own (`ProfileCoordinatorDelegate`).
struct ChildManagementLikeSibling {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    /// Stands for the new flow's class in a declaration taken from a coordinator that names its own.
    static let flowClassPlaceholder = "{FlowClass}"

    /// Members the generated coordinator declares itself: a copied helper of the same name would clash.
    private static let writtenByTemplates: Set<String> = ["start", "finish", "close", "init", "deinit"]

    /// How a new coordinator implements one requirement, or why it cannot.
    enum Decision: Equatable {
        /// The declarations to write (the requirement's first, then what it uses) and which coordinator(s)
        /// they come from, in words.
        case write([String], from: String, example: String)
        /// Why not, in one line.
        case refuse(String)
    }

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var shape = result.shape
        let coordinators = CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type)
        guard !coordinators.isEmpty else { return }
        let requirementNames = Set(
            ProtocolShapeDetector(index: index, declaration: declaration).requirements().compactMap { member, _ in
                member.decl.as(FunctionDeclSyntax.self)?.name.text
            })
        var written = shape.implementedLikeSiblings ?? []
        for (member, _) in ProtocolShapeDetector(index: index, declaration: declaration).requirements() {
            guard let requirement = member.decl.as(FunctionDeclSyntax.self), shape.otherRequirements.contains(member.decl.requirementText),
                // What coordgen writes itself: start, finish, the finish method a parent is called back through.
                !(["start", "finish", "findCoordinator"] + [shape.finish.method].compactMap { $0 }).contains(requirement.name.text)
            else { continue }
            let skipped = requirementNames.union([shape.children?.name, shape.navigation?.name].compactMap { $0 })
            switch decide(requirement, in: coordinators, childrenName: shape.children?.name, skipping: skipped) {
            case nil:
                continue
            case .write(let declarations, let from, let example):
                shape.otherRequirements.removeAll { $0 == member.decl.requirementText }
                written += declarations.filter { !written.contains($0) }
                result.findings.append(
                    AdoptionFinding(
                        "written like a sibling", "\(SiblingImplementations.key(requirement)): a new coordinator implements it as \(from)",
                        example.isEmpty ? nil : coordinators.first { $0.name == example }?.reference))
            case .refuse(let why):
                result.undecided.append("\(SiblingImplementations.key(requirement)): \(why)")
            }
        }
        if !written.isEmpty { shape.implementedLikeSiblings = written }
        result.shape = shape
    }

    /// Whether `requirement` manages the coordinator's children: its name says so (`addChild`,
    /// `removeAllChildCoordinators`), or an implementation of it uses the children's property.
    static func managesChildren(_ requirement: FunctionDeclSyntax, implementations: [FunctionDeclSyntax], childrenName: String?) -> Bool {
        if requirement.name.text.lowercased().contains("child") { return true }
        guard let childrenName else { return false }
        return implementations.contains { referencedNames(in: $0.body).contains(childrenName) }
    }

    /// How a new coordinator implements `requirement`, from the coordinators that implement it; nil where
    /// it does not manage children.
    func decide(
        _ requirement: FunctionDeclSyntax, in coordinators: [TypeDeclaration], childrenName: String?, skipping skipped: Set<String>
    ) -> Decision? {
        var groups: [(key: String, owners: [TypeDeclaration], function: FunctionDeclSyntax)] = []
        var seen: Set<String> = []
        for coordinator in coordinators.sorted(by: { $0.name < $1.name }) where seen.insert(coordinator.name).inserted {
            guard
                let function = index.members(of: coordinator).lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: {
                    SiblingImplementations.key($0) == SiblingImplementations.key(requirement) && $0.body != nil
                })
            else { continue }
            let key = Self.renamed(function, from: coordinator.name).trimmedDescription.split(whereSeparator: \.isWhitespace).joined(
                separator: " ")
            if let at = groups.firstIndex(where: { $0.key == key }) {
                groups[at].owners.append(coordinator)
            } else {
                groups.append((key, [coordinator], function))
            }
        }
        guard Self.managesChildren(requirement, implementations: groups.map(\.function), childrenName: childrenName) else { return nil }
        let ranked = groups.sorted { $0.owners.count > $1.owners.count }
        guard let best = ranked.first else { return .refuse("no coordinator implements it, so coordgen has no example to follow") }
        if ranked.count > 1, ranked[1].owners.count == best.owners.count {
            let ways = ranked.filter { $0.owners.count == best.owners.count }.map { $0.owners.map(\.name).joined(separator: ", ") }
            return .refuse(
                "the coordinators implement it \(ranked.count) different ways (\(ways.joined(separator: " / "))) and none is more common; copy a flow with `new coordinator <Name> --like <Flow>`"
            )
        }
        let example = best.owners[0]
        var declarations: [String] = []
        var copied: Set<String> = [requirement.name.text]
        if let problem = collect(best.function, of: example, skipping: skipped, into: &declarations, copied: &copied) {
            return .refuse("\(example.name)'s implementation \(problem); copy a flow with `new coordinator <Name> --like <Flow>`")
        }
        let from: String
        if best.owners.count == 1 {
            from = groups.count == 1 ? "\(example.name) does, the only coordinator that implements it" : "\(example.name) does"
        } else {
            from = "\(best.owners.count) of \(groups.reduce(0) { $0 + $1.owners.count }) coordinators do (\(best.owners.map(\.name).joined(separator: ", ")))"
        }
        let uses = declarations.dropFirst().compactMap(Self.declaredName)
        return .write(declarations, from: from + (uses.isEmpty ? "" : ", with \(uses.joined(separator: ", ")) as \(example.name) declares them"), example: example.name)
    }

    /// Appends `function`, renamed, and what its body uses of `owner` to `declarations`; why not, if the
    /// body uses what a new flow cannot have.
    private func collect(
        _ function: FunctionDeclSyntax, of owner: TypeDeclaration, skipping skipped: Set<String>, into declarations: inout [String],
        copied: inout Set<String>
    ) -> String? {
        let renamed = Self.renamed(function, from: owner.name)
        if let foreign = ownTypes(in: renamed, of: owner).first {
            return "names \(foreign), a type of that flow's own"
        }
        guard let text = SiblingImplementations.normalized(renamed) else { return "is indented in a way coordgen cannot read" }
        declarations.append(text)
        let members = index.members(of: owner)
        for name in Self.referencedNames(in: function.body) where !skipped.contains(name) && !copied.contains(name) {
            let matching = members.filter { Self.declaredName(of: $0.decl) == name }
            guard let member = matching.first else { continue }
            copied.insert(name)
            if Self.writtenByTemplates.contains(name) { return "calls \(name), which a new coordinator declares its own way" }
            if let helper = member.decl.as(FunctionDeclSyntax.self), matching.count == 1 {
                if let problem = collect(helper, of: owner, skipping: skipped, into: &declarations, copied: &copied) { return problem }
            } else if let property = Self.storedPropertyWithoutInitialiser(member.decl) {
                declarations.append(property)
            } else {
                return "uses `\(name)`, which \(owner.name) sets up in a way a new flow cannot (its initialiser, or an overload)"
            }
        }
        return nil
    }

    /// `function` with every mention of `className` (its coordinator's own class) made the placeholder.
    static func renamed(_ function: FunctionDeclSyntax, from className: String) -> FunctionDeclSyntax {
        OwnNameRewriter(className: className).rewrite(function).cast(FunctionDeclSyntax.self)
    }

    /// Types of the app other than the coordinator itself whose names start with its class name
    /// (`ProfileCoordinatorDelegate`): the new flow has none of them.
    private func ownTypes(in function: FunctionDeclSyntax, of owner: TypeDeclaration) -> [String] {
        function.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier(let text) = token.tokenKind, text != owner.name, text.hasPrefix(owner.name),
                index.type(named: text) != nil
            else { return nil }
            return text
        }
    }

    /// Names the body mentions unqualified or through `self.`: the members of the coordinator it may use.
    static func referencedNames(in body: CodeBlockSyntax?) -> [String] {
        guard let body else { return [] }
        var names: [String] = []
        for token in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.declName.id == reference.id {
                guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { continue }
            }
            if !names.contains(text) { names.append(text) }
        }
        return names
    }

    /// The name a member declares (a function's, or a property's of one binding).
    static func declaredName(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) { return function.name.text }
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1 else { return nil }
        return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The name a written declaration declares (`logState()` of `private func logState() {`, `` `log` `` of `var log`).
    private static func declaredName(_ text: String) -> String? {
        let parsed = Parser.parse(source: text)
        guard let decl = parsed.statements.first?.item.as(DeclSyntax.self) else { return nil }
        if let function = decl.as(FunctionDeclSyntax.self) { return SiblingImplementations.key(function) }
        return declaredName(of: decl).map { "`\($0)`" }
    }

    /// A stored `var` of one binding that needs no initialiser (optional, or with a value), on one line
    /// without its doc comment.
    static func storedPropertyWithoutInitialiser(_ decl: DeclSyntax) -> String? {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.accessorBlock == nil,
            binding.initializer != nil
                || (variable.bindingSpecifier.tokenKind == .keyword(.var) && binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true)
        else { return nil }
        let text = variable.with(\.leadingTrivia, []).trimmedDescription
        guard !text.contains("//"), !text.contains("/*"), !text.contains("\n") else { return nil }
        return text
    }
}

/// Turns a coordinator's own class name into ``ChildManagementLikeSibling/flowClassPlaceholder``.
private final class OwnNameRewriter: SyntaxRewriter {
    let className: String

    init(className: String) {
        self.className = className
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard case .identifier(let text) = token.tokenKind, text == className else { return token }
        return token.with(\.tokenKind, .identifier(ChildManagementLikeSibling.flowClassPlaceholder))
    }
}
