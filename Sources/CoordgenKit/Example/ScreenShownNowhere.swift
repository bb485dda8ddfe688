import SwiftSyntax

/// A coordinator's method that makes a screen into a local and never hands it on (no call takes it, it is
/// not returned, assigned or listed): it shows nothing, as a flow coordgen wrote where it could not tell
/// how the app shows its screens does (`let viewController = ReceiptViewController()` then a comment).
/// A screen made like the one such a method makes would show nothing either.
enum ScreenShownNowhere {
    /// The members of `declarations` that make one of `screenTypes` into a local they never hand on.
    static func members(of declarations: [TypeDeclaration], making screenTypes: Set<String>) -> [String] {
        declarations.flatMap { Array($0.members ?? []) }.compactMap { item -> String? in
            guard let function = item.decl.as(FunctionDeclSyntax.self), let body = function.body else { return nil }
            let locals = madeLocals(in: body, of: screenTypes)
            guard !locals.isEmpty, locals.allSatisfy({ !isHandedOn($0, in: body) }) else { return nil }
            return function.name.text
        }
    }

    /// The locals a body binds to a value naming one of `types` (`let screen = SeedsViewController()`).
    private static func madeLocals(in body: CodeBlockSyntax, of types: Set<String>) -> [String] {
        body.statements.compactMap { statement in
            guard let variable = statement.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
                let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let value = binding.initializer?.value,
                value.tokens(viewMode: .sourceAccurate).contains(where: { types.contains($0.text) })
            else { return nil }
            return pattern.identifier.text
        }
    }

    /// Whether `local` is used otherwise than as the base of a member access (`screen.onFinish = …`).
    private static func isHandedOn(_ local: String, in body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.text == local, let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
            if let access = reference.parent?.as(MemberAccessExprSyntax.self), access.base?.id == reference.id { return false }
            return true
        }
    }
}
