import SwiftSyntax

extension FlowPartsFinder {
    /// A flow `new coordinator --like` made, found again the way it was made: its own types as the
    /// copy's parts are found (``ExampleFlowParts``: the coordinator and the types named after it that
    /// it reaches, with its first screen), and the wiring it got beside its example's (``ExampleWiring``:
    /// members, switch clauses and extensions named after it, its enum cases). Nil when the flow's
    /// coordinator does not carry its name.
    func exampleCopy(_ flow: CoordinatorNameResolver.Resolution) throws -> GeneratedParts? {
        let scope = ModuleScope(project: project)
        let files = project.sources.files(project.sources.paths.filter { !scope.isTest($0) })
        let index = DeclarationIndex(files: files)
        let name = try FlowName(parsing: flow.flow)
        // The other name only decides what the copy would be called: a removal renames nothing.
        let swap = ExampleNameSwap(old: name, new: try FlowName(parsing: name.typeStem == "Removed" ? "Gone" : "Removed"))
        guard let coordinator = index.type(named: flow.className), swap.contains(coordinator.name) else { return nil }
        let own = ExampleFlowParts(
            coordinator: coordinator, protocolName: flow.protocolName, swap: swap, index: index,
            routeEnums: ExampleFlowParts.routeEnums(of: shape, swap: swap))
        var ownTypes = Set(own.types.keys)
        // The copy's empty first screen when nothing the copy kept shows it (the example's code that
        // showed it called what the copy could not): a screen named after the flow, in its folder,
        // that no other file names, with the types named after the flow it reaches (its view).
        let unshown = Self.unshownScreens(named: swap, in: own.folder, besides: ownTypes, files: files, index: index)
        ownTypes.formUnion(Self.reached(from: unshown.map(\.name), named: swap, in: own.folder, index: index))
        var parts = GeneratedParts()
        for type in ownTypes.sorted() {
            guard let declared = index.type(named: type), !declared.isNested, !declared.isLocal else { continue }
            let helpers = Self.helpers(besides: declared, named: swap, index: index)
            try addFile(of: declared, declaring: ownTypes.union(helpers.named), filePrivate: helpers.filePrivate, to: &parts)
        }
        // A file that only extends the copy's types (`ZebraScreen.ViewModel.swift` holding `extension
        // ZebraScreen { … }`) was copied with them, as ``ExampleFileCopies`` copies such a file.
        for file in files where !parts.files.contains(file.path) && Self.onlyExtends(ownTypes, file: file) {
            parts.files.append(file.path)
        }
        Self.add(ExampleWiring(files: files, ownTypes: ownTypes, swap: swap, flowStems: ExampleWiring.flowStems(in: index)), to: &parts)
        return parts
    }

    /// The other types of the file declaring one of the copy's, which `--like` copied with it from the
    /// example's file: those named after the flow (`ZebraActions` beside `ZebraCoordinator`), which go
    /// with the flow (a use elsewhere blocks the removal), and the file's private ones (`private enum
    /// Constants`, `private extension Text`), which no other file sees.
    private static func helpers(
        besides declared: TypeDeclaration, named swap: ExampleNameSwap, index: DeclarationIndex
    ) -> (named: Set<String>, filePrivate: Set<String>) {
        let others = index.declarations.filter { $0.file.path == declared.file.path && !$0.isNested && !$0.isLocal }
        // A private extension (`private extension Text { … }`) is the file's own as a private type is.
        let filePrivate = Set(
            others.filter { $0.kind == .extension ? DeclarationLocator.isFilePrivate(in: $0.file.tree, at: $0.position) : $0.isFilePrivate }
                .map(\.name))
        let named = others.filter { $0.kind != .extension && swap.contains($0.name) && !filePrivate.contains($0.name) }
        return (Set(named.map(\.name)), filePrivate)
    }

    /// The wiring a copy got beside its example's: each copied node, and its enum cases.
    static func add(_ wiring: ExampleWiring, to parts: inout GeneratedParts) {
        for site in wiring.sites {
            for node in site.nodes {
                let text = node.as(ArrayElementSyntax.self)?.expression.trimmedDescription ?? node.trimmedDescription
                parts.declarations.append(.wiringCopy(text, what: ExampleWiring.describe(node)))
                if let item = node.as(MemberBlockItemSyntax.self), let member = ExampleWiringSites.declaredName(item.decl) {
                    parts.methodNames.insert(member)
                }
            }
            for element in site.elements {
                guard let owner = ExampleWiring.enumName(of: element) else { continue }
                parts.declarations.append(.enumCase(element.name.text, enumName: owner))
                parts.cases.append(.init(enumName: owner, caseName: element.name.text))
            }
        }
    }

    /// `names` and the types named after the flow, in `folder`, that their declarations name, transitively.
    private static func reached(from names: [String], named swap: ExampleNameSwap, in folder: String, index: DeclarationIndex) -> Set<String> {
        var found = Set(names)
        var queue = names
        while let name = queue.popLast() {
            for declaration in index.declarations(named: name).filter({ !$0.isNested }) + index.extensions(of: name) {
                for identifier in ExampleFlowParts.identifiers(in: declaration) where !found.contains(identifier) && swap.contains(identifier) {
                    guard let declared = index.type(named: identifier), !declared.isNested, !declared.isLocal,
                        folder.isEmpty || declared.file.path.hasPrefix(folder + "/")
                    else { continue }
                    found.insert(identifier)
                    queue.append(identifier)
                }
            }
        }
        return found
    }

    private static func unshownScreens(
        named swap: ExampleNameSwap, in folder: String, besides ownTypes: Set<String>, files: [SourceFile], index: DeclarationIndex
    ) -> [TypeDeclaration] {
        index.types.filter { type in
            guard !type.isNested, !type.isLocal, !ownTypes.contains(type.name), ExampleFlowParts.isScreen(type), swap.contains(type.name),
                folder.isEmpty || type.file.path.hasPrefix(folder + "/")
            else { return false }
            let extensionFiles = Set(index.extensions(of: type.name).map(\.file.path))
            return !files.contains { file in
                file.path != type.file.path && !extensionFiles.contains(file.path) && file.text.contains(type.name)
                    && ExampleWiringSites.identifiers(in: Syntax(file.tree)).contains(type.name)
            }
        }
    }

    /// Whether the file declares nothing but extensions of `ownTypes` (with its imports and file-private helpers).
    private static func onlyExtends(_ ownTypes: Set<String>, file: SourceFile) -> Bool {
        var extendsOwn = false
        for statement in file.tree.statements {
            let item = statement.item
            if item.is(ImportDeclSyntax.self) || ExampleFileCopies.isFilePrivate(item) { continue }
            guard item.as(DeclSyntax.self)?.is(ExtensionDeclSyntax.self) == true, ExampleFileCopies.isOwn(item, ownTypes: ownTypes) else { return false }
            extendsOwn = true
        }
        return extendsOwn
    }
}
