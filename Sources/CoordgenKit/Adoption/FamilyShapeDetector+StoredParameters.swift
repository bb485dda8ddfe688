import SwiftSyntax

/// Initialiser parameters the coordinators keep under another name (`init(catalogFactory:
/// CatalogModuleFactory)` with `self.factory = catalogFactory`): the shared initialiser records the
/// property as the parameter's name (`init(catalogFactory factory: …)`), so a new coordinator keeps it
/// under the same name and code written into any coordinator calls it as they all do.
extension FamilyShapeDetector {
    func namingParametersAfterProperties(_ initializer: InitializerRequirement, coordinators: [TypeDeclaration]) -> InitializerRequirement {
        var parameters = initializer.parameters
        for (position, parameter) in parameters.enumerated() {
            var properties: Set<String> = []
            for coordinator in coordinators {
                for declared in (coordinator.members ?? []).compactMap({ $0.decl.as(InitializerDeclSyntax.self) }) {
                    guard let own = declared.signature.parameterClause.parameters.first(where: { $0.firstName.text == parameter.label }),
                        let body = declared.body
                    else { continue }
                    properties.formUnion(Self.propertiesAssigned((own.secondName ?? own.firstName).text, in: body))
                }
            }
            guard properties.count == 1, let property = properties.first, property != parameter.name else { continue }
            parameters[position] = .init(label: parameter.label, name: property, type: parameter.type)
        }
        guard parameters != initializer.parameters else { return initializer }
        return InitializerRequirement(parameters: parameters)
    }

    /// The `X` of each `self.X = name` among the body's statements.
    private static func propertiesAssigned(_ name: String, in body: CodeBlockSyntax) -> [String] {
        body.statements.compactMap { statement in
            guard let sequence = statement.item.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return nil }
            let elements = Array(sequence.elements)
            guard elements[1].is(AssignmentExprSyntax.self), elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                let member = elements[0].as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self"
            else { return nil }
            return member.declName.baseName.text
        }
    }
}
