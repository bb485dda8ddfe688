import SwiftSyntax

/// Reads a coordinator that pushes through one method handling every navigation event
/// (``DispatchedPush``): `func handle(_ event: Event)` switching over its enum argument, one case of
/// which carries a route and is appended to the path (`case .push(let destination):
/// path.append(destination)`), or `func route(_ type: RouteType<T>)` over a generic enum whose
/// `push(_ screen: T)` carries the coordinator's route type (`typealias T = Screen`).
struct DispatchedPushReader {
    let index: DeclarationIndex

    /// The method, the case and the route type it carries; nil where no method of `functions` dispatches
    /// an append to `path`.
    func read(
        _ functions: [FunctionDeclSyntax], appendingTo path: String, in type: TypeDeclaration
    ) -> (function: FunctionDeclSyntax, push: DispatchedPush, routeType: String)? {
        for function in functions {
            guard let parameter = function.signature.parameterClause.parameters.first,
                function.signature.parameterClause.parameters.count == 1,
                let argumentType = parameter.type.as(IdentifierTypeSyntax.self),
                let events = enumDeclaration(argumentType.name.text, in: type),
                let caseName = appendingCase(of: function, path: path),
                let (label, carried) = associatedValue(of: caseName, in: events),
                let routeType = resolved(carried, events: events, argument: argumentType, in: type)
            else { continue }
            var push = DispatchedPush(method: ProtocolFreeShapeDetector.methodName(function), case: caseName, label: label)
            push.pop = poppingCase(of: function, path: path)
            return (function, push, routeType)
        }
        return nil
    }

    /// The case of the method's `switch` whose clause appends the value it binds to `path`
    /// (`.push(let destination)` with `path.append(destination)`).
    private func appendingCase(of function: FunctionDeclSyntax, path: String) -> String? {
        guard let body = function.body else { return nil }
        for switchExpr in SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: body, where: { _ in true }) {
            for element in switchExpr.cases {
                guard let clause = element.as(SwitchCaseSyntax.self), let label = clause.label.as(SwitchCaseLabelSyntax.self),
                    label.caseItems.count == 1, let item = label.caseItems.first,
                    let (caseName, binding) = Self.caseBinding(item.pattern)
                else { continue }
                let statements = clause.statements.textWithoutTrivia.filter { !$0.isWhitespace }
                if statements.contains("\(path).append(\(binding))") { return caseName }
            }
        }
        return nil
    }

    /// The case of the method's `switch` that carries nothing and takes the last route off `path`
    /// (`case .pop: path.removeLast()`).
    private func poppingCase(of function: FunctionDeclSyntax, path: String) -> String? {
        guard let body = function.body else { return nil }
        for switchExpr in SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: body, where: { _ in true }) {
            for element in switchExpr.cases {
                guard let clause = element.as(SwitchCaseSyntax.self), let label = clause.label.as(SwitchCaseLabelSyntax.self),
                    label.caseItems.count == 1, let pattern = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self),
                    let member = pattern.expression.as(MemberAccessExprSyntax.self), member.base == nil
                else { continue }
                let statements = clause.statements.textWithoutTrivia.filter { !$0.isWhitespace }
                if statements.contains("\(path).removeLast()") { return member.declName.baseName.text }
            }
        }
        return nil
    }

    /// `push` and `destination` of `.push(let destination)`, `.push(screen: let screen)` or
    /// `let .push(destination)`.
    static func caseBinding(_ pattern: PatternSyntax) -> (String, String)? {
        var expression: ExprSyntax?
        if let value = pattern.as(ExpressionPatternSyntax.self) { expression = value.expression }
        if let binding = pattern.as(ValueBindingPatternSyntax.self), let value = binding.pattern.as(ExpressionPatternSyntax.self) {
            expression = value.expression
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self), call.arguments.count == 1, let argument = call.arguments.first,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil
        else { return nil }
        let bound = argument.expression
        if let pattern = bound.as(PatternExprSyntax.self), let binding = pattern.pattern.as(ValueBindingPatternSyntax.self),
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        {
            return (member.declName.baseName.text, identifier.identifier.text)
        }
        if let reference = bound.as(DeclReferenceExprSyntax.self) {
            return (member.declName.baseName.text, reference.baseName.text)
        }
        return nil
    }

    /// The label (nil for none) and type of the one value case `caseName` of `events` carries.
    private func associatedValue(of caseName: String, in events: TypeDeclaration) -> (String?, String)? {
        for member in events.members ?? [] {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements where element.name.text == caseName {
                guard let parameters = element.parameterClause?.parameters, parameters.count == 1, let parameter = parameters.first
                else { return nil }
                let label = parameter.firstName.flatMap { $0.tokenKind == .wildcard ? nil : $0.text }
                return (label, TypeText(syntax: parameter.type).baseName)
            }
        }
        return nil
    }

    /// The carried type as the coordinator names it: a generic parameter of the event enum replaced by
    /// the method's argument (`T` of `RouteType<T>`), a typealias of the coordinator followed
    /// (`typealias T = HomeRouter.Screen`), and the last component of a qualified name.
    private func resolved(_ carried: String, events: TypeDeclaration, argument: IdentifierTypeSyntax, in type: TypeDeclaration) -> String? {
        var name = carried
        if let generics = events.memberBlock?.parent?.as(EnumDeclSyntax.self)?.genericParameterClause?.parameters,
            let position = generics.map(\.name.text).firstIndex(of: name)
        {
            guard let arguments = argument.genericArgumentClause?.arguments, arguments.count == generics.count else { return nil }
            name = Array(arguments)[position].argument.textWithoutTrivia
        }
        if let aliased = typealiasValue(name, in: type) { name = aliased }
        let routeType = ProtocolFreeShapeDetector.lastComponent(name)
        return enumDeclaration(routeType, in: type) == nil ? nil : routeType
    }

    private func typealiasValue(_ name: String, in type: TypeDeclaration) -> String? {
        for member in type.members ?? [] {
            if let alias = member.decl.as(TypeAliasDeclSyntax.self), alias.name.text == name {
                return alias.initializer.value.textWithoutTrivia
            }
        }
        return nil
    }

    private func enumDeclaration(_ name: String, in type: TypeDeclaration) -> TypeDeclaration? {
        (index.declarations(named: "\(type.name).\(name)") + index.declarations(named: name)).first { $0.kind == .enum }
    }
}
