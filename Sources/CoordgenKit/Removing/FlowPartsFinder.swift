import SwiftSyntax

/// Finds again, through the app's one `DeclarationIndex` and its recorded shape (naming scheme, flow
/// enum, routes, factories), what `new coordinator` and `new screen` generated for a flow or a screen.
///
/// Family-neutral: every name comes from `.coordgen.yml`, so an app adopted with `coordgen init`
/// is read with its own spelling, as generation writes it.
struct FlowPartsFinder {
    let project: Project
    let shape: AppShape
    let index: DeclarationIndex

    init(project: Project, shape: AppShape) {
        self.project = project
        self.shape = shape
        // The command's one index: every file summarised once, its tree released (the few read again
        // are parsed again).
        index = project.model.index
    }

    /// The flow's own files and what it added elsewhere, and the flows it starts (by flow name).
    func coordinator(_ flow: CoordinatorNameResolver.Resolution) throws -> (parts: GeneratedParts, children: [String]) {
        if flow.className == shape.naming.root { throw RemovalError.isRoot(flow.className) }
        guard let declaration = index.type(named: flow.className, kinds: [.class]) else {
            throw GeneratorError.typeNotFound(
                name: "class \(flow.className)", hint: "check the spelling (`coordgen tree` lists the coordinators)")
        }
        let name = try FlowName(parsing: flow.flow)
        var parts = GeneratedParts()
        let ownTypes = ownTypes(of: flow, declaredBy: declaration, name: name)
        try addFile(of: declaration, declaring: ownTypes, to: &parts)

        let methods = functionNames(of: flow.className)
        let children = children(startedBy: methods)
        // A method starting a child flow is no screen's, whatever its verb (`openPayment()` in the item family).
        let starts = Set(methods.filter { method in children.contains { startsFlow(method, named: $0) } })
        let screens = screens(shownBy: methods.filter { !starts.contains($0) }, first: name.typeStem)
        for screen in screens {
            parts.formUnion(try screenFiles(screen, flow: name.typeStem))
        }
        parts.formUnion(ownModuleFactory(of: name.typeStem))
        if let test = index.type(named: "\(flow.className)Tests", kinds: [.class, .struct]) {
            // The test file goes whole, with its helpers (a finish-delegate spy); a use of one elsewhere stops the removal.
            let helpers = index.declarations.filter { $0.file.path == test.file.path && !$0.isNested && !$0.isLocal }.map(\.name)
            try addFile(of: test, declaring: Set(helpers), to: &parts)
        }
        // The parent's method in the app's own verb (`runReservationFlow`, `openReservationCoordinator`).
        let parents = declarationsWithMethod(shape.naming.openFlowMethod(for: name.typeStem)).filter { !ownTypes.contains($0) }
        parts.formUnion(wiring(of: name, parents: parents))
        // The property a parent holds the flow in, where the app keeps no children collection.
        if !parents.isEmpty, let held = HeldChildProperty(shape: shape.protocol, flowClass: flow.className) {
            parts.declarations.append(.property(held.name, inTypes: Set(parents)))
        }
        // The call a tab parent handing its tabs' stacks by position makes at the end of the method setting them.
        let open = shape.naming.openFlowMethod(for: name.typeStem)
        parts.declarations += TabsFromStackArray.startCalls(of: open, inParents: parents, index: index)
        // What the app's family adds: the views that show the flow and what its parents got to hold it.
        let removed = RemovedFlow(resolution: flow, name: name, parents: parents, screens: screens)
        parts.formUnion(try shape.protocol.family.flowParts(of: removed, in: self))
        return (parts, children)
    }

    /// The coordinator class and the protocols generation wrote in its file: the flow's protocol and, in
    /// the router family, its own output protocol (`{Name}CoordinatorOutput`).
    private func ownTypes(
        of flow: CoordinatorNameResolver.Resolution, declaredBy declaration: TypeDeclaration, name: FlowName
    )
        -> Set<String>
    {
        var ownTypes: Set<String> = [flow.className]
        // What the family writes beside the coordinator (its route enum), where it is in the same file.
        for own in shape.protocol.family.ownTypes(ofFlow: name) where index.type(named: own)?.file.path == declaration.file.path {
            ownTypes.insert(own)
        }
        let outputProtocol = shape.protocol.finish.protocol.flatMap {
            $0.contains(NamingScheme.placeholder) ? NamingScheme.apply($0, to: name.typeStem) : nil
        }
        for protocolName in [flow.protocolName, outputProtocol].compactMap({ $0 })
        where index.type(named: protocolName)?.file.path == declaration.file.path {
            ownTypes.insert(protocolName)
        }
        return ownTypes
    }

    /// The flow's screens: its first, then those `methods` show by `pushTo…`/`present…` or as the app's
    /// family shows them (`show…` raising a flag).
    private func screens(shownBy methods: [String], first: String) -> [String] {
        var screens = [first]
        let screenPrefixes = ["pushTo", "present"] + shape.protocol.family.screenMethodPrefixes
        for method in methods {
            for prefix in screenPrefixes where method.hasPrefix(prefix) && method.count > prefix.count {
                let screen = String(method.dropFirst(prefix.count))
                if !screens.contains(screen) { screens.append(screen) }
            }
        }
        return screens
    }

    /// What wires the flow in, family-neutral: the parents' method that starts it, its factory methods
    /// (and the box a presented flow is made in, `makeReservationCoordinatorBox`), its flow enum's case.
    private func wiring(of name: FlowName, parents: [String]) -> GeneratedParts {
        var parts = GeneratedParts()
        let open = shape.naming.openFlowMethod(for: name.typeStem)
        if !parents.isEmpty { parts.declarations.append(.method(open, inTypes: Set(parents))) }
        parts.methodNames.insert(open)
        if let factory = shape.protocol.coordinatorFactory {
            let box = factory.boxMethod.map { NamingScheme.apply($0, to: name.typeStem) }
            for make in [String(factory.method(for: name.typeStem).prefix { $0 != "(" })] + (box.map { [$0] } ?? []) {
                parts.declarations.append(.method(make, inTypes: [factory.protocol, factory.implementation]))
                parts.methodNames.insert(make)
            }
        }
        // The parent's own finish method for the flow, where the app's parents have one per child.
        if let perFlow = PerFlowParentFinish(shape.protocol.finish) { parts.formUnion(perFlow.parts(of: name, in: self)) }
        // The parents' extensions adopting the flow's own delegate protocol, where each flow declares one.
        if let perFlow = PerFlowDelegateFinish(shape.protocol.finish) { parts.formUnion(perFlow.parts(of: name, in: self)) }
        if let flowType = shape.protocol.flowType {
            parts.declarations.append(.enumCase(name.caseName, enumName: flowType.enum))
            parts.cases.append(.init(enumName: flowType.enum, caseName: name.caseName))
            let clause = ExhaustiveFlowSwitches.clause(name.caseName)
            parts.declarations.append(.wiringCopy(clause, what: "case .\(name.caseName): break in the switches over \(flowType.enum)"))
        }
        return parts
    }

    /// The flows `methods` start (`openHikesCoordinator`, or in the family's own verb), by flow name,
    /// where the app declares them.
    private func children(startedBy methods: [String]) -> [String] {
        var children: [String] = []
        for method in methods {
            for pattern in childFlowMethodPatterns {
                guard let child = NamingScheme.match(pattern, method), !child.isEmpty, !children.contains(child),
                    index.type(named: NamingScheme.apply(shape.naming.flowClass, to: child), kinds: [.class]) != nil
                else { continue }
                children.append(child)
            }
        }
        return children
    }

    /// The names a parent's method starting a child flow has: the app's verb, then the family's.
    private var childFlowMethodPatterns: [String] {
        [shape.naming.openFlow ?? "open\(NamingScheme.placeholder)Coordinator"] + shape.protocol.family.childFlowMethodPatterns
    }

    /// The classes declaring a method that starts the flow named `stem` in the family's own verb
    /// (`openZebra()` in the item family), besides the app's (`naming.openFlow`), the flow's class aside.
    func classesStartingInFamilyVerb(flow stem: String, flowClass: String) -> [String] {
        let methods = shape.protocol.family.childFlowMethodPatterns.map { NamingScheme.apply($0, to: stem) }
        return methods.flatMap(declarationsWithMethod).filter { $0 != flowClass && index.type(named: $0, kinds: [.class]) != nil }
    }

    /// Whether `method` starts the flow named `child`.
    private func startsFlow(_ method: String, named child: String) -> Bool {
        childFlowMethodPatterns.contains { NamingScheme.match($0, method) == child }
    }

    /// A case of the app's one route enum and its clause in every view builder that handles it (the
    /// `EmptyView()` ones the other coordinators got).
    func appWideRouteParts(_ caseName: String, routes: RouteShape) -> GeneratedParts {
        var parts = GeneratedParts()
        parts.declarations.append(.enumCase(caseName, enumName: routes.enum))
        parts.cases.append(.init(enumName: routes.enum, caseName: caseName))
        for type in declarationsWithMethod(routes.viewBuilderName) {
            parts.declarations.append(.switchClause(caseName, typeName: type, function: routes.viewBuilder))
        }
        if routes.destinationsInViews == true {
            let clause = ViewDestinationSwitches.emptyClause(caseName)
            parts.declarations.append(.wiringCopy(clause, what: "case .\(caseName): EmptyView() in the views' destinations"))
        }
        // The `break` clause other switch statements over every case got (the enum's own `hash(into:)`).
        let exhaustive = ExhaustiveFlowSwitches.clause(caseName)
        parts.declarations.append(.wiringCopy(exhaustive, what: "case .\(caseName): break in the switches over \(routes.enum)"))
        for arm in LiteralSwitchArm.possibleClauses(caseName) {
            parts.declarations.append(.wiringCopy(arm, what: "case .\(caseName)'s literal in the switches over \(routes.enum)"))
        }
        return parts
    }

    /// A screen's file and, in apps with a screen factory, its factory method. Nothing when the app
    /// does not declare the screen (the flow was made without one, or it was removed by hand).
    func screenFiles(_ screen: String, flow: String) throws -> GeneratedParts {
        var parts = GeneratedParts()
        let screenClass = NamingScheme.apply(shape.naming.screen, to: screen)
        let factory = shape.protocol.screenFactory
        // The screen's own view protocol, declared beside it where the factory returns one (`ReceiptView`).
        let viewProtocol = factory.flatMap { $0.viewProtocolRefines == nil ? nil : $0.returns.map { NamingScheme.apply($0, to: screen) } }
        if let declaration = index.type(named: screenClass) {
            // The previews struct the SwiftUI screen template writes beside the view in an app of `PreviewProvider`s.
            let previews = index.type(named: "\(screenClass)_Previews", kinds: [.struct]).map { [$0.name] } ?? []
            try addFile(of: declaration, declaring: Set([screenClass] + (viewProtocol.map { [$0] } ?? []) + previews), to: &parts)
        }
        if let factory {
            let make = String(factory.method(for: screen).prefix { $0 != "(" })
            // The flow's own protocol where each flow has one (`{Name}ModuleFactory`).
            let owner = NamingScheme.apply(factory.protocol, to: flow)
            parts.declarations.append(.method(make, inTypes: [owner, factory.implementation]))
            parts.methodNames.insert(make)
        }
        return parts
    }

    /// The file of a flow's own module factory protocol (`ReservationModuleFactory.swift`) as `new
    /// coordinator` writes it: the protocol, and the implementation's conformance in an extension.
    private func ownModuleFactory(of flow: String) -> GeneratedParts {
        var parts = GeneratedParts()
        guard let factory = shape.protocol.screenFactory, factory.protocol.contains(NamingScheme.placeholder),
            let own = index.type(named: NamingScheme.apply(factory.protocol, to: flow), kinds: [.protocol])
        else { return parts }
        let inFile = index.declarations.filter { $0.file.path == own.file.path && !$0.isNested && !$0.isLocal }
        guard inFile.allSatisfy({ $0.name == own.name || $0.name == factory.implementation }) else { return parts }
        parts.files.append(own.file.path)
        parts.typeNames.insert(own.name)
        return parts
    }

    /// The names of the functions `typeName` and its extensions declare.
    func functionNames(of typeName: String) -> [String] {
        let declarations = index.declarations(named: typeName) + index.extensions(of: typeName)
        return declarations.flatMap { declaration in
            (declaration.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self).map { SourceEditNames.unescaped($0.name) } }
        }
    }

    /// The types and extended types whose bodies declare a function named `method`.
    func declarationsWithMethod(_ method: String) -> [String] {
        var names: [String] = []
        for declaration in index.declarations where !names.contains(declaration.name) {
            let declares = (declaration.members ?? []).contains {
                $0.decl.as(FunctionDeclSyntax.self).map { SourceEditNames.unescaped($0.name) } == method
            }
            if declares { names.append(declaration.name) }
        }
        return names
    }

    /// Adds the file that holds `declaration` to the files to delete, once it is known to declare
    /// nothing at its top level but `names` and extensions of them or of the types nested in them
    /// (`extension ReservationCoordinator.Destination: Hashable {}`), and `filePrivate` (a file's own
    /// helpers no other file sees, which go with it and block nothing).
    func addFile(
        of declaration: TypeDeclaration, declaring names: Set<String>, filePrivate: Set<String> = [], to parts: inout GeneratedParts
    ) throws {
        let path = declaration.file.path
        let belongs = { (name: String) in
            names.contains(name) || filePrivate.contains(name) || names.contains { name.hasPrefix($0 + ".") }
        }
        let others = index.declarations.filter { $0.file.path == path && !$0.isNested && !$0.isLocal && !belongs($0.name) }.map(\.name)
        if !others.isEmpty { throw RemovalError.fileHoldsMore(file: path, names: others) }
        if !parts.files.contains(path) { parts.files.append(path) }
        parts.typeNames.formUnion(names)
    }
}
