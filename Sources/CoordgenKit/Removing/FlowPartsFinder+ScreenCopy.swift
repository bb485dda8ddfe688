import SwiftSyntax

extension FlowPartsFinder {
    /// A screen `new screen --like` made for `coordinator`, found again the way it was made: the one
    /// screen of the app named `name` with a screen's kind (`BedsViewController`, `BedsView`), its own
    /// types (``ExampleFlowParts/init(screen:swap:index:)``) and the wiring it got beside its example's
    /// (``ExampleWiring``, in the coordinator and the files no other coordinator declares). Nil where the
    /// app has no such screen, or more than one.
    func screenCopy(_ name: FlowName, shownBy coordinator: String) throws -> GeneratedParts? {
        let scope = ModuleScope(project: project)
        let files = project.sources.files(project.sources.paths.filter { !scope.isTest($0) })
        let index = DeclarationIndex(files: files)
        let screens = index.types.filter { type in
            !type.isNested && !type.isLocal && ExampleFlowParts.isScreen(type) && ScreenTypeName.stem(of: type.name) == name.typeStem
        }
        guard screens.count == 1, let screen = screens.first, let shower = index.type(named: coordinator) else { return nil }
        // The other name only decides what the copy would be called: a removal renames nothing.
        let swap = ExampleNameSwap(old: name, new: try FlowName(parsing: name.typeStem == "Removed" ? "Gone" : "Removed"))
        let own = ExampleFlowParts(screen: screen, swap: swap, index: index)
        let ownTypes = Set(own.types.keys)
        var parts = GeneratedParts()
        for type in ownTypes.sorted() {
            guard let declared = index.type(named: type), !declared.isNested, !declared.isLocal else { continue }
            try addFile(of: declared, declaring: ownTypes, to: &parts)
        }
        let wired = ExampleScreenGenerator.wiredFiles(
            files, coordinator: shower, ownTypes: ownTypes, index: index, flowClass: shape.naming.flowClass)
        Self.add(
            ExampleWiring(files: wired, ownTypes: ownTypes, swap: swap, flowStems: ExampleWiring.flowStems(in: index), membersNamingCases: true),
            to: &parts)
        return parts
    }
}
