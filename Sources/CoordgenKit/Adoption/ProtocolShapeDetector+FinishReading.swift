import SwiftSyntax

/// How a flow ends where the protocol may not say: the finish delegate and its method, a delegate the
/// coordinators declare outside the protocol, or a method of the parent the children call.
extension ProtocolShapeDetector {
    /// The delegate method: the first requirement whose name mentions finishing, else the first method.
    func finishMethod(of delegate: TypeDeclaration) -> FunctionDeclSyntax? {
        let methods = (delegate.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        return methods.first { $0.name.text.lowercased().contains("finish") } ?? (delegate.name.hasSuffix("Delegate") ? methods.first : nil)
    }

    func finishDelegate(_ delegate: TypeDeclaration, property: String) -> FinishMechanism {
        let method = finishMethod(of: delegate)
        let parameters = method?.signature.parameterClause.parameters
        return FinishMechanism(
            kind: .delegate, protocol: delegate.name, classBound: isClassBound(delegate), property: property,
            method: method?.name.text, labels: parameters.map { $0.map(\.firstName.text) },
            parameterType: parameters?.first?.type.trimmedDescription,
            otherMethods: method.flatMap { FinishDelegateOtherMethods(index: index).read(delegate, finishMethod: $0) })
    }

    func describe(_ finish: FinishMechanism) -> String {
        let bound = finish.classBound == true ? "class-bound" : "not class-bound, so not weak"
        return "delegate \(finish.protocol ?? "?").\(finish.methodSignature ?? "?") through \(finish.property ?? "?") (\(bound))"
    }

    /// A finish delegate the coordinators declare although the protocol does not: a protocol with a
    /// `…Finish…` method taking a coordinator, and the property of that type in a conforming class.
    func delegateOutsideProtocol() -> (TypeDeclaration, String)? {
        // Summaries and text first, syntax trees last (reading members may parse a released file again):
        // a delegate declares a `…finish…` method (its summary's function names) in a file that names the
        // coordinator protocol, and a class that holds one has a property of its type (its summary's
        // property types: `SyntaxNames.typeName` names every type whose `TypeText.baseName` is a name).
        let delegates = index.types.filter { delegate in
            guard delegate.kind == .protocol, delegate.name != declaration.name,
                delegate.functionNames.contains(where: { $0.lowercased().contains("finish") }),
                delegate.file.text.contains(declaration.name),
                let method = finishMethod(of: delegate), method.name.text.lowercased().contains("finish")
            else { return false }
            return method.signature.parameterClause.parameters.contains { $0.type.trimmedDescription.contains(declaration.name) }
        }
        guard !delegates.isEmpty else { return nil }
        // One pass over the classes: the first delegate (in declaration order) that a class holds, and the
        // first property holding it.
        var found: [String: String] = [:]
        let delegateNames = Set(delegates.map(\.name))
        for type in index.types where type.kind == .class && type.propertyTypeNames.contains(where: delegateNames.contains) {
            for item in type.members ?? [] {
                guard let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                    let annotation = binding.typeAnnotation,
                    let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { continue }
                let typeName = TypeText(syntax: annotation.type).baseName
                if delegates.contains(where: { $0.name == typeName }), found[typeName] == nil { found[typeName] = property }
            }
        }
        return delegates.lazy.compactMap { delegate in found[delegate.name].map { (delegate, $0) } }.first
    }

    /// A parent's `…Finish…(_ child: Coordinator)` method that children reach through a property
    /// typed by the parent's class (`weak var parentCoordinator: MainCoordinator?`).
    /// The method may take the protocol (`childDidFinish(_ child: Coordinator?)`) or, where parents keep
    /// their children as another protocol (`[ChildCoordinator]`), that one (`childDidFinish(_ child: ChildCoordinator?)`).
    func parentMethod(childElement: String? = nil) -> (mechanism: FinishMechanism, source: SourceReference)? {
        let element = childElement.map { $0.hasPrefix("any ") ? String($0.dropFirst(4)) : $0 }
        let coordinators = CoordinatorConformances(index: index, protocolName: declaration.name).coordinators.map(\.type)
        // Who may declare the method: the protocol itself (`func childDidFinish(_ child: Coordinator)`
        // as a requirement), or a coordinator class (`MainCoordinator.childDidFinish(_:)`).
        let protocolMembers = requirements().map { ($0.0, $0.1) }
        var owners: [(name: String, members: [(MemberBlockItemSyntax, SourceFile)])] = [(declaration.name, protocolMembers)]
        owners += coordinators.map { owner in (owner.name, (owner.members ?? []).map { ($0, owner.file) }) }
        // Who may hold the parent: any coordinator, or the protocol (`var parentCoordinator: Coordinator?`).
        let holders = owners
        for owner in owners {
            for (item, file) in owner.members {
                guard let method = item.decl.as(FunctionDeclSyntax.self), method.name.text.lowercased().contains("finish"),
                    method.signature.parameterClause.parameters.count == 1,
                    let parameter = method.signature.parameterClause.parameters.first,
                    parameter.type.trimmedDescription.contains(declaration.name)
                        || element.map({ TypeText(syntax: parameter.type).baseName == $0 }) == true
                else { continue }
                for (holder, members) in holders where holder != owner.name || owner.name == declaration.name {
                    for (member, _) in members {
                        guard let variable = member.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                            let annotation = binding.typeAnnotation, TypeText(syntax: annotation.type).baseName == owner.name,
                            let property = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                        else { continue }
                        let isWeak = variable.modifiers.contains { $0.name.text == "weak" }
                        let mechanism = FinishMechanism(
                            kind: .parent, property: property, parentType: owner.name, weak: isWeak, method: method.name.text,
                            labels: [parameter.firstName.text], parameterType: parameter.type.trimmedDescription)
                        return (mechanism, file.reference(to: method))
                    }
                }
            }
        }
        return nil
    }
}
