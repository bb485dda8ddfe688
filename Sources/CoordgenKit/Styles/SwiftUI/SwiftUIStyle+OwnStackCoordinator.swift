import Foundation
import SwiftSyntax

extension SwiftUIStyle {
    /// A new flow in an app whose coordinators each own their `NavigationStack` (`shape.routes.flows`):
    /// the coordinator with its route enum (or a case of the app's), its stack view and first screen;
    /// with a parent, the parent's optional property holding it, the method that starts it
    /// (`openReservation()`), how it is released (its `onFinish` closure, or the parent's
    /// `childDidFinish()`), and the modifier that presents it in the view that shows the parent.
    ///
    /// Stacks do not nest, so the flow is always presented; without `--present` a note says so.
    func planOwnStackCoordinator(_ request: CoordinatorRequest, routes: RouteShape, flows: ChildFlowShape, into plan: inout Plan) throws {
        let requestedStackView = request.conventions.ownStackView(flows)
        if let pattern = FlowViewNameClash.screenPattern(for: request, stackView: requestedStackView) {
            let adapted = FlowViewNameClash.request(request, screenPattern: pattern)
            plan.notes.append(FlowViewNameClash.note(stackView: requestedStackView, screen: adapted.conventions.screenClass))
            return try planOwnStackCoordinator(adapted, routes: routes, flows: flows, into: &plan)
        }
        let (project, files, name) = (request.project, request.files, request.name)
        try SwiftUITypeNames.check(name)
        var sources = ProjectSources(project: project)
        let parent = try request.resolveParent(in: &sources, plan: &plan)
        var subject = request.subject
        // A flow its view creates has no back-reference to a parent: the view gives it its finish closure.
        subject.parentClass = flows.ownedByView == true ? nil : parent?.className
        // The flow's first screen reaches this coordinator, where screens name theirs.
        subject.screenCoordinator = files.conventions(for: subject).flowClass
        var presentation: (file: URL, view: String)?
        if let parent {
            let (file, site) = try presentationSite(of: parent.className, naming: request.shape.naming, in: &sources)
            presentation = (file, site.typeName)
            subject.presentingProperty = site.property
            subject.presentingBinding = site.binding
        }
        let conventions = files.conventions(for: subject)
        let stackView = conventions.ownStackView(flows)
        try planFamilyFlowFiles(
            request, subject: subject, coordinatorRole: .ownStackCoordinator, viewRole: .ownStackCoordinatorView, viewName: stackView,
            kind: "coordinators that own their NavigationStack", into: &plan)

        if !routes.perFlow {
            // The flow's routes are cases of the app's one enum, which every coordinator's stack holds.
            plan.notes += try SwiftUIDestinations.addAppWideCase(name.caseName, routes: routes, for: conventions.flowClass, sources: &sources)
        }
        if let parent, let presentation {
            if !request.options.presentsModally {
                plan.notes.append(
                    "\(conventions.flowClass) is presented in a \(flows.presentation == "sheet" ? "sheet" : "full-screen cover"), as every flow of this app owns its NavigationStack and stacks do not nest"
                )
            }
            if flows.ownedByView == true {
                try planViewOwnedParentEdits(
                    request, parent: parent, flows: flows, presentation: presentation, stackView: stackView, sources: &sources)
            } else {
                try planParentEdits(
                    request, parent: parent, subject: subject, routes: routes, flows: flows, presentation: presentation, sources: &sources)
            }
        }
        addOwnStackGuidance(request, conventions: conventions, flows: flows, parentClass: parent?.className, into: &plan)
        try sources.addEdits(to: &plan)
    }

    /// What the user does next: where to show a flow no coordinator owns, how to add screens, and a
    /// note where a flow that ends through its parent has none.
    private func addOwnStackGuidance(
        _ request: CoordinatorRequest, conventions: RenderContext.Conventions, flows: ChildFlowShape, parentClass: String?,
        into plan: inout Plan
    ) {
        let name = request.name
        let stackView = conventions.ownStackView(flows)
        if flows.endsThroughParent, parentClass == nil {
            plan.notes.append(
                "\(conventions.flowClass) ends through its \(flows.finishClosure ?? "onFinish") closure: with no --parent there is no class for a `\(flows.parentProperty ?? "parent")` back-reference"
            )
        }
        if flows.ownedByView == true, let parentClass {
            plan.nextSteps += request.nextSteps(wires: "", parentClass: parentClass)
            return
        }
        if flows.ownedByView == true {
            plan.nextSteps += [
                "show \(stackView)(\(flows.finishClosure ?? "onFinish"): { … }) where the \(name.title) flow begins (a sheet, a tab), closing it in the closure",
                "add screens: coordgen new screen Details --coordinator \(name.typeStem)",
            ]
            return
        }
        var steps = request.nextSteps(
            wires: "\(request.openMethod), the \(name.caseName) property and its .\(flows.presentation)(item:)",
            parentClass: parentClass, orCreateIt: false)
        if parentClass == nil {
            let owner = flows.observable == true ? "@State" : "@StateObject"
            steps.insert(
                "or own it in a view yourself: `\(owner) private var \(name.caseName) = \(conventions.flowClass)()`, shown with \(stackView)(coordinator: \(name.caseName))",
                at: 1)
        }
        plan.nextSteps += steps
    }

    /// The parent's property holding the child, its method starting it, its release, and the modifier
    /// presenting it.
    private func planParentEdits(
        _ request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution, subject: RenderContext.Subject,
        routes: RouteShape, flows: ChildFlowShape, presentation: (file: URL, view: String), sources: inout ProjectSources
    ) throws {
        let files = request.files
        let conventions = files.conventions(for: subject)
        let property = request.name.caseName
        let writer = CoordinatorMethodWriter(resolution: parent, in: request.project)
        let classFile = try writer.add(
            method: request.openMethod, snippet: try files.renderSnippet(.openOwnStackCoordinator, subject: subject), in: &sources)
        let declaration = "\(flows.observable == true ? "" : "@Published ")var \(property): \(conventions.flowClass)?"
        try sources.edit(classFile, action: "added \(declaration)", target: parent.className) { text in
            try StatementInserter.addingProperty(
                declaration, named: property, toClass: parent.className,
                after: { binding in
                    let type = binding.typeAnnotation?.type.trimmedDescription ?? ""
                    let name = binding.pattern.trimmedDescription
                    return (type.hasSuffix("?") && type.contains("Coordinator")) || name == routes.navigator.name
                }, in: text)
        }
        try sources.importCombineForPublished(in: classFile, shape: request.shape)
        if conventions.endsThroughParent(flows), let finish = flows.parentFinish {
            let action = "released \(property) in \(parent.className).\(finish)() (\(request.project.displayPath(of: classFile)))"
            try sources.edit(classFile, action: action) { text in
                if try TypeMemberInserter.hasFunction(named: finish, inType: parent.className, kind: .class, in: text) {
                    return try StatementInserter.appendingStatement(
                        "\(property) = nil", toFunction: finish, inClass: parent.className, in: text)
                }
                let method = "/// Lets a child flow go once it is done.\nfunc \(finish)() {\n    \(property) = nil\n}"
                return try TypeMemberInserter.addingMethod(method, named: finish, toType: parent.className, kind: .class, in: text)
            }
        }
        let modifier = try files.renderSnippet(.presentOwnStackFlow, subject: subject)
        let action =
            "presented \(property) with .\(flows.presentation)(item:) in \(presentation.view) (\(request.project.displayPath(of: presentation.file)))"
        // Found again in the text as edited so far: the parent's class may share the view's file.
        try sources.edit(presentation.file, action: action) { text in
            guard let site = try ViewModifierInserter.site(holding: parent.className, in: text) else {
                throw GeneratorError.cannotGenerate("the view showing \(parent.className) changed while planning")
            }
            return try ViewModifierInserter.addingModifier(modifier, at: site, in: text)
        }
    }

    /// The file and view that show `className` and can present its children: the best-ranked site of
    /// the files that name it.
    private func presentationSite(
        of className: String, naming: NamingScheme, in sources: inout ProjectSources
    ) throws -> (URL, ViewModifierInserter.Site) {
        var best: (URL, ViewModifierInserter.Site)?
        for file in sources.swiftFiles(containing: className) {
            guard let text = try? sources.text(of: file), let site = try? ViewModifierInserter.site(holding: className, in: text) else {
                continue
            }
            if best.map({ site.rank < $0.1.rank }) ?? true { best = (file, site) }
        }
        guard let best else {
            let presenting = try PresentingDescendants.find(
                of: className, naming: naming, sources: &sources,
                canPresent: { child, sources in
                    sources.swiftFiles(containing: child).contains { file in
                        ((try? sources.text(of: file)).flatMap { try? ViewModifierInserter.site(holding: child, in: $0) }) != nil
                    }
                })
            if !presenting.isEmpty {
                throw GeneratorError.cannotGenerate(
                    "no view that shows \(className) has a NavigationStack or presentation a modifier can follow (it shows its flows as tabs or in a switch), so a new flow cannot be presented from it: pass one of the coordinators it holds as --parent (\(presenting.joined(separator: ", ")))"
                )
            }
            let tabs = ViewHostingTabFlows.find(index: sources.project.model.index, naming: naming)
            throw GeneratorError.cannotGenerate(
                "no view holds \(className) in a property and shows its NavigationStack, so a child flow has nowhere to be presented; present it yourself with .sheet(item:) in the view that shows \(className)\(tabs?.sentence ?? "")"
            )
        }
        return best
    }
}
