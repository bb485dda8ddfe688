import Foundation
import SwiftSyntax

extension SwiftUIStyle {
    /// A new flow in an app whose coordinators show their screens through flags (`shape.flags`): the
    /// coordinator, the view that binds its flags (`{Coordinator}View`) with its first screen, and, with a
    /// parent, the parent's optional property holding it, `open<Name>()` creating it with an `onFinish`
    /// that lets it go, and the modifier presenting it (`.sheet(item:)`, or the app's presenting
    /// modifier) in the parent's view. New screens of the flow are flags, as the app's are.
    func planFlagCoordinator(_ request: CoordinatorRequest, flags: FlagRoutesShape, into plan: inout Plan) throws {
        let (project, name) = (request.project, request.name)
        try SwiftUITypeNames.check(name)
        var sources = ProjectSources(project: project)
        let parent = try request.resolveParent(in: &sources, plan: &plan)
        let conventions = request.conventions
        let flagView = flags.view(of: conventions.flowClass)
        try planFamilyFlowFiles(
            request, subject: request.subject, coordinatorRole: .flagCoordinator, viewRole: .flagCoordinatorView, viewName: flagView,
            kind: "coordinators of flags", into: &plan)
        let modifier = flags.presentModifier ?? "sheet"
        if let parent {
            if !request.options.presentsModally {
                plan.notes.append(
                    "\(conventions.flowClass) is presented with .\(modifier)(item:): its view has a NavigationStack of its own, and stacks do not nest"
                )
            }
            try planFlagParentEdits(request, parent: parent, flagView: flagView, modifier: modifier, sources: &sources)
            plan.nextSteps.append("call \(request.openMethod) from \(parent.className) where the \(name.title) flow should begin")
        } else {
            plan.nextSteps.append(
                "start it from a parent: `coordgen new coordinator \(name.typeStem) --parent \(request.shape.naming.suggestedParent)` wires \(request.openMethod) and its .\(modifier)(item:) for you"
            )
        }
        plan.nextSteps.append("add screens: coordgen new screen Details --coordinator \(name.typeStem)")
        try sources.addEdits(to: &plan)
    }

    /// The parent's property, its method starting the flow, and the modifier in its view presenting it.
    private func planFlagParentEdits(
        _ request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution, flagView: String, modifier: String,
        sources: inout ProjectSources
    ) throws {
        let flowClass = request.conventions.flowClass
        let property = request.name.caseName
        let openMethod = String(request.openMethod.dropLast(2))
        let snippet = """
            /// Starts the \(request.name.title) flow as a child of this coordinator: its view presents it, and it
            /// is released when the flow ends.
            func \(openMethod)() {
                let coordinator = \(flowClass)()
                coordinator.onFinish = { [weak self] in
                    self?.\(property) = nil
                }
                \(property) = coordinator
            }
            """
        let classFile = try CoordinatorMethodWriter(resolution: parent, in: request.project).add(
            method: request.openMethod, snippet: snippet, in: &sources)
        let declaration = "\(request.conventions.flagsObservable ? "" : "@Published ")var \(property): \(flowClass)?"
        try sources.edit(classFile, action: "added \(declaration)", target: parent.className) { text in
            try StatementInserter.addingProperty(
                declaration, named: property, toClass: parent.className,
                after: { binding in binding.typeAnnotation?.type.trimmedDescription.hasSuffix("?") ?? false }, in: text)
        }
        try sources.importCombineForPublished(in: classFile, shape: request.shape)
        let (viewFile, site) = try flagParentViewSite(request, parent: parent, preferring: classFile, sources: &sources)
        let presentation = """
            .\(modifier)(item: \(site.binding ?? "$" + site.property).\(property)) { \(property) in
                \(flagView)(coordinator: \(property))
            }
            """
        let action = "presented \(property) with .\(modifier)(item:) in \(site.typeName) (\(request.project.displayPath(of: viewFile)))"
        try sources.edit(viewFile, action: action) { text in
            guard let site = try ViewModifierInserter.site(holding: parent.className, in: text) else {
                throw GeneratorError.cannotGenerate("the view showing \(parent.className) changed while planning")
            }
            return try ViewModifierInserter.addingModifier(presentation, at: site, in: text)
        }
    }

    /// The view that shows the parent's stack and holds the parent in a property, where the new flow's
    /// modifier goes; refused in one line when there is none (naming the tabs' coordinators to pass
    /// as --parent where the parent shows its flows as tabs).
    private func flagParentViewSite(
        _ request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution, preferring classFile: URL,
        sources: inout ProjectSources
    ) throws -> (URL, ViewModifierInserter.Site) {
        let parentView = request.shape.protocol.flags?.view(of: parent.className) ?? ""
        let candidates = sources.swiftFiles(containing: "struct \(parentView)", preferring: [classFile])
        guard let viewFile = candidates.first(where: { ((try? sources.text(of: $0)) ?? "").contains("struct \(parentView)") }),
            let site = try ViewModifierInserter.site(holding: parent.className, in: sources.text(of: viewFile))
        else {
            // A parent that shows its flows as tabs (its view holds no NavigationStack) presents nothing
            // itself: the coordinators it holds for its tabs can.
            if let flags = request.shape.protocol.flags,
                case let tabs = try PresentingDescendants.find(
                    of: parent.className, naming: request.shape.naming, sources: &sources,
                    canPresent: { child, sources in
                        try sources.swiftFiles(containing: "struct \(flags.view(of: child))").contains { file in
                            try ViewModifierInserter.site(holding: child, in: sources.text(of: file)) != nil
                        }
                    }),
                !tabs.isEmpty
            {
                throw GeneratorError.cannotGenerate(
                    "\(parentView) shows \(parent.className)'s flows without a NavigationStack of its own (as tabs), so coordgen cannot present a flow from it: pass one of the coordinators it holds as --parent (\(tabs.joined(separator: ", ")))"
                )
            }
            throw GeneratorError.cannotGenerate(
                "no view \(parentView) holds \(parent.className) in a property and shows its NavigationStack (shape.flags.view in \(Project.configFileName)), so the flow has nowhere to be presented"
            )
        }
        return (viewFile, site)
    }
}
