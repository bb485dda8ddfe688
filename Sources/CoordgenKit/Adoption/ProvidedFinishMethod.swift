import SwiftSyntax

/// A method every coordinator has, written once in an extension of the protocol or in the base class,
/// that takes nothing and ends the flow by handing the coordinator itself to the one that holds it
/// (`func didDeinit() { parent?.removeChild(coordinator: self) }`): where the app has no finish delegate or
/// closure, that is how its flows tell their parent, and a new flow calls it when it ends.
struct ProvidedFinishMethod {
    /// The method's name (`didDeinit`).
    let name: String
    /// The call in its body that hands the coordinator over (`parent?.removeChild(coordinator: self)`).
    let call: String
    let source: SourceReference

    /// The first such method among `bodies` (the protocol's extensions, then its base classes and theirs).
    static func find(in bodies: [(members: MemberBlockItemListSyntax?, file: SourceFile)]) -> ProvidedFinishMethod? {
        for (members, file) in bodies {
            for item in members ?? [] {
                guard let function = item.decl.as(FunctionDeclSyntax.self), takesNothing(function),
                    !reserved.contains(function.name.text), let body = function.body,
                    let call = handsOverSelf(in: body)
                else { continue }
                return ProvidedFinishMethod(name: function.name.text, call: call, source: file.reference(to: function))
            }
        }
        return nil
    }

    /// Methods that start a flow or that the app's family already reads as its finish.
    private static let reserved: Set<String> = ["start", "finish", "deinit"]

    private static func takesNothing(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.parameterClause.parameters.isEmpty && function.signature.returnClause == nil
            && !function.modifiers.contains { ["static", "class", "private", "fileprivate"].contains($0.name.text) }
            && function.genericParameterClause == nil
    }

    /// A statement of `body` that calls a method of another object, reached through a property
    /// (`parent?.`, `parentCoordinator.`), whose name says it removes or finishes, passing `self`.
    private static func handsOverSelf(in body: CodeBlockSyntax) -> String? {
        for statement in body.statements {
            guard let call = statement.item.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                reachesProperty(base),
                call.arguments.contains(where: { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" })
            else { continue }
            let method = member.declName.baseName.text.lowercased()
            if method.contains("remove") || method.contains("finish") { return call.trimmedDescription }
        }
        return nil
    }

    /// `parent`, `parent?`, `self.parent?`: a property, not a type or a call.
    private static func reachesProperty(_ expression: ExprSyntax) -> Bool {
        var expression = expression
        if let chained = expression.as(OptionalChainingExprSyntax.self) { expression = chained.expression }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return true
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
        let name = reference.baseName.text
        return name != "self" && name.first?.isLowercase == true
    }
}
