import SwiftSyntax

/// Whether the method a parent writes to start a new flow must be `@MainActor` where the coordinator
/// protocol as a whole is not: its start requirement is (`@MainActor func start()`), the base class's
/// `start()` is, or the parent's own is (`@MainActor override func start()`). A plain method calling a
/// main-actor isolated `start()` does not compile in any language mode.
enum MainActorStartRequirement {
    /// The app's declaration index is built (every file parsed) only where a file says `MainActor` at all:
    /// an app isolated by default, or not at all, needs no parse for it.
    static func applies(shape: ProtocolShape, parentClass: String, project: Project) -> Bool {
        guard !shape.mainActor,
            project.sources.paths.contains(where: { project.sources.text(of: $0)?.contains("MainActor") == true })
        else { return false }
        return applies(shape: shape, parentClass: parentClass, index: project.model.index)
    }

    static func applies(shape: ProtocolShape, parentClass: String, index: DeclarationIndex) -> Bool {
        guard !shape.mainActor else { return false }
        let declared = [shape.name, shape.baseClass, parentClass].compactMap { $0 }.compactMap { index.type(named: $0) }
        let refined = declared.flatMap(\.inherited).compactMap { index.type(named: $0, kinds: [.protocol]) }
        return (declared + refined).contains { declaresIsolatedStart($0, name: shape.startName, index: index) }
    }

    /// Whether `type` (or an extension of it) declares `name()` marked `@MainActor`.
    private static func declaresIsolatedStart(_ type: TypeDeclaration, name: String, index: DeclarationIndex) -> Bool {
        index.members(of: type).contains { member in
            guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name,
                function.signature.parameterClause.parameters.isEmpty
            else { return false }
            return function.attributes.names.contains("MainActor")
        }
    }
}
