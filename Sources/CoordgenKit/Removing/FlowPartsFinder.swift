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
        let sources = project.sources
        index = DeclarationIndex(files: sources.files(sources.paths))
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
        var ownTypes: Set<String> = [flow.className]
        // The flow's protocol and, in the router family, its own output protocol (`{Name}CoordinatorOutput`),
        // where generation wrote them: in the coordinator's file.
        let outputProtocol = shape.protocol.finish.protocol.flatMap {
            $0.contains(NamingScheme.placeholder) ? NamingScheme.apply($0, to: name.typeStem) : nil
        }
        for protocolName in [flow.protocolName, outputProtocol].compactMap({ $0 })
        where index.type(named: protocolName)?.file.path == declaration.file.path {
            ownTypes.insert(protocolName)
        }
        try addFile(of: declaration, declaring: ownTypes, to: &parts)

        let methods = functionNames(of: flow.className)
        var screens = [name.typeStem]
        // Screens are shown by `pushTo…`/`present…`, or by `show…` raising a flag.
        let screenPrefixes = ["pushTo", "present"] + (shape.protocol.flags.map { [$0.show] } ?? [])
        for method in methods {
            for prefix in screenPrefixes where method.hasPrefix(prefix) && method.count > prefix.count {
                let screen = String(method.dropFirst(prefix.count))
                if !screens.contains(screen) { screens.append(screen) }
            }
        }
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
        let open = shape.naming.openFlowMethod(for: name.typeStem)
        let parents = declarationsWithMethod(open).filter { !ownTypes.contains($0) }
        if !parents.isEmpty { parts.declarations.append(.method(open, inTypes: Set(parents))) }
        parts.methodNames.insert(open)
        if let factory = shape.protocol.coordinatorFactory {
            // The box a presented flow is made in, where the app's factory has them (`makeReservationCoordinatorBox`).
            let box = factory.boxMethod.map { NamingScheme.apply($0, to: name.typeStem) }
            for make in [String(factory.method(for: name.typeStem).prefix { $0 != "(" })] + (box.map { [$0] } ?? []) {
                parts.declarations.append(.method(make, inTypes: [factory.protocol, factory.implementation]))
                parts.methodNames.insert(make)
            }
        }
        if let flowType = shape.protocol.flowType {
            parts.declarations.append(.enumCase(name.caseName, enumName: flowType.enum))
            parts.cases.append(.init(enumName: flowType.enum, caseName: name.caseName))
        }
        if let flags = shape.protocol.flags, shape.protocol.routes == nil {
            // A flow of flags: the view binding them, and what its parent got to hold and present it.
            let flagView = flags.view(of: flow.className)
            if let view = index.type(named: flagView, kinds: [.struct]) { try addFile(of: view, declaring: [flagView], to: &parts) }
            let parentClasses = Set(parents.filter { index.type(named: $0, kinds: [.class]) != nil })
            if !parentClasses.isEmpty {
                parts.declarations.append(.property(name.caseName, inTypes: parentClasses))
                parts.declarations.append(.presentingModifier(property: name.caseName, view: flagView))
            }
        } else if let routes = shape.protocol.routes, routes.ownStack == true, let flows = routes.flows {
            // A flow with a stack of its own: its stack view, and what its parent got to hold and present it.
            let stackView = flows.viewPerFlow ? flows.view(for: name.typeStem) : "\(flow.className)View"
            if let view = index.type(named: stackView, kinds: [.struct]) { try addFile(of: view, declaring: [stackView], to: &parts) }
            let parentClasses = Set(parents.filter { index.type(named: $0, kinds: [.class]) != nil })
            if !parentClasses.isEmpty {
                parts.declarations.append(.property(name.caseName, inTypes: parentClasses))
                parts.declarations.append(.presentingModifier(property: name.caseName, view: stackView))
                if flows.endsThroughParent, let finish = flows.parentFinish {
                    parts.declarations.append(.statement("\(name.caseName) = nil", function: finish, inTypes: parentClasses))
                }
            }
            if !routes.perFlow {
                for screen in screens { parts.formUnion(appWideRouteParts(try FlowName(parsing: screen).caseName, routes: routes)) }
            }
        } else if let routes = shape.protocol.routes {
            for parent in parents where index.type(named: parent, kinds: [.class]) != nil {
                parts.declarations.append(.enumCase(name.caseName, enumName: routes.perFlow ? "\(parent).\(routes.enum)" : routes.enum))
                parts.declarations.append(.switchClause(name.caseName, typeName: parent, function: routes.viewBuilder))
            }
        }
        let openPattern = shape.naming.openFlow ?? "open\(NamingScheme.placeholder)Coordinator"
        let children = methods.compactMap { method -> String? in
            guard let child = NamingScheme.match(openPattern, method), !child.isEmpty else { return nil }
            return index.type(named: NamingScheme.apply(shape.naming.flowClass, to: child), kinds: [.class]) == nil ? nil : child
        }
        return (parts, children)
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
            try addFile(of: declaration, declaring: Set([screenClass] + (viewProtocol.map { [$0] } ?? [])), to: &parts)
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
    /// (`extension ReservationCoordinator.Destination: Hashable {}`).
    private func addFile(of declaration: TypeDeclaration, declaring names: Set<String>, to parts: inout GeneratedParts) throws {
        let path = declaration.file.path
        let belongs = { (name: String) in names.contains(name) || names.contains { name.hasPrefix($0 + ".") } }
        let others = index.declarations.filter { $0.file.path == path && !$0.isNested && !$0.isLocal && !belongs($0.name) }.map(\.name)
        if !others.isEmpty { throw RemovalError.fileHoldsMore(file: path, names: others) }
        if !parts.files.contains(path) { parts.files.append(path) }
        parts.typeNames.formUnion(names)
    }
}
