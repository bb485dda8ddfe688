import SwiftSyntax

/// A static property of the coordinator protocol whose value lists what each flow has (`static var
/// associatedScenes: [Scene] { get }`), where a coordinator that has none states it empty (`static let
/// associatedScenes: [Scene] = []`, `static var associatedScenes: [Scene] { [] }`): a new flow has none
/// yet either, so it states it empty as that sibling does, to fill in as the flow grows. Where no
/// coordinator states it empty, the requirement stays in `otherRequirements` and a new coordinator is
/// refused in one line. Each becomes a line of `ProtocolShape.implementedLikeSiblings`.
struct EmptyStaticRequirement {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var shape = result.shape
        let coordinators = CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type)
        for (member, _) in ProtocolShapeDetector(index: index, declaration: declaration).requirements() {
            let requirement = member.decl.requirementText
            guard shape.otherRequirements.contains(requirement), let (name, type) = Self.staticProperty(member.decl),
                let (text, example) = emptyStatement(of: name, type: type, in: coordinators)
            else { continue }
            shape.otherRequirements.removeAll { $0 == requirement }
            shape.implementedLikeSiblings = (shape.implementedLikeSiblings ?? []) + [text]
            result.findings.append(
                AdoptionFinding(
                    "written empty",
                    "static var \(name): \(example.name) states it empty, having none; a new flow has none yet either and writes `\(text)`, to fill in as it grows",
                    example.reference))
        }
        result.shape = shape
    }

    /// The name and type of a `static var name: [Type] { get }` requirement.
    private static func staticProperty(_ decl: DeclSyntax) -> (String, String)? {
        guard let variable = decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type, type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self)
        else { return nil }
        return (name, type.trimmedDescription)
    }

    /// The first coordinator (by name) that states `name` as an empty literal, and the declaration a new
    /// flow writes like it: `static let name: Type = []`, or `static var name: Type { [] }` where the
    /// sibling computes it.
    private func emptyStatement(of name: String, type: String, in coordinators: [TypeDeclaration]) -> (String, TypeDeclaration)? {
        for coordinator in coordinators.sorted(by: { $0.name < $1.name }) {
            for member in index.members(of: coordinator) {
                guard let variable = member.decl.as(VariableDeclSyntax.self), variable.modifiers.contains(where: { $0.name.text == "static" }),
                    let binding = variable.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                else { continue }
                let empty = type.hasPrefix("[") && type.contains(":") ? "[:]" : "[]"
                if let value = binding.initializer?.value, Self.isEmptyLiteral(value) {
                    return ("static \(variable.bindingSpecifier.text) \(name): \(type) = \(empty)", coordinator)
                }
                if let body = binding.accessorBlock, Self.returnsEmptyLiteral(body) {
                    return ("static var \(name): \(type) { \(empty) }", coordinator)
                }
            }
        }
        return nil
    }

    /// `[]` or `[:]`.
    private static func isEmptyLiteral(_ expression: ExprSyntax) -> Bool {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        guard let dictionary = expression.as(DictionaryExprSyntax.self), case .colon = dictionary.content else { return false }
        return true
    }

    /// A getter of one statement, `[]` or `return []`.
    private static func returnsEmptyLiteral(_ block: AccessorBlockSyntax) -> Bool {
        guard case .getter(let statements) = block.accessors, statements.count == 1, let item = statements.first?.item else { return false }
        switch item {
        case .expr(let expression): return isEmptyLiteral(expression)
        case .stmt(let statement): return statement.as(ReturnStmtSyntax.self)?.expression.map(isEmptyLiteral) ?? false
        default: return false
        }
    }
}
