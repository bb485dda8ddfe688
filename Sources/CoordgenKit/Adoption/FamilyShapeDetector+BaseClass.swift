import Foundation
import SwiftSyntax

extension FamilyShapeDetector {
    // MARK: The base class

    /// The children, the methods that keep and release one, the finish closure and `finish()`, where the
    /// base class declares them rather than the protocol.
    func completeFromBaseClass(
        _ shape: inout ProtocolShape, base: TypeDeclaration, members: [DeclSyntax], result: inout ProtocolShapeDetector.Result
    ) {
        for member in members {
            guard let (name, type) = Self.storedProperty(member) else { continue }
            if shape.children == nil, let array = type.unwrapped.as(ArrayTypeSyntax.self),
                refersToCoordinator(TypeText(syntax: array.element).baseName, shape: shape)
            {
                shape.children = ChildrenShape(name: name, collection: .array, element: array.element.trimmedDescription)
                result.findings.append(
                    AdoptionFinding("children", "\(name): \(type.syntax.trimmedDescription), in \(base.name)", base.reference))
            } else if shape.finish.kind == .none, type.isFunction, Self.namesAnEnd(name) {
                shape.finish = FinishMechanism(kind: .closure, property: name, closureType: type.syntax.trimmedDescription)
                result.findings.append(
                    AdoptionFinding("finish", "closure \(name): \(type.syntax.trimmedDescription), in \(base.name)", base.reference))
            }
        }
        detectChildMethods(&shape, in: members, declaredBy: base.name, result: &result)
        providedByBaseClass(&shape, base: base, members: members, result: &result)
        if var flowType = shape.flowType, let label = Self.initialiserStoring(flowType, among: members) {
            flowType.baseInitLabel = label
            shape.flowType = flowType
            result.findings.append(
                AdoptionFinding(
                    "flow enum",
                    "\(base.name) stores \(flowType.property) through init(\(label):): a new coordinator passes its case there",
                    base.reference))
        } else if var flowType = shape.flowType,
            let storing = BaseInitStoringFlowType.find(flowType, navigation: shape.navigation, among: members)
        {
            flowType.baseInitLabel = storing.label
            flowType.baseInitNavigationLabel = storing.navigationLabel
            flowType.baseInitNavigationType = storing.navigationType
            shape.flowType = flowType
            let labels = [storing.label] + (storing.navigationLabel.map { [$0] } ?? [])
            result.findings.append(
                AdoptionFinding(
                    "flow enum",
                    "\(base.name) stores \(flowType.property) through init(\(labels.map { "\($0):" }.joined())): a new coordinator passes its case\(storing.navigationLabel == nil ? "" : " and its navigation controller") there instead of overriding \(flowType.property)",
                    base.reference))
        }
        if !shape.providesFinish, members.contains(where: { $0.as(FunctionDeclSyntax.self)?.name.text == "finish" }) {
            shape.providesFinish = true
        }
    }

    /// The label of the only initialiser among a base class's `members`, taking the flow's case alone, where
    /// the class stores the case in a `let` without a value (`let type: CoordinatorType` and
    /// `init(type: CoordinatorType)`): subclasses cannot override such a property, they pass their case.
    static func initialiserStoring(_ flowType: FlowTypeShape, among members: [DeclSyntax]) -> String? {
        let storesLet = members.contains { member in
            guard let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "let",
                let binding = variable.bindings.first, binding.initializer == nil, binding.accessorBlock == nil,
                binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == flowType.property
            else { return false }
            return binding.typeAnnotation.map { TypeText(syntax: $0.type).baseName } == flowType.enum
        }
        let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
        guard storesLet, initializers.count == 1, let parameters = initializers.first?.signature.parameterClause.parameters,
            parameters.count == 1, let parameter = parameters.first, TypeText(syntax: parameter.type).baseName == flowType.enum,
            parameter.defaultValue == nil
        else { return nil }
        return parameter.firstName.text
    }

    /// The methods among `members` (of a base class or a protocol extension) that keep and release a child.
    func detectChildMethods(
        _ shape: inout ProtocolShape, in members: [DeclSyntax], declaredBy owner: String, result: inout ProtocolShapeDetector.Result
    ) {
        if var children = shape.children, children.add == nil || children.remove == nil {
            for member in members {
                guard let function = member.as(FunctionDeclSyntax.self),
                    let parameter = function.signature.parameterClause.parameters.first,
                    function.signature.parameterClause.parameters.count == 1,
                    // A labelled one (`add(coordinator:)`) where the children are keyed: only it knows the key.
                    parameter.firstName.text == "_" || children.collection == .dictionary,
                    refersToCoordinator(TypeText(syntax: parameter.type).baseName, shape: shape)
                else { continue }
                let body = Self.body(of: function, throughOverloadsIn: members)
                let child = (parameter.secondName ?? parameter.firstName).text
                if children.add == nil, body.contains(".append(") || Self.storesUnderKey(child, in: children, body: body) {
                    children.add = function.name.text
                    children.addLabel = Self.label(of: parameter)
                    // It may also start the child (`start(_ coordinator:)`): a parent then calls it alone.
                    if body.contains("\(child).start(") { children.addStarts = true }
                    // It may also set the child's finish closure, which calls the remove method.
                    if shape.finish.kind == .closure, let property = shape.finish.property, body.contains(".\(property) =") {
                        children.addSetsFinish = true
                    }
                } else if children.remove == nil, body.contains(".remove") || Self.clearsKey(in: children, body: body) {
                    children.remove = function.name.text
                    children.removeLabel = Self.label(of: parameter)
                    if !TypeText(syntax: parameter.type).isOptional { children.removeTakesNonOptional = true }
                }
            }
            if let add = children.add, let remove = children.remove {
                let (addLabel, removeLabel) = (children.addLabel ?? "_", children.removeLabel ?? "_")
                result.findings.append(
                    AdoptionFinding(
                        "children", "kept with \(add)(\(addLabel):), released with \(remove)(\(removeLabel):)",
                        index.type(named: owner)?.reference))
            }
            shape.children = children
        }
    }

    /// The label a method takes its one parameter with, nil where it takes it without one.
    static func label(of parameter: FunctionParameterSyntax) -> String? {
        parameter.firstName.text == "_" ? nil : parameter.firstName.text
    }

    /// Whether `body` stores `child` in the keyed children (`childCoordinators[child.key()] = child`).
    static func storesUnderKey(_ child: String, in children: ChildrenShape, body: String) -> Bool {
        children.collection == .dictionary && body.contains("\(children.name)[") && body.contains("] = \(child)")
    }

    /// Whether `body` takes a child out of the keyed children (`childCoordinators[child.key()] = nil`).
    static func clearsKey(in children: ChildrenShape, body: String) -> Bool {
        children.collection == .dictionary && body.contains("\(children.name)[") && body.contains("] = nil")
    }

    /// A method's body, with those of the overloads of the same name it forwards to (`start(_ coordinator:)`
    /// calling `start(coordinator, url: nil)`).
    static func body(of function: FunctionDeclSyntax, throughOverloadsIn members: [DeclSyntax]) -> String {
        let name = function.name.text
        let own = function.body?.description ?? ""
        guard own.contains("\(name)(") else { return own }
        let overloads = members.compactMap { $0.as(FunctionDeclSyntax.self) }.filter {
            $0.name.text == name && $0.signature.parameterClause.parameters.count > function.signature.parameterClause.parameters.count
        }
        return ([own] + overloads.map { $0.body?.description ?? "" }).joined(separator: "\n")
    }

    /// Requirements besides `start()` that the base class implements (`start(with option:)`, `var
    /// rootViewController`, `subscript(type:)`): every subclass inherits them, so they are no longer
    /// requirements a new coordinator must write.
    func providedByBaseClass(
        _ shape: inout ProtocolShape, base: TypeDeclaration, members: [DeclSyntax], result: inout ProtocolShapeDetector.Result
    ) {
        let implemented = Set(members.compactMap(Self.memberKey))
        for requirement in (declaration.members ?? []).map(\.decl) {
            let text = requirement.requirementText
            guard let key = Self.memberKey(requirement), text != "func start()", implemented.contains(key),
                shape.otherRequirements.contains(text)
            else { continue }
            shape.otherRequirements.removeAll { $0 == text }
            // Named by the class of the chain that declares it (`Coordinator` above `NavigationCoordinator`).
            let owner = index.classChain(from: base).first { type in
                index.members(of: type).contains { Self.memberKey($0.decl) == key }
            } ?? base
            result.findings.append(AdoptionFinding("provided", "\(key), by \(owner.name)", owner.reference))
        }
        // Properties the base class declares (`var path = NavigationPath()`): its subclasses have them too.
        let declared = Set(members.compactMap(Self.propertyName))
        for requirement in (declaration.members ?? []).map(\.decl) {
            guard let (name, _) = Self.storedProperty(requirement), declared.contains(name),
                shape.otherRequirements.contains(requirement.requirementText)
            else { continue }
            shape.otherRequirements.removeAll { $0 == requirement.requirementText }
            result.findings.append(AdoptionFinding("provided", "var \(name), by \(base.name)", base.reference))
        }
    }

    /// A property's name, typed or declared by its initial value alone (`@Published var path = NavigationPath()`).
    static func propertyName(_ member: DeclSyntax) -> String? {
        member.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// A member as a requirement names it: `start(with:)`, `rootViewController`, `subscript(type:)`.
    /// A type's own member (`static func identifier()`) is named with `static `, so that only another
    /// static member meets it.
    static func memberKey(_ member: DeclSyntax) -> String? {
        if let function = member.as(FunctionDeclSyntax.self) {
            let typeLevel = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
            return (typeLevel ? "static " : "") + selector(function)
        }
        if let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1 {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let subscriptDecl = member.as(SubscriptDeclSyntax.self) {
            return "subscript(\(subscriptDecl.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
        }
        return nil
    }

    /// `start(with:)`: a function's name and argument labels.
    static func selector(_ function: FunctionDeclSyntax) -> String {
        "\(function.name.text)(\(function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
    }

    /// Whether `type` is a coordinator: the protocol, its base class or its superclass.
    func refersToCoordinator(_ type: String, shape: ProtocolShape) -> Bool {
        [shape.name, shape.baseClass, shape.superclass].contains(type)
    }

    /// A closure property with a name about ending (`onFinish`, `finishFlow`, `didComplete`).
    static func namesAnEnd(_ name: String) -> Bool {
        name.lowercased().contains("finish") || name.lowercased().contains("complet")
    }

    /// A stored or computed property's name and type.
    static func storedProperty(_ member: DeclSyntax) -> (String, TypeText)? {
        guard let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let type = binding.typeAnnotation?.type ?? InferredCollectionType.of(binding)
        else { return nil }
        return (name, TypeText(syntax: type))
    }

    // MARK: The finish closure of an output protocol

    /// A protocol other than the coordinator protocol that declares a closure about ending, which the
    /// coordinators' own protocols refine or the coordinators conform to (`CoordinatorFinishOutput`).
    /// Where flows' own protocols differ in what their closure passes (`((Item?) -> Void)?` in one,
    /// `(() -> Void)?` in the rest), the first that passes nothing: the ending a new flow has.
    func outputProtocolClosure(of shape: ProtocolShape) -> (TypeDeclaration, String, String)? {
        let conformances = CoordinatorConformances(index: index, protocolName: shape.name)
        let adopted = Set(conformances.coordinators.flatMap { $0.type.inherited + ($0.flowProtocol?.inherited ?? []) })
        var found: [(TypeDeclaration, String, String)] = []
        for output in index.types where output.kind == .protocol && output.name != shape.name && adopted.contains(output.name) {
            for member in output.members ?? [] {
                guard let (name, type) = Self.storedProperty(member.decl), type.isFunction, Self.namesAnEnd(name) else { continue }
                found.append((output, name, type.syntax.trimmedDescription))
                break
            }
        }
        return found.first { FinishMechanism(kind: .closure, closureType: $0.2).closureTakesNoArguments } ?? found.first
    }
}
