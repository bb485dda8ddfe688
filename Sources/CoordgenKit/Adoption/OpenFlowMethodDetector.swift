import SwiftSyntax

/// The verb parents start child flows with, where they make them through the coordinator factory:
/// `runAuthFlow()` calling `coordinatorFactory.makeAuthCoordinator(router:)` makes `run{Name}Flow`.
struct OpenFlowMethodDetector {
    let index: DeclarationIndex
    /// The type of the option the flows start with (`DeepLinkOption?`), which such a method may take.
    var optionType: String? = nil

    /// The pattern every such method without parameters (or with only the option) follows, when they
    /// agree; nil when there is none or it is coordgen's own `open{Name}Coordinator`.
    func pattern(coordinators: [TypeDeclaration], factory: FactoryShape) -> (pattern: String, example: TypeDeclaration)? {
        var patterns: [String: TypeDeclaration] = [:]
        for coordinator in coordinators {
            for function in (coordinator.members ?? []).compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
            where takesNothingButTheOption(function.signature.parameterClause.parameters) {
                guard let body = function.body else { continue }
                let finder = FactoryCallFinder(property: factory.property)
                finder.walk(body)
                for method in finder.methods {
                    guard let name = NamingScheme.match(factory.method, method), !name.isEmpty, function.name.text.contains(name) else {
                        continue
                    }
                    patterns[NamingSchemeDetector.replacingFirst(name, in: function.name.text)] = coordinator
                }
            }
        }
        guard patterns.count == 1, let (pattern, example) = patterns.first, pattern != "open\(NamingScheme.placeholder)Coordinator"
        else { return nil }
        return (pattern, example)
    }

    private func takesNothingButTheOption(_ parameters: FunctionParameterListSyntax) -> Bool {
        parameters.isEmpty || (parameters.count == 1 && optionType != nil && parameters.first?.type.trimmedDescription == optionType)
    }
}

/// The methods a body calls on one property (`coordinatorFactory.makeAuthCoordinator`).
private final class FactoryCallFinder: SyntaxVisitor {
    let property: String
    var methods: [String] = []

    init(property: String) {
        self.property = property
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let base =
            node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.base?.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.is(DeclReferenceExprSyntax.self) == true ? $0.declName.baseName.text : nil
            }
        if base == property { methods.append(node.declName.baseName.text) }
        return .visitChildren
    }
}
