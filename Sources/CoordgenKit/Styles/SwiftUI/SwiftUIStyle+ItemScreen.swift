import Foundation

extension SwiftUIStyle {
    /// A screen in an app whose coordinators show screens through optional items (`shape.items`): its view
    /// and its view model, which is the item; in the coordinator the item beside the others
    /// (`@Published var giraffeViewModel: GiraffeViewModel?`) and `openGiraffe()`, which sets it; and in the
    /// coordinator's view the app's item modifier binding it (`.navigation(item:)`), after the view's
    /// others. The view model's `done()` sets the item back to nil, which closes the screen.
    func planItemScreen(
        _ request: ScreenRequest, items: ItemRoutesShape, into plan: inout Plan
    ) throws -> (method: String, coordinatorClass: String) {
        try SwiftUITypeNames.check(request.name)
        var sources = ProjectSources(project: request.project)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &plan)
        let viewModel = ItemScreenNames.viewModel(ofScreen: request.name.typeStem)
        let item = ItemRoutesShape.property(ofType: viewModel)
        let method = "\(items.show)\(request.name.typeStem)()"
        let view = items.view(of: coordinator.className)
        let modifier = try request.options.presentsModally ? "sheet" : itemModifier(of: view, near: coordinator, items: items, sources: &sources)
        let snippet = """
            /// Shows the \(request.name.title) screen (\(view) binds \(item) with .\(modifier)(item:)).
            func \(method) {
                \(item) = \(viewModel)(coordinator: self)
            }
            """
        let writer = CoordinatorMethodWriter(resolution: coordinator, in: request.project)
        let classFile = try writer.add(method: method, snippet: snippet, in: &sources)
        try sources.edit(classFile, action: "added \(item)", target: coordinator.className) {
            try ItemPropertyInserter.addingItem(item, type: viewModel, toClass: coordinator.className, in: $0)
        }
        try sources.importCombineForPublished(in: classFile, shape: request.files.app.shape)
        let screenClass = request.files.conventions(for: request.subject).screenClass
        try addItemModifier(
            modifier, item: item, content: "\(screenClass)(viewModel: $0)", view: view, near: classFile,
            sources: &sources)
        if request.options.presentsModally, modifier != items.modifier {
            plan.notes.append("--present: \(item) is bound with SwiftUI's .sheet(item:), the app's views bind their items with .\(items.modifier)(item:)")
        }
        let kind = ScreenKind(role: .itemScreen, typeSuffix: screen.typeSuffix, noun: screen.noun)
        try request.planScreenFile(
            kind, flow: coordinator.flow, coordinatorClass: coordinator.className,
            companions: [(.itemViewModel, "\(viewModel).swift")], into: &plan)
        try sources.addEdits(to: &plan)
        return (method, coordinator.className)
    }

    /// The modifier `view` pushes its items with, the outermost where it binds several (`navigation` for
    /// `.navigation(item:)`); the shape's where it pushes none (a flow coordgen wrote, presenting a child
    /// in a sheet) or is not found.
    func itemModifier(
        of view: String, near coordinator: CoordinatorNameResolver.Resolution, items: ItemRoutesShape, sources: inout ProjectSources
    ) throws -> String {
        let writer = CoordinatorMethodWriter(resolution: coordinator, in: sources.project)
        let preferring = try writer.classFile(in: &sources).map { [$0] } ?? []
        let texts = sources.swiftFiles(containing: "struct \(view)", preferring: preferring).compactMap { try? sources.text(of: $0) }
        for text in texts {
            if let used = try FlagDestinationInserter.lastModifier(
                inView: view, label: "item", among: ProtocolFreeShapeDetector.pushingItemModifiers, in: text)
            {
                return used
            }
        }
        return items.modifier
    }

    /// Adds `.modifier(item: $coordinator.item) { content }` to the one view of the project declaring
    /// `view`, after its last modifier taking an item.
    func addItemModifier(
        _ modifier: String, item: String, content: String, view: String, near classFile: URL, sources: inout ProjectSources
    ) throws {
        let viewFiles = sources.swiftFiles(containing: "struct \(view)", preferring: [classFile]).filter { url in
            (try? sources.text(of: url)).map { $0.contains("struct \(view)") } ?? false
        }
        guard viewFiles.count == 1, let viewFile = viewFiles.first else {
            throw GeneratorError.cannotGenerate(
                "\(viewFiles.isEmpty ? "no file" : "\(viewFiles.count) files") of this project declare\(viewFiles.count > 1 ? "" : "s") struct \(view) (shape.items.view in \(Project.configFileName)), the view that binds the coordinator's items"
            )
        }
        try sources.edit(viewFile, action: "added .\(modifier)(item:) showing \(item)", target: view) { text in
            try FlagDestinationInserter.addingModifier(
                modifier, flag: item, content: { _, _ in content }, toView: view, in: text, label: "item",
                among: Set(ProtocolFreeShapeDetector.itemModifiers))
        }
    }
}
