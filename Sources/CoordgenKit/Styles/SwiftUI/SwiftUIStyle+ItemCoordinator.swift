import Foundation

extension SwiftUIStyle {
    /// A new flow in an app whose coordinators show screens and children through optional items
    /// (`shape.items`): the coordinator holding its parent back, with `finish()` setting the parent's item
    /// back to nil, and its view showing the first screen; in the parent, the item
    /// (`@Published var zebraCoordinator: ZebraCoordinator?`), the method setting it in the app's verb
    /// (`openZebra()`), and the app's item modifier on the parent's view showing the flow's view.
    func planItemCoordinator(_ request: CoordinatorRequest, items: ItemRoutesShape, into plan: inout Plan) throws {
        try SwiftUITypeNames.check(request.name)
        var sources = ProjectSources(project: request.project)
        guard let parent = try request.resolveParent(in: &sources, plan: &plan) else {
            throw GeneratorError.cannotGenerate(
                "the app's coordinators are shown by their parent through an optional item its view binds with .\(items.modifier)(item:) (shape.items in \(Project.configFileName)), so a new one needs one: pass --parent \(request.shape.naming.suggestedParent)"
            )
        }
        var subject = request.subject
        subject.parentClass = parent.className
        let conventions = request.files.conventions(for: subject)
        let parentView = items.view(of: parent.className)
        let writer = CoordinatorMethodWriter(resolution: parent, in: request.project)
        guard let classFile = try writer.classFile(in: &sources) else {
            throw GeneratorError.cannotGenerate("no file of the app declares class \(parent.className)")
        }
        try checkParentBindsItems(parent.className, view: parentView, near: classFile, items: items, sources: &sources)
        try planFamilyFlowFiles(
            request, subject: subject, coordinatorRole: .itemCoordinator, viewRole: .itemCoordinatorView,
            viewName: items.view(of: conventions.flowClass), kind: "coordinators shown through items", into: &plan)
        let property = ItemRoutesShape.property(ofType: conventions.flowClass)
        let method = "\(items.show)\(request.name.typeStem)()"
        let argument = (items.parentLabel ?? "parent") == "_" ? "self" : "\(items.parentLabel ?? "parent"): self"
        let modifier = try request.options.presentsModally ? "sheet" : itemModifier(of: parentView, near: parent, items: items, sources: &sources)
        let snippet = """
            \(ItemFamily.startComment(title: request.name.title, parentView: parentView, property: property, modifier: modifier))
            func \(method) {
                \(property) = \(conventions.flowClass)(\(argument))
            }
            """
        _ = try writer.add(method: method, snippet: snippet, in: &sources)
        try sources.edit(classFile, action: "added \(property)", target: parent.className) {
            try ItemPropertyInserter.addingItem(property, type: conventions.flowClass, toClass: parent.className, in: $0)
        }
        try sources.importCombineForPublished(in: classFile, shape: request.shape)
        try addItemModifier(
            modifier, item: property, content: "\(items.view(of: conventions.flowClass))(coordinator: $0)", view: parentView,
            near: classFile, sources: &sources)
        plan.notes.append(
            "\(conventions.flowClass) ends as the app's children do, through its parent: finish() sets \(parent.className).\(property) back to nil")
        try sources.addEdits(to: &plan)
    }

    /// Refuses a parent whose view binds none of its items while it holds child coordinators in other
    /// properties (`firstTabCoordinator: FirstTabCoordinator!` shown as a tab): it shows its children
    /// another way. A parent holding no child yet (a flow coordgen wrote) gets its first item.
    private func checkParentBindsItems(
        _ parent: String, view: String, near classFile: URL, items: ItemRoutesShape, sources: inout ProjectSources
    ) throws {
        let texts = sources.swiftFiles(containing: "struct \(view)", preferring: [classFile]).compactMap { try? sources.text(of: $0) }
        let binds = texts.contains { text in
            ProtocolFreeShapeDetector.itemModifiers.contains { !ProtocolFreeShapeDetector.bindings(in: text, modifier: $0, label: "item").isEmpty }
        }
        let held = try ItemPropertyInserter.childCoordinatorsHeldOtherwise(inClass: parent, in: sources.text(of: classFile))
        guard binds || held.isEmpty else {
            throw GeneratorError.cannotGenerate(
                "\(view) binds no item of \(parent) with .\(items.modifier)(item:): it shows the children it holds another way (\(held.joined(separator: ", ")), such as tabs), so coordgen has no way to show a new flow from it: pass as --parent a coordinator whose view binds its items"
            )
        }
    }
}
