import SwiftSyntax

/// What the app's coordinator factory writes that a new factory method must write alike: the type its
/// methods return, `{Name}` standing for the flow (`Coordinator & {Name}CoordinatorOutput`,
/// `BaseCoordinator`), and how its implementation passes the screen factory to the coordinators it makes
/// (`ModuleFactoryImp()`, `screens`).
struct CoordinatorFactoryUsage {
    let index: DeclarationIndex

    /// The return type pattern of the factory protocol's methods, when they agree and do not return the
    /// flow's own `{Name}Coordinator` class.
    func returns(of factory: FactoryShape) -> String? {
        guard let declaration = index.type(named: factory.protocol, kinds: [.protocol, .class]) else { return nil }
        var patterns: Set<String> = []
        for function in (declaration.members ?? []).compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) {
            guard let name = NamingScheme.match(factory.method, function.name.text), !name.isEmpty,
                let returned = function.signature.returnClause?.type.trimmedDescription
            else { continue }
            patterns.insert(NamingSchemeDetector.replacingFirst(name, in: returned))
        }
        guard patterns.count == 1, let pattern = patterns.first, pattern != "\(NamingScheme.placeholder)Coordinator" else { return nil }
        return pattern
    }

    /// The argument the implementation's methods pass for `parameter` (the screen factory), when they
    /// agree and it is not the property named after the screen factory's protocol. The methods are read
    /// where the class declares them and in its extensions (`extension Di: CoordinatorFactory`, whose
    /// methods pass `self` where the same class makes the screens).
    func screenFactoryArgument(of factory: FactoryShape, parameter: String, screenFactory: FactoryShape) -> String? {
        guard let implementation = index.type(named: factory.implementation, kinds: [.class]) else { return nil }
        var arguments: Set<String> = []
        let members =
            (implementation.members.map(Array.init) ?? []) + index.extensions(of: implementation.name).flatMap { Array($0.members ?? []) }
        for function in members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) {
            guard NamingScheme.match(factory.method, function.name.text) != nil, let body = function.body else { continue }
            let finder = LabelledArgumentFinder(label: parameter)
            finder.walk(body)
            arguments.formUnion(finder.arguments)
        }
        guard arguments.count == 1, let argument = arguments.first, argument != screenFactory.protocol.lowerCamelCased else { return nil }
        return argument
    }
}

extension CoordinatorFactoryUsage {
    /// Whether the factory's class holds no property `name` and every one of its make-methods takes a
    /// parameter of that name (`viewControllerFactory: ViewControllerFactory`), which it passes on.
    func takesScreenFactory(_ factory: FactoryShape, named name: String) -> Bool {
        guard let implementation = index.type(named: factory.implementation, kinds: [.class]) else { return false }
        let members = (implementation.members.map(Array.init) ?? []) + index.extensions(of: implementation.name).flatMap { Array($0.members ?? []) }
        let holdsIt = members.contains { item in
            item.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } == true
        }
        let methods = members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { NamingScheme.match(factory.method, $0.name.text) != nil }
        guard !holdsIt, !methods.isEmpty else { return false }
        return methods.allSatisfy { method in
            method.signature.parameterClause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
    }
}

/// The arguments given for one label in the calls of a body.
private final class LabelledArgumentFinder: SyntaxVisitor {
    let label: String
    var arguments: [String] = []

    init(label: String) {
        self.label = label
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if node.label?.text == label { arguments.append(node.expression.trimmedDescription) }
        return .visitChildren
    }
}
