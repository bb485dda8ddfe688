import SwiftSyntax

extension FamilyShapeDetector {
    /// Where the flows inherit a base class owning the stack and each flow's shared initialiser takes no
    /// stack (`init(services: Services)`): the base initialiser call every one of them makes to get a new
    /// stack, the same in each (`super.init(navigationController: UINavigationController())`), read from
    /// their syntax trees. Recorded in `shape.baseInitCall` (``StackMadeByBaseInit``); nothing where the
    /// flows differ, where one hands its own parameter to the base class, or where none declares it.
    func completeBaseInitCall(_ shape: inout ProtocolShape, base: TypeDeclaration?, result: inout ProtocolShapeDetector.Result) {
        guard shape.baseInitCall == nil, let base, shape.baseClass == base.name, let navigation = shape.navigation,
            navigation.holder == nil, let initializer = shape.initializers.first,
            !initializer.parameters.contains(where: shape.passesNavigation), !initializer.parameters.isEmpty
        else { return }
        var calls: [String] = []
        var example: TypeDeclaration?
        for flow in index.types where flow.kind == .class && flow.inherited.first == base.name {
            let own = (flow.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            guard let matching = own.first(where: { Self.requirement($0).signature == initializer.signature }) else { continue }
            guard let call = Self.stackMakingSuperInit(in: matching) else { return }
            calls.append(call)
            example = example ?? flow
        }
        guard let call = calls.first, calls.allSatisfy({ $0 == call }), let example else { return }
        shape.baseInitCall = call
        result.findings.append(
            AdoptionFinding(
                "init",
                "\(call) (each flow's \(initializer.signature) takes no stack and calls it for a new \(navigation.type), the same in all \(calls.count); a new flow does too)",
                example.reference))
    }

    /// The one `super.init(…)` call of `initializer`, where none of its arguments reads a parameter of
    /// the initialiser (the stack is made there, not handed in).
    private static func stackMakingSuperInit(in initializer: InitializerDeclSyntax) -> String? {
        guard let body = initializer.body else { return nil }
        let calls = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: body) { call in
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
            return member.base?.is(SuperExprSyntax.self) == true && member.declName.baseName.text == "init"
        }
        guard calls.count == 1, let call = calls.first else { return nil }
        let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        let read = SwiftDeclarationLookup.all(DeclReferenceExprSyntax.self, in: call.arguments) { parameters.contains($0.baseName.text) }
        return read.isEmpty ? call.trimmedDescription : nil
    }
}
