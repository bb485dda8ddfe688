import SwiftSyntax

/// Reads the coordinator factory's methods that make a flow on a navigation stack of its own, for a
/// parent to present: they take no router and return a tuple of the coordinator and what to present
/// (`makeEaselCoordinatorBox() -> (configurator: Coordinator & EaselCoordinatorOutput, toPresent:
/// Presentable?)`). Their name, tuple type and implementation become patterns, the flow's name
/// (the `{Name}` of the class they create, `EaselCoordinator`) standing for any flow.
struct CoordinatorBoxDetector {
    let index: DeclarationIndex

    /// Whether `function` returns a tuple: such a method is no `make{Name}Coordinator` of the factory.
    static func returnsTuple(_ function: FunctionDeclSyntax) -> Bool {
        function.signature.returnClause?.type.is(TupleTypeSyntax.self) == true
    }

    /// The factory with its box recorded, when its implementation has one such method whose body
    /// creates a `{Name}Coordinator` (with the argument labels of `initializerLabels`, the initialiser
    /// a new flow has, when given: a tab coordinator made `(tabbarView:coordinatorFactory:)` is no
    /// example); else the factory unchanged.
    func completing(_ factory: FactoryShape, coordinatorClasses: Set<String>, initializerLabels: [String]? = nil) -> FactoryShape {
        guard let implementation = index.type(named: factory.implementation, kinds: [.class]) else { return factory }
        for function in (implementation.members ?? []).compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
        where Self.returnsTuple(function) && function.signature.parameterClause.parameters.isEmpty {
            guard let body = function.body, let returned = function.signature.returnClause?.type.trimmedDescription else { continue }
            let finder = CreatedTypeFinder(names: coordinatorClasses)
            finder.walk(body)
            guard let (created, call) = finder.found.first, let flow = NamingScheme.match("\(NamingScheme.placeholder)Coordinator", created),
                function.name.text.contains(flow),
                initializerLabels.map({ $0 == call.arguments.map { $0.label?.text ?? "_" } }) ?? true
            else { continue }
            var completed = factory
            completed.boxMethod = NamingSchemeDetector.replacingFirst(flow, in: function.name.text)
            completed.boxReturns = returned.replacingOccurrences(of: flow, with: NamingScheme.placeholder)
            completed.boxBody = body.statements.map {
                $0.trimmedDescription.replacingOccurrences(of: created, with: "\(NamingScheme.placeholder)Coordinator")
            }
            return completed
        }
        return factory
    }
}
