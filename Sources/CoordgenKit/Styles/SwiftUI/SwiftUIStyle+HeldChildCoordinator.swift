import Foundation

extension SwiftUIStyle {
    /// A new flow in an app whose coordinators make each child in their initialiser passing themselves
    /// (`shape.heldChildren`): the coordinator holding its parent back, the view receiving it with its
    /// first screen and, in the parent, a property and the statement making the child, both written like
    /// the last sibling's. The parent's view shows its children its own way (tabs, a stack of views): a
    /// next step says where to show the new one.
    func planHeldChildCoordinator(_ request: CoordinatorRequest, held: HeldChildrenShape, into plan: inout Plan) throws {
        try SwiftUITypeNames.check(request.name)
        var sources = ProjectSources(project: request.project)
        guard let parent = try request.resolveParent(in: &sources, plan: &plan) else {
            throw GeneratorError.cannotGenerate(
                "the app's coordinators are each made by their parent's initialiser, passing itself as \(held.parentLabel): (shape.heldChildren in \(Project.configFileName)), so a new one needs one: pass --parent \(request.shape.naming.suggestedParent)"
            )
        }
        var subject = request.subject
        subject.parentClass = parent.className
        let conventions = request.files.conventions(for: subject)
        let view = held.view(of: conventions.flowClass)
        try planFamilyFlowFiles(
            request, subject: subject, coordinatorRole: .heldChildCoordinator, viewRole: .heldChildCoordinatorView, viewName: view,
            kind: "coordinators made by their parent's initialiser", into: &plan)
        let writer = CoordinatorMethodWriter(resolution: parent, in: request.project)
        guard let classFile = try writer.classFile(in: &sources) else {
            throw GeneratorError.cannotGenerate("no file of the app declares class \(parent.className)")
        }
        let text = try sources.text(of: classFile)
        // Like the parent's last child; in a parent with none yet (a flow coordgen wrote), coordgen's form.
        let sibling = try HeldChildInserter.lastSibling(inClass: parent.className, in: text)
        let onlyInitializer = try HeldChildInserter.lastStatementOfOnlyInitializer(of: parent.className, in: ParsedSwiftSource(text))
        guard sibling != nil || onlyInitializer != nil else {
            throw GeneratorError.cannotGenerate(
                "\(parent.className) makes no child in its initialiser (`child = ChildCoordinator(\(held.parentLabel): self)`) and has no one initialiser to make one in, the way the app's coordinators hold their children (shape.heldChildren in \(Project.configFileName)): pass a coordinator that does as --parent"
            )
        }
        let property = HeldChildrenFamily.property(ofFlowClass: conventions.flowClass)
        let declaration = HeldChildInserter.declaration(property, flowClass: conventions.flowClass, like: sibling?.1)
        try sources.edit(classFile, action: "added \(declaration)", target: parent.className) { text in
            try StatementInserter.addingProperty(
                declaration, named: property, toClass: parent.className,
                after: { $0.pattern.trimmedDescription == sibling?.0.property }, in: text)
        }
        let statement =
            sibling?.0.written(property: property, flowClass: conventions.flowClass)
            ?? HeldChildStatement.text(
                property: property, flowClass: conventions.flowClass, parentLabel: held.parentLabel, throughSelf: false, namesType: true)
        if request.options.presentsModally {
            plan.notes.append(
                "--present changes nothing here: \(parent.className) holds \(conventions.flowClass) as it holds its other children, and its view shows it")
        }
        try sources.edit(classFile, action: "made \(property) in \(parent.className)'s initialiser: `\(statement)`") { text in
            try HeldChildInserter.addingStatement(statement, toClass: parent.className, in: text)
        }
        try sources.importCombineForPublished(in: classFile, shape: request.shape)
        plan.nextSteps.append(
            "show it where \(parent.className)'s view shows its other children: \(view)(coordinator: coordinator.\(property))")
        try sources.addEdits(to: &plan)
    }
}
