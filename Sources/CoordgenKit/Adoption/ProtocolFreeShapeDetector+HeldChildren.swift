import SwiftSyntax

extension ProtocolFreeShapeDetector {
    /// How `type` holds its children where it makes each in its initialiser passing itself
    /// (`menuCoordinator = MenuCoordinator(parent: self)`) and the child holds it back in a stored
    /// property typed by `type`; with the view that receives a child (`MenuCoordinatorView`). Nil when
    /// `type` makes no such child, or no view of the app receives one.
    func heldChildren(of type: TypeDeclaration) -> (shape: HeldChildrenShape, finding: String)? {
        let members = allMembers(of: type)
        let properties = members.compactMap(Self.property)
        let statements = members.compactMap { $0.as(InitializerDeclSyntax.self) }.flatMap(HeldChildStatement.all)
        for statement in statements {
            guard
                let childName = statement.calledType
                    ?? properties.first(where: { $0.name == statement.property })?.type,
                let child = index.type(named: childName, kinds: [.class]), Self.conformance(of: child, in: index) != nil,
                allMembers(of: child).compactMap(Self.property).contains(where: { $0.type == type.name }),
                let (view, wrapper) = receivingView(of: child.name)
            else { continue }
            let pattern = view.hasPrefix(child.name) ? "{Coordinator}" + view.dropFirst(child.name.count) : view
            let shape = HeldChildrenShape(parentLabel: statement.parentLabel, view: pattern, viewWrapper: wrapper)
            let finding =
                "no path of routes nor flags: \(type.name) makes each child in its initialiser passing itself (`\(statement.item.trimmedDescription)`), the child holding it back; \(view) receives \(child.name) (\(wrapper))"
            return (shape, finding)
        }
        return nil
    }

    /// The view struct holding a `coordinator` in a property, and that property's wrapper.
    private func receivingView(of coordinator: String) -> (String, String)? {
        for view in index.types where view.kind == .struct && view.inherited.contains("View") {
            for member in view.members ?? [] {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.bindings.first?.typeAnnotation.map({ TypeText(syntax: $0.type).baseName }) == coordinator
                else { continue }
                let wrapper = variable.attributes.first?.as(AttributeSyntax.self).map { "@" + $0.attributeName.trimmedDescription }
                return (view.name, wrapper ?? "")
            }
        }
        return nil
    }
}
