import SwiftSyntax

/// Small readings of syntax that the analysis needs everywhere: names of types, calls and members.
enum SyntaxNames {
    /// The core name of a type: `any Coordinator` → `Coordinator`, `UIKit.UIViewController?` →
    /// `UIViewController`, `(any P)?` → `P`, `Box<Int>` → `Box`; nil for tuples, functions and collections.
    static func typeName(_ type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return typeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeName(unwrapped.wrappedType) }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) { return typeName(someOrAny.constraint) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return typeName(attributed.baseType) }
        // `(any CoordinatorFinishDelegate)?`: parentheses around one unlabelled type are that type.
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.firstName == nil
        {
            return typeName(only.type)
        }
        if let composition = type.as(CompositionTypeSyntax.self), let first = composition.elements.first {
            return typeName(first.type)
        }
        return nil
    }

    /// Whether the type is written as an existential or a protocol composition (`any P`, `P & Q`).
    static func isExistential(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return isExistential(optional.wrappedType) }
        if let someOrAny = type.as(SomeOrAnyTypeSyntax.self) { return someOrAny.someOrAnySpecifier.text == "any" }
        return type.is(CompositionTypeSyntax.self)
    }

    /// The element type name of an array type (`[any Coordinator]` → `Coordinator`).
    static func arrayElementName(_ type: TypeSyntax) -> String? {
        type.as(ArrayTypeSyntax.self).flatMap { typeName($0.element) }
    }

    /// The name a call invokes: `foo()` and `a.b.foo()` → `foo`; `Foo.init()` → `Foo`.
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            if member.declName.baseName.text == "init", let base = member.base { return base.textWithoutTrivia }
            return member.declName.baseName.text
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self),
            let reference = specialized.expression.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName.text
        }
        return nil
    }

    /// The receiver of a method call (`a.b.foo()` → `a.b`), nil for a plain function call.
    static func receiver(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        call.calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// The type name a call constructs, if it reads like an initializer call (`Foo(…)`, `Foo.init(…)`).
    static func constructedTypeName(_ call: FunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return startsUppercase(name) ? name : nil
        }
        if let specialized = callee.as(GenericSpecializationExprSyntax.self),
            let reference = specialized.expression.as(DeclReferenceExprSyntax.self),
            startsUppercase(reference.baseName.text)
        {
            return reference.baseName.text
        }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        {
            return base.baseName.text
        }
        return annotatedImplicitInit(call)
    }

    /// Whether the name starts with an uppercase letter, as `first?.isUppercase` says: read from the
    /// first byte when it is ASCII (`A`–`Z`), which asks no Unicode property of the character (a third
    /// of the cost of reading every call of a large app for the types it constructs).
    static func startsUppercase(_ name: String) -> Bool {
        guard let byte = name.utf8.first else { return false }
        if byte < 0x80 { return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    /// `let coordinator: HomeCoordinator = .init(navigationController: nav)`: an implicit `.init` whose
    /// type is the annotation of the constant or variable it initialises.
    private static func annotatedImplicitInit(_ call: FunctionCallExprSyntax) -> String? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
            member.declName.baseName.text == "init",
            let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
            let type = binding.typeAnnotation?.type
        else { return nil }
        return typeName(type)
    }

    /// The last name of an expression that names a value: `x` → `x`, `self.x` → `x`, `a.b.x` → `x`.
    static func lastName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return lastName(forced.expression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastName(optional.expression) }
        return nil
    }

    /// The attribute names on a declaration (`@MainActor` → `MainActor`).
    /// Whether the expression is `self` (compared by token, not by text: `trimmedDescription` copies
    /// the tree, which made it a sixth of `tree`'s time in a large app).
    static func isSelf(_ expression: ExprSyntax) -> Bool {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
    }

    /// The modifier keywords on a declaration (`weak`, `private`, `nonisolated`, …).
    static func modifierNames(_ modifiers: DeclModifierListSyntax) -> [String] {
        modifiers.map(\.name.text)
    }

    /// The identifiers a variable declaration binds, with each binding.
    static func boundNames(_ variable: VariableDeclSyntax) -> [(name: String, binding: PatternBindingSyntax)] {
        variable.bindings.compactMap { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, binding) }
        }
    }
}

extension SyntaxNames {
    /// Whether a call's receiver is the children property (`childCoordinators.removeAll()`,
    /// `self.childCoordinators.append(x)`).
    static func isOnChildren(_ call: FunctionCallExprSyntax, _ conventions: AnalysisConventions) -> Bool {
        receiver(call).flatMap(lastName) == conventions.childrenProperty
    }

    /// The closure a call passes: its trailing closure or a closure argument.
    static func closureArgument(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
    }
}
