import SwiftSyntax

extension RxFlowDetector {
    /// The name and steps enum of the first optional binding in `body` that casts the parameter
    /// `parameter` to a steps enum: `guard let settingsStep = step as? SettingsStep`, or `guard let step =
    /// step.asAppStep` where the app declares `var asAppStep: AppStep?` in an extension of `Step`.
    static func stepsBinding(of parameter: String, in body: CodeBlockSyntax, index: DeclarationIndex) -> (name: String, type: String)? {
        for binding in SwiftDeclarationLookup.all(OptionalBindingConditionSyntax.self, in: body, where: { _ in true }) {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            // `if let step` without an initializer binds the parameter to itself, uncast.
            guard let value = binding.initializer?.value else { continue }
            if let type = castType(in: value, of: parameter) ?? castingProperty(in: value, of: parameter, index: index) {
                return (name, type)
            }
        }
        return nil
    }

    /// `T` for `parameter as? T`, as the parser leaves it (a sequence no operator folding has made one
    /// expression) or folded.
    private static func castType(in value: ExprSyntax, of parameter: String) -> String? {
        if let sequence = value.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[0].trimmedDescription == parameter, elements[1].is(UnresolvedAsExprSyntax.self),
                let type = elements[2].as(TypeExprSyntax.self)
            else { return nil }
            return type.type.trimmedDescription
        }
        guard let cast = value.as(AsExprSyntax.self), cast.expression.trimmedDescription == parameter else { return nil }
        return cast.type.trimmedDescription
    }

    /// `T` for `parameter.property` where the app declares `var property: T?` in an extension of the
    /// library's `Step`.
    private static func castingProperty(in value: ExprSyntax, of parameter: String, index: DeclarationIndex) -> String? {
        guard let access = value.as(MemberAccessExprSyntax.self), access.base?.trimmedDescription == parameter else { return nil }
        let property = access.declName.baseName.text
        let extensions = index.extensions(of: stepProtocol) + index.extensions(of: "\(module).\(stepProtocol)")
        for variable in extensions.flatMap({ ($0.members ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) } }) {
            guard let binding = variable.bindings.first, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property,
                let optional = binding.typeAnnotation?.type.as(OptionalTypeSyntax.self)
            else { continue }
            return optional.wrappedType.trimmedDescription
        }
        return nil
    }
}

extension RxFlowDetector {
    /// The navigation controller `flow` pushes on where its root is a screen rather than one: a property
    /// of its own whose written type is a navigation controller, computed, initialised or optional
    /// (`private var navigationController: UINavigationController? { rootViewController.navigationController }`).
    static func navigationProperty(of flow: TypeDeclaration, in index: DeclarationIndex) -> (name: String, optional: Bool)? {
        let variables = ([flow] + index.extensions(of: flow.name)).flatMap { ($0.members ?? []).compactMap { $0.decl.as(VariableDeclSyntax.self) } }
        for variable in variables {
            guard let binding = variable.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type
            else { continue }
            let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
            // An implicitly unwrapped one nothing here sets may be nil when the step comes: not pushed on.
            let set = binding.accessorBlock != nil || binding.initializer != nil || type.is(OptionalTypeSyntax.self)
            guard set, (wrapped ?? type).trimmedDescription.hasSuffix("NavigationController") else { continue }
            return (name, type.is(OptionalTypeSyntax.self))
        }
        return nil
    }
}

extension RxFlowDetector {
    /// The first call in `flow` (its class and extensions) that starts several flows together, as tabs
    /// are (`Flows.use(homeFlow, searchFlow, when: .created) { … }` or `Flows.use([homeFlow, searchFlow],
    /// when: .created)`), with the flows it names.
    static func flowsUsedTogether(in flow: TypeDeclaration, index: DeclarationIndex) -> [String]? {
        for declaration in [flow] + index.extensions(of: flow.name) {
            guard let members = declaration.members else { continue }
            let calls = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: members) { call in
                call.calledExpression.as(MemberAccessExprSyntax.self).map {
                    $0.declName.baseName.text == "use" && $0.base?.trimmedDescription.hasSuffix("Flows") == true
                } ?? false
            }
            for call in calls {
                let flows = call.arguments.filter { $0.label == nil }.flatMap { argument -> [String] in
                    argument.expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression.trimmedDescription) }
                        ?? [argument.expression.trimmedDescription]
                }
                if flows.count > 1 { return flows }
            }
        }
        return nil
    }
}
