import SwiftSyntax

/// Reads the members of one type (a coordinator or an entry point) and reports which coordinators
/// and screens its code creates, adds as children or starts.
///
/// Values are followed through local constants, assignments and properties, and through the return
/// types of the app's own functions (`factory.makeReservationCoordinator()`); anything else is
/// reported as unresolved rather than guessed.
struct FlowScanner {
    /// What an expression turned out to be.
    enum Resolution: Equatable {
        /// A value of this type.
        case type(String)
        /// A parameter of the enclosing function: its callers say what it is.
        case parameter
        /// The code does not say; the reason is one line.
        case unknown(String)
    }

    /// A child added or started at a call.
    struct ChildSite {
        let expression: ExprSyntax
        let via: String
        /// Whether the call explicitly adds a child (`append`, `addChild`…), as opposed to `start()`.
        let isExplicitAdd: Bool
        let location: CoordinatorGraph.Location
        /// Whether the expression is a collection each element of which is added (`tabs.forEach(addChild)`).
        var isCollection = false
    }

    let app: AppFacts
    let owner: AnalyzedType

    /// Child-adding calls, constructed types and called functions of every member of `owner`.
    func scan() -> (children: [(ChildSite, Resolution)], created: [(String, CoordinatorGraph.Location)]) {
        var children: [(ChildSite, Resolution)] = []
        var created: [(String, CoordinatorGraph.Location)] = []
        for member in owner.members {
            let file = member.file
            let visitor = MemberVisitor(conventions: app.conventions, file: file)
            visitor.walk(member.decl)
            for site in visitor.childSites {
                children += resolveChildren(site, in: visitor).map { (site, $0) }
            }
            for call in visitor.calls {
                let location = CoordinatorGraph.Location(file: file.path, line: file.line(of: call))
                if let name = SyntaxNames.constructedTypeName(call) {
                    created.append((name, location))
                } else if let name = SyntaxNames.calledName(call), case .type(let returned) = returnType(of: name) {
                    created.append((returned, location))
                }
            }
        }
        return (children, created)
    }

    /// What `expression` is, following names up to a few steps.
    func resolve(_ expression: ExprSyntax, in visitor: MemberVisitor, depth: Int) -> Resolution {
        guard depth < 6 else { return .unknown("`\(expression.trimmedDescription)` is assigned in a loop") }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let name = SyntaxNames.constructedTypeName(call) { return .type(name) }
            guard let name = SyntaxNames.calledName(call) else {
                return .unknown("`\(call.calledExpression.trimmedDescription)` is not a function the app declares")
            }
            return returnType(of: name, child: true)
        }
        // Unfolded, `x as! T` is the sequence `x`, `as!`, `T`.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self),
            let type = Array(sequence.elements)[2].as(TypeExprSyntax.self)?.type
        {
            return SyntaxNames.typeName(type).map(Resolution.type) ?? .unknown("cast to `\(type.trimmedDescription)`")
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return SyntaxNames.typeName(cast.type).map(Resolution.type) ?? .unknown("cast to `\(cast.type.trimmedDescription)`")
        }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return resolve(forced.expression, in: visitor, depth: depth + 1) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            return resolve(chained.expression, in: visitor, depth: depth + 1)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if let bound = visitor.binding(of: name, at: reference) { return resolve(bound, in: visitor, depth: depth + 1) }
            if let annotated = visitor.annotations[name] { return resolveDeclared(annotated, named: name) }
            if visitor.parameters.contains(name) { return .parameter }
            return property(name, in: visitor, depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            let name = member.declName.baseName.text
            if let bound = visitor.selfAssignments[name] { return resolve(bound, in: visitor, depth: depth + 1) }
            return property(name, in: visitor, depth: depth)
        }
        return .unknown("`\(expression.trimmedDescription)` does not name its type")
    }

    /// A stored property of the owner (or an entry point), by its annotation or its initial value.
    private func property(_ name: String, in visitor: MemberVisitor, depth: Int) -> Resolution {
        for (property, _) in owner.properties {
            for (bound, binding) in SyntaxNames.boundNames(property) where bound == name {
                if let type = binding.typeAnnotation?.type { return resolveDeclared(type, named: name) }
                if let value = binding.initializer?.value { return resolve(value, in: visitor, depth: depth + 1) }
            }
        }
        return .unknown("`\(name)` is not declared in this type")
    }

    /// A value declared with a type: concrete types resolve, protocols and existentials do not.
    private func resolveDeclared(_ type: TypeSyntax, named name: String) -> Resolution {
        guard let typeName = SyntaxNames.typeName(type) else { return .unknown("`\(name)` has type `\(type.trimmedDescription)`") }
        if SyntaxNames.isExistential(type) || app.types[typeName]?.kind == .protocol
            || app.hierarchy.coordinatorProtocols.contains(typeName)
        {
            return .unknown("`\(name)` is declared as `\(type.trimmedDescription)`, a protocol")
        }
        return .type(typeName)
    }

    /// The type the app's functions named `name` return, when they all agree on one concrete type. For a
    /// `child`, where a coordinator factory and a screen factory both have the method (`makeHome()`), the
    /// one coordinator their bodies make.
    func returnType(of name: String, child: Bool = false) -> Resolution {
        guard let declared = app.functionReturnTypes[name], !declared.isEmpty else {
            return .unknown("`\(name)()` is not a function the app declares")
        }
        // A factory method declared to return a protocol or base class, whose body makes one class.
        if var constructed = app.functionReturnedConstructions[name] {
            if child, constructed.count > 1 { constructed.formIntersection(app.hierarchy.coordinators) }
            if constructed.count == 1, let typeName = constructed.first, app.types[typeName]?.kind == .class {
                return .type(typeName)
            }
        }
        let names = Set(declared.map(\.typeText))
        guard names.count == 1, let type = declared.first else {
            return .unknown("the app declares several `\(name)()` that return different types")
        }
        guard let typeName = type.typeName else {
            return .unknown("`\(name)()` returns `\(type.typeText)`")
        }
        if type.isExistential || app.types[typeName]?.kind == .protocol
            || app.hierarchy.coordinatorProtocols.contains(typeName)
        {
            return .unknown("`\(name)()` returns `\(type.typeText)`, a protocol")
        }
        return .type(typeName)
    }
}
