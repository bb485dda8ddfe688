import SwiftSyntax

/// Reads the SwiftUI shape where the coordinators are themselves values on a `NavigationPath`: a view
/// (or the `App`) maps each `Hashable` coordinator class back to its view
/// (`.navigationDestination(for: DetailsCoordinator.self) { coordinator in coordinator.view() }`), and
/// flows are started by appending a coordinator to the path (``PushedCoordinatorsShape``).
struct PushedCoordinatorsReader {
    let index: DeclarationIndex

    /// One coordinator class mapped by a view: the class, the method its view comes from, the view.
    struct Mapping {
        let coordinator: TypeDeclaration
        let builder: String
        let view: TypeDeclaration
    }

    /// The shape, and the finding saying what was read; nil where no view maps a `Hashable`
    /// coordinator class that way.
    func read() -> (shape: PushedCoordinatorsShape, finding: AdoptionFinding)? {
        let found = mappings()
        guard let first = found.first else { return nil }
        let names = found.map(\.coordinator.name)
        let finding = AdoptionFinding(
            "routes",
            "no route enum: \(names.joined(separator: ", ")) \(names.count == 1 ? "is a Hashable value" : "are Hashable values") pushed onto a NavigationPath and mapped by \(first.view.name) with .navigationDestination(for: \(first.coordinator.name).self) { $0.\(first.builder)() }; a new flow is pushed the same way, a new screen is a page of its coordinator",
            first.view.reference)
        return (PushedCoordinatorsShape(builder: first.builder, destinationsView: first.view.name), finding)
    }

    /// Every `.navigationDestination(for: X.self) { x in x.builder() }` of the app's views whose `X` is a
    /// `Hashable` class named like a coordinator, in the order the views are declared.
    func mappings() -> [Mapping] {
        var found: [Mapping] = []
        for view in index.types where view.kind == .struct && (view.inherited.contains("View") || view.inherited.contains("App")) {
            guard let block = view.memberBlock else { continue }
            let calls = SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: block) { Self.mappedClass(of: $0) != nil }
            for call in calls {
                guard let (className, builder) = Self.mappedClass(of: call),
                    let coordinator = index.type(named: className, kinds: [.class]), isHashable(coordinator),
                    ProtocolFreeShapeDetector.suffixes.contains(where: className.hasSuffix),
                    !found.contains(where: { $0.coordinator.name == className })
                else { continue }
                found.append(Mapping(coordinator: coordinator, builder: builder, view: view))
            }
        }
        return found
    }

    /// The class a `.navigationDestination(for: X.self) { x in x.view() }` maps, and the method without
    /// arguments its closure calls on the value (`view`); nil for any other call.
    static func mappedClass(of call: FunctionCallExprSyntax) -> (String, String)? {
        guard call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "navigationDestination",
            let argument = call.arguments.first(where: { $0.label?.text == "for" }),
            let type = argument.expression.as(MemberAccessExprSyntax.self), type.declName.baseName.text == "self",
            let named = type.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self),
            closure.statements.count == 1,
            let body = closure.statements.first?.item.as(FunctionCallExprSyntax.self), body.arguments.isEmpty,
            body.trailingClosure == nil,
            let member = body.calledExpression.as(MemberAccessExprSyntax.self),
            let receiver = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        let parameter =
            closure.signature?.parameterClause.flatMap { clause -> String? in
                if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) { return shorthand.first?.name.text }
                return clause.as(ClosureParameterClauseSyntax.self)?.parameters.first?.firstName.text
            } ?? "$0"
        guard receiver == parameter else { return nil }
        return (named, member.declName.baseName.text)
    }

    /// Whether `type` or a class it inherits from conforms to `Hashable` where it is declared.
    func isHashable(_ type: TypeDeclaration) -> Bool {
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let declaration = current, seen.insert(declaration.name).inserted {
            if declaration.inherited.contains("Hashable") { return true }
            current = declaration.inherited.lazy.compactMap { index.type(named: $0, kinds: [.class]) }.first
        }
        return false
    }
}

extension PushedCoordinatorsReader {
    /// Records the shape in a protocol's or base class's `result` where the coordinators show screens in
    /// no other way coordgen reads (no navigation controller, routes, flags, router nor held children)
    /// and views map them as values of a `NavigationPath`.
    func complete(_ result: inout ProtocolShapeDetector.Result) {
        let shape = result.shape
        guard shape.navigation == nil, shape.routes == nil, shape.flags == nil, shape.heldChildren == nil, shape.router == nil,
            shape.xcoordinator == nil, shape.rxflow == nil, shape.stinsen == nil, let (pushed, finding) = read()
        else { return }
        result.shape.pushedCoordinators = pushed
        result.findings.append(finding)
    }
}
