import SwiftSyntax

/// Reads the coordinator protocol's requirements into a ``ProtocolShape``: navigation, children,
/// finish mechanism, flow type, initialisers and the rest, and whether `finish()` and
/// `findCoordinator(type:)` are implemented for every coordinator.
struct ProtocolShapeDetector {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    struct Result {
        var shape: ProtocolShape
        var findings: [AdoptionFinding] = []
        var undecided: [String] = []
        /// Where the flow enum is declared.
        var flowEnumFile: String?
        /// A SwiftUI path of routes left among the requirements a new coordinator cannot write
        /// (``UnreadRoutePath``): no later reading takes it for a property to store.
        var unreadRoutePath: String?
    }

    func detect(flowEnumChoice: String?) throws(AdoptionError) -> Result {
        let name = declaration.name
        var shape = ProtocolShape(
            name: name, classBound: isClassBound(declaration), mainActor: isMainActor(declaration),
            navigation: nil, children: nil, finish: .none, flowType: nil, initializers: [], otherRequirements: [],
            providesFinish: false, providesFindCoordinator: false)
        // No protocol: the base class the coordinators share stands for it, and new ones subclass it.
        if standsForProtocol {
            shape.baseClass = name
            shape.classBound = true
        }
        var result = Result(shape: shape)
        if let binding = genericBaseBinding {
            result.shape.baseClassArgument = binding.argument
            result.findings.append(AdoptionFinding("base class", binding.finding(base: name), declaration.reference))
        }
        let reading = readRequirements(into: &result)
        shape = result.shape
        try resolveFlowEnum(&shape, reading: reading, choice: flowEnumChoice, result: &result)
        completeFinish(&shape, result: &result)
        readImplementations(&shape, result: &result)
        detectBaseClass(&shape, result: &result)
        result.shape = shape
        FamilyShapeDetector(index: index, declaration: declaration).complete(&result)
        // Before the plain detector, which would take a static requirement for a property each flow stores.
        EmptyStaticRequirement(index: index, declaration: declaration).complete(&result)
        PlainShapeDetector(index: index, declaration: declaration).complete(&result)
        SiblingImplementations(index: index, declaration: declaration).complete(&result)
        SiblingStoredProperties(index: index, declaration: declaration).complete(&result)
        // After the coordinators' shared implementations: the child management they do not share word for word.
        ChildManagementLikeSibling(index: index, declaration: declaration).complete(&result)
        AssociatedTypeWitnesses(index: index, declaration: declaration).complete(&result)
        // After the siblings' implementations: the method every parent has is one each coordinator implements.
        PerFlowParentDetector(index: index, declaration: declaration).complete(&result)
        PerFlowDelegateDetector(index: index, declaration: declaration).complete(&result)
        OwnNavigationStackType(index: index).complete(&result)
        BaseClassDesignatedInit(declaration: declaration).complete(&result)
        BaseClassOnlyInitializer(index: index).complete(&result)
        BaseInitTakingNothing(index: index).complete(&result)
        OverriddenStartScreen(index: index).complete(&result)
        BaseClassWithoutStart(index: index).complete(&result)
        // Last: a start requirement any step above recognised (`start(with:)`, a base's start) comes first.
        StartUnderAnotherName(index: index, declaration: declaration).complete(&result)
        return result
    }

    /// What reading the requirements leaves for later: where the flow enum was found, and a flow
    /// property whose type is no enum of the app (`var type: FlowKind`), which `--flow-enum` resolves.
    struct RequirementReading {
        var flowTypeSource: SourceReference?
        var unresolvedFlowProperty: (name: String, type: String, source: SourceReference, settable: Bool)?
    }

    /// Reads each requirement into `result.shape`: navigation, children, finish, flow enum, initialisers
    /// and the rest.
    private func readRequirements(into result: inout Result) -> RequirementReading {
        var reading = RequirementReading()
        var shape = result.shape
        for (item, file) in requirements() {
            read(item, file: file, shape: &shape, result: &result, reading: &reading)
        }
        result.shape = shape
        return reading
    }

    private func read(
        _ item: MemberBlockItemSyntax, file: SourceFile, shape: inout ProtocolShape, result: inout Result,
        reading: inout RequirementReading
    ) {
        let source = file.reference(to: item.decl)
        if let variable = item.decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let propertyName = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let annotation = binding.typeAnnotation
        {
            let type = TypeText(syntax: annotation.type)
            let settable = binding.accessorBlock?.description.contains("set") ?? false
            if let kind = classify(propertyName, type) {
                record(
                    kind, property: propertyName, annotation: annotation, settable: settable, source: source, shape: &shape,
                    result: &result, reading: &reading)
                return
            }
            if ["type", "flow", "kind", "coordinatorType", "flowType"].contains(propertyName), !type.isFunction {
                reading.unresolvedFlowProperty = (propertyName, type.baseName, source, settable)
                return
            }
            shape.otherRequirements.append(item.decl.requirementText)
        } else if let initializer = item.decl.as(InitializerDeclSyntax.self) {
            let parameters = initializer.signature.parameterClause.parameters.map { parameter in
                InitializerRequirement.Parameter(
                    label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text,
                    type: parameter.type.trimmedDescription)
            }
            let requirement = InitializerRequirement(signature: item.decl.requirementText, parameters: parameters)
            shape.initializers.append(requirement)
            result.findings.append(AdoptionFinding("init", requirement.signature, source))
        } else if item.decl.is(TypeAliasDeclSyntax.self) {
            // A protocol's typealias names a type for its conformers; none of them declares it again.
            return
        } else {
            shape.otherRequirements.append(item.decl.requirementText)
        }
    }

    /// Records a requirement `classify` recognised: the stack, the children, the finish closure or
    /// delegate, or the flow enum.
    private func record(
        _ kind: PropertyKind, property propertyName: String, annotation: TypeAnnotationSyntax, settable: Bool,
        source: SourceReference, shape: inout ProtocolShape, result: inout Result, reading: inout RequirementReading
    ) {
        let type = TypeText(syntax: annotation.type)
        switch kind {
        case .navigation:
            shape.navigation = PropertyRequirement(
                name: propertyName, type: type.unwrapped.trimmedDescription, optional: type.isOptional, settable: settable)
            result.findings.append(
                AdoptionFinding(
                    "navigation",
                    "\(propertyName): \(annotation.type.trimmedDescription)\(settable ? " { get set }" : " { get }")",
                    source))
        case .children(let key, let element):
            shape.children = ChildrenShape(
                name: propertyName, collection: key == nil ? .array : .dictionary, key: key,
                element: element)
            result.findings.append(
                AdoptionFinding("children", "\(propertyName): \(annotation.type.trimmedDescription)", source))
        case .closure:
            shape.finish = FinishMechanism(
                kind: .closure, property: propertyName, closureType: annotation.type.trimmedDescription)
            result.findings.append(
                AdoptionFinding("finish", "closure \(propertyName): \(annotation.type.trimmedDescription)", source))
        case .delegate(let delegate):
            shape.finish = finishDelegate(delegate, property: propertyName)
            result.findings.append(AdoptionFinding("finish", describe(shape.finish), delegate.reference))
        case .flowEnum(let flowEnum):
            shape.flowType = FlowTypeShape(property: propertyName, enum: flowEnum.name, cases: cases(of: flowEnum))
            shape.flowType?.settable = settable ? true : nil
            reading.flowTypeSource = flowEnum.reference
            result.flowEnumFile = flowEnum.reference.file
        }
    }

    /// The protocol's own requirements after those of the app's protocols it refines, each with its
    /// file: a coordinator conforming to `NavigationCoordinator: Coordinator` must meet both.
    func requirements() -> [(MemberBlockItemSyntax, SourceFile)] {
        var seen: Set<String> = []
        func collect(_ type: TypeDeclaration) -> [(MemberBlockItemSyntax, SourceFile)] {
            guard seen.insert(type.name).inserted else { return [] }
            let inherited = type.inherited.compactMap { index.type(named: $0, kinds: [.protocol]) }
                // The finish delegate a protocol refines is the parent's side, recorded as the finish
                // mechanism rather than as requirements of every coordinator.
                .filter { !$0.name.hasSuffix("Delegate") }
                .flatMap(collect)
            return inherited + (type.members ?? []).map { ($0, type.file) }
        }
        if standsForProtocol { return baseClassRequirements() }
        return collect(declaration)
    }

    /// Whether the declaration is the base class the coordinators share, standing for a protocol the app
    /// does not declare (``CoordinatorBaseClassDetector``).
    var standsForProtocol: Bool { declaration.kind == .class || declaration.kind == .typealias }

    /// What a base class standing for the protocol asks of its subclasses: the properties and
    /// initialisers they see (to read the stack, the children and how to call `super.init`). Its methods
    /// are implemented already, so none is demanded of a new coordinator again.
    private func baseClassRequirements() -> [(MemberBlockItemSyntax, SourceFile)] {
        let binding = genericBaseBinding
        return (declaration.members ?? []).filter { member in
            let modifiers: DeclModifierListSyntax
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                modifiers = variable.modifiers
                if modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) { return false }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                modifiers = initializer.modifiers
                if modifiers.contains(where: { $0.name.text == "convenience" }) { return false }
            } else {
                return false
            }
            return !modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
        }.map { member in
            // A generic base's parameter is read as the argument its flows give it.
            let read = binding.map { member.with(\.decl, $0.substituting(in: member.decl)) } ?? member
            // An initialiser is recorded by its signature, as a protocol would require it.
            guard let initializer = read.decl.as(InitializerDeclSyntax.self) else { return (read, declaration.file) }
            return (read.with(\.decl, DeclSyntax(initializer.with(\.body, nil))), declaration.file)
        }
    }

    /// The navigation controller a generic base standing for the protocol is filled with by every flow.
    private var genericBaseBinding: GenericBaseNavigationArgument? {
        standsForProtocol ? GenericBaseNavigationArgument.binding(of: declaration, index: index) : nil
    }

    private enum PropertyKind {
        case navigation
        case children(key: String?, element: String)
        case closure
        case delegate(TypeDeclaration)
        case flowEnum(TypeDeclaration)
    }

    private func classify(_ name: String, _ type: TypeText) -> PropertyKind? {
        let base = type.baseName
        if type.isFunction { return name.lowercased().contains("finish") || name.lowercased().contains("complet") ? .closure : nil }
        if base.contains("NavigationController") || (name.lowercased().contains("navigation") && !base.contains("Delegate")) {
            return .navigation
        }
        // A reference to another coordinator (`parentCoordinator: Coordinator?`) is not a finish
        // delegate, even though the protocol declares `finish()`.
        if base == declaration.name { return nil }
        let unwrapped = type.unwrapped
        if let array = unwrapped.as(ArrayTypeSyntax.self) {
            // An array of routes (`stack: [Destination]`) is a navigation path, not children.
            guard !holdsRoutes(TypeText(syntax: array.element).baseName) else { return nil }
            return .children(key: nil, element: array.element.trimmedDescription)
        }
        if let dictionary = unwrapped.as(DictionaryTypeSyntax.self) {
            return .children(key: dictionary.key.trimmedDescription, element: dictionary.value.trimmedDescription)
        }
        if let declared = index.type(named: base) {
            if declared.kind == .protocol, base.hasSuffix("Delegate") || finishMethod(of: declared) != nil {
                return .delegate(declared)
            }
            if declared.kind == .enum { return .flowEnum(declared) }
        }
        return nil
    }

    /// Whether `element` is a value a SwiftUI path holds: an enum, or the protocol's associated type.
    private func holdsRoutes(_ element: String) -> Bool {
        index.type(named: element, kinds: [.enum]) != nil || StructRouteReader(index: index).read(element) != nil
            || (declaration.members ?? []).contains { $0.decl.as(AssociatedTypeDeclSyntax.self)?.name.text == element }
    }

    /// The protocol's extensions, then its base classes and their extensions: where a method every
    /// coordinator has is written once.
    func sharedImplementationBodies() -> [(members: MemberBlockItemListSyntax?, file: SourceFile)] {
        var bodies = index.extensions(of: declaration.name).map { ($0.members, $0.file) }
        for base in CoordinatorConformances(index: index, protocolName: declaration.name).baseClasses {
            bodies += [(base.members, base.file)] + index.extensions(of: base.name).map { ($0.members, $0.file) }
        }
        return bodies
    }

    /// A method written once that hands the coordinator to its parent (``ProvidedFinishMethod``).
    func providedFinishMethod() -> ProvidedFinishMethod? { ProvidedFinishMethod.find(in: sharedImplementationBodies()) }

    /// Whether every coordinator gets `name()`: a protocol extension, or a class conforming to the
    /// protocol directly that others inherit from, implements it.
    func implementation(of name: String) -> (Bool, SourceReference?) {
        // In the protocol's extensions, the base classes or their extensions (`extension BaseCoordinator { func finish() }`).
        for (members, file) in sharedImplementationBodies() {
            for item in members ?? [] {
                if let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == name {
                    return (true, file.reference(to: function))
                }
            }
        }
        return (false, nil)
    }

    func cases(of declaration: TypeDeclaration) -> [String] {
        (declaration.members ?? []).flatMap { item -> [String] in
            item.decl.as(EnumCaseDeclSyntax.self)?.elements.map(\.name.text) ?? []
        }
    }

    /// The app's protocols that `type` refines, directly or through others, nearest first.
    func refinedProtocols(of type: TypeDeclaration) -> [String] {
        var found: [String] = []
        var queue = type.inherited
        while let name = queue.first, found.count < 20 {
            queue.removeFirst()
            guard !found.contains(name), let parent = index.type(named: name, kinds: [.protocol]) else { continue }
            found.append(name)
            queue += parent.inherited
        }
        return found
    }

    /// Whether a protocol is `@MainActor`, itself, through a protocol it refines, or in each of its
    /// requirements (`@MainActor func start()`, `@MainActor var children: [Coordinator] { get set }`).
    func isMainActor(_ type: TypeDeclaration, depth: Int = 0) -> Bool {
        if type.attributes.contains("MainActor") { return true }
        let requirements = (type.members ?? []).map(\.decl).filter { $0.is(FunctionDeclSyntax.self) || $0.is(VariableDeclSyntax.self) }
        let isolated = requirements.filter {
            ($0.as(FunctionDeclSyntax.self)?.attributes ?? $0.as(VariableDeclSyntax.self)?.attributes)?.names.contains("MainActor") == true
        }
        if !requirements.isEmpty, isolated.count == requirements.count { return true }
        return depth < 5
            && type.inherited.contains { name in
                index.type(named: name, kinds: [.protocol]).map { isMainActor($0, depth: depth + 1) } ?? false
            }
    }

    /// Whether a protocol is class-bound: it inherits `AnyObject`, `class`, `NSObjectProtocol`, or a
    /// protocol that is.
    func isClassBound(_ type: TypeDeclaration, depth: Int = 0) -> Bool {
        for inherited in type.inherited {
            if ["AnyObject", "class", "NSObjectProtocol"].contains(inherited) { return true }
            if depth < 5, let parent = index.type(named: inherited, kinds: [.protocol]), isClassBound(parent, depth: depth + 1) {
                return true
            }
        }
        return false
    }
}
