import SwiftSyntax

/// Reads ``PassedToBaseInit``: where no protocol describes the coordinators and the base class standing
/// for it declares the initialiser recorded for them (`public init(parent: BaseCoordinator?)`), that is
/// the base's designated initialiser, which a subclass calls and whose stored properties it inherits.
struct BaseClassDesignatedInit {
    let declaration: TypeDeclaration

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var shape = result.shape
        guard declaration.kind == .class, shape.baseClass == declaration.name, shape.passedToBaseInit == nil,
            let recorded = shape.initializers.first, !recorded.parameters.isEmpty,
            let own = designatedInitializer(named: recorded.parameters.map(\.name))
        else { return }
        shape.passedToBaseInit = recorded.parameters.map(\.name)
        result.shape = shape
        let call = PassedToBaseInit.call(in: shape, parameters: recorded.parameters) ?? "super.init"
        result.findings.append(
            AdoptionFinding(
                "init",
                "\(declaration.name)'s own designated initialiser: a new coordinator inherits what it stores and calls \(call) (shape.passedToBaseInit)",
                declaration.file.reference(to: DeclSyntax(own))))
    }

    /// The class's own initialiser, not a convenience one, taking exactly `names`.
    private func designatedInitializer(named names: [String]) -> InitializerDeclSyntax? {
        (declaration.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }.first { initializer in
            !initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
                && initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text } == names
        }
    }
}
