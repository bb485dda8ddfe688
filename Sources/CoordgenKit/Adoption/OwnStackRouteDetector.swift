import SwiftSyntax

/// Reads the SwiftUI family where every coordinator holds its own navigation state: the protocol
/// requires the path (`var path: NavigationPath { get set }`, `var stack: [Destination] { get set }`),
/// a `Hashable` route enum lists what a flow pushes (an associated type each coordinator nests, or one
/// enum for the app), a view builder switches over it (in the protocol, or in the coordinators), and a
/// protocol extension pushes and pops (`push(_:)`, `show(_:)`, `pop()`, `back()`).
///
/// The swiftui style's own shape keeps the path in a shared navigator instead; that one is read by
/// ``FamilyShapeDetector``, and this runs only where it found none.
struct OwnStackRouteDetector {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    /// The route shape, with the requirements it accounts for taken out of `shape.otherRequirements`;
    /// nil when the protocol does not require a path of routes.
    func routes(of shape: inout ProtocolShape) -> RouteShape? {
        let members = (declaration.members ?? []).map(\.decl)
        let associated = Set(
            members.compactMap { $0.as(AssociatedTypeDeclSyntax.self) }.filter { associated in
                associated.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "Hashable" } ?? false
            }.map(\.name.text))
        guard let (path, enumName) = members.lazy.compactMap({ pathProperty($0, associated: associated) }).first else { return nil }
        let coordinators = CoordinatorConformances(index: index, protocolName: declaration.name).coordinators.map(\.type)
        let takesRoute = { (function: FunctionDeclSyntax) in
            function.signature.parameterClause.parameters.first.map { TypeText(syntax: $0.type).baseName == enumName } ?? false
        }
        // The view builder: required by the protocol, else written alike by the coordinators.
        let required = members.compactMap { $0.as(FunctionDeclSyntax.self) }.first(where: takesRoute)
        let written = coordinators.lazy.flatMap { ($0.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) } }
            .first { takesRoute($0) && $0.signature.returnClause?.type.trimmedDescription.hasPrefix("some View") == true }
        guard let builder = required ?? written, let label = builder.signature.parameterClause.parameters.first?.firstName.text
        else { return nil }
        let extensionMethods = index.extensions(of: declaration.name).flatMap { Array($0.members ?? []) }.compactMap {
            $0.decl.as(FunctionDeclSyntax.self)
        }
        // Push: takes a route and appends it. Pop: takes nothing and drops the top route only.
        guard
            let push = extensionMethods.first(where: { takesRoute($0) && ($0.body?.description.contains(".append(") ?? false) })
        else { return nil }
        let pops = extensionMethods.filter { method in
            let body = method.body?.description ?? ""
            return method.signature.parameterClause.parameters.isEmpty
                && (body.contains("removeLast()") || body.contains("popLast()"))
        }
        let pop = pops.first { $0.name.text == "pop" } ?? pops.first
        let firstRoute = members.compactMap(FamilyShapeDetector.storedProperty).first { $0.1.baseName == enumName }?.0
        let perFlow = coordinators.contains { coordinator in
            index.types.contains { $0.kind == .enum && $0.qualifiedName == "\(coordinator.name).\(enumName)" }
        }

        // What the route shape accounts for is no longer an unknown requirement; nor are the associated
        // types the requirements it consumes use (the view builder's `some View` type).
        let consumedNames = Set([path.name, firstRoute].compactMap { $0 })
        let builderTypes = Set([required?.signature.returnClause.map { TypeText(syntax: $0.type).baseName }].compactMap { $0 })
        let consumed = Set(
            members.filter { member in
                if let associatedType = member.as(AssociatedTypeDeclSyntax.self) {
                    return associatedType.name.text == enumName || builderTypes.contains(associatedType.name.text)
                }
                if let required, Syntax(required).id == Syntax(member).id { return true }
                return FamilyShapeDetector.storedProperty(member).map { consumedNames.contains($0.0) } ?? false
            }.map(\.requirementText))
        shape.otherRequirements.removeAll(where: consumed.contains)
        if declaration.inherited.contains("ObservableObject") { shape.classBound = true }
        return RouteShape(
            enum: enumName, perFlow: perFlow, firstRoute: firstRoute, viewBuilder: "\(builder.name.text)(\(label):)",
            navigator: path, push: push.name.text, present: "present", pop: pop?.name.text ?? "pop", dismiss: "dismiss",
            ownStack: true)
    }

    /// A settable property holding the routes pushed: a `NavigationPath` of the protocol's `Hashable`
    /// associated type (the only one), or an array of an associated type or of an enum of the app.
    private func pathProperty(_ member: DeclSyntax, associated: Set<String>) -> (PropertyRequirement, String)? {
        guard let (name, type) = FamilyShapeDetector.storedProperty(member), !type.isOptional,
            member.as(VariableDeclSyntax.self)?.bindings.first?.accessorBlock?.description.contains("set") == true
        else { return nil }
        let requirement = PropertyRequirement(name: name, type: type.syntax.trimmedDescription)
        if type.baseName == "NavigationPath" {
            return associated.count == 1 ? associated.first.map { (requirement, $0) } : nil
        }
        guard let element = type.unwrapped.as(ArrayTypeSyntax.self).map({ TypeText(syntax: $0.element).baseName }),
            associated.contains(element) || index.type(named: element, kinds: [.enum]) != nil
        else { return nil }
        return (requirement, element)
    }
}
