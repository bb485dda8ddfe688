import Foundation

/// How a parent starts a new flow in the uikit style: the stack it hands the flow (its own, one of
/// another name, a new one shown as a tab or made the window's root), or one line saying it has none.
extension UIKitStyle {
    /// The flow as its parent starts it: where the parent has no navigation controller of the shape's but
    /// a tab bar controller, the flow runs on a navigation controller of its own, shown as a new tab;
    /// where it has neither, one line says so (instead of a call that does not compile).
    func subjectStarted(
        _ request: CoordinatorRequest, by parent: CoordinatorNameResolver.Resolution, writer: CoordinatorMethodWriter,
        sources: inout ProjectSources, plan: inout Plan
    ) throws -> RenderContext.Subject {
        if let nested = request.conventions.writtenNestedDependency, !request.options.presentsModally {
            return try subjectFillingNestedDependency(nested, request, by: parent, writer: writer, sources: &sources, plan: &plan)
        }
        var subject = request.subject
        let shape = request.shape.protocol
        // A path (`dependency.navigationController`) comes with what the parent passes: nothing to set up.
        guard let navigation = shape.navigation, navigation.holder == nil, !request.options.presentsModally,
            let file = try writer.classFile(in: &sources)
        else { return subject }
        // A parent that inherits from the coordinators' base class has the stack it holds; one that does not
        // (a root or tab coordinator beside the base class) is read like any other.
        if navigation.declaredByFlows != true, let base = shape.baseClass ?? shape.superclass,
            request.project.model.index.classInherits(parent.className, from: base) != false
        {
            return subject
        }
        let tabBar: TabBarControllerProperty?
        let window: WindowProperty?
        do {
            // One parse of the parent's file for the three questions (and the other questions before it is edited).
            guard let places = try placesToShow(request, by: parent, navigation: navigation, parsed: sources.parsed(file)) else { return subject }
            (tabBar, window) = places
            if tabBar == nil, let stack = try ParentStackOfAnotherName.find(
                in: parent.className, source: sources.text(of: file), navigation: navigation, index: request.project.model.index)
            {
                subject.parentStack = stack.property.name
                plan.notes.append(stack.note(parentClass: parent.className, navigation: navigation, flowClass: request.conventions.flowClass))
                return subject
            }
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: request.project.displayPath(of: file), reason: error.description)
        }
        if tabBar == nil, let window {
            subject.parentWindow = window
            plan.notes.append(
                "\(parent.className) holds the window, not a navigation stack: \(request.openMethod) starts \(request.conventions.flowClass) on a new \(navigation.type), made the root of \(window.name)"
            )
            return subject
        }
        // A flow making its own stack is started and kept; showing that stack is the parent's to write.
        subject.parentShowsNothing = tabBar == nil && StackMadeInInit.applies(to: shape)
        if subject.parentShowsNothing { return subject }
        guard let tabBar else {
            throw GeneratorError.cannotGenerate(
                "\(parent.className) has no `\(navigation.name)` to start \(request.conventions.flowClass) on, nor a tab bar controller or window to show it in: start the flow from a coordinator that has one (shape.navigation in \(Project.configFileName))"
            )
        }
        subject.parentTabBar = tabBar
        plan.notes.append(
            "\(parent.className) runs a tab bar, not a navigation stack: \(request.openMethod) starts \(request.conventions.flowClass) on a new \(navigation.type), shown as the last tab of \(tabBar.name)"
        )
        return subject
    }

    /// Where the parent shows a new flow when it hands it no stack: its tab bar or its window; nil where it
    /// hands its own stack (declared or inherited under the flows' name).
    private func placesToShow(
        _ request: CoordinatorRequest, by parent: CoordinatorNameResolver.Resolution, navigation: PropertyRequirement,
        parsed: ParsedSwiftSource
    ) throws -> (tabBar: TabBarControllerProperty?, window: WindowProperty?)? {
        let model = request.project.model
        let declared = try TypeMemberInserter.propertyNames(ofClass: parent.className, in: parsed)
        if declared.contains(SourceEditNames.unescaped(navigation.name)) {
            // A property of the flows' name that holds a tab bar (or another controller) is no stack to hand.
            switch try ParentPropertyNotAStack.holding(
                SourceEditNames.unescaped(navigation.name), inClass: parent.className, of: parsed, navigationType: navigation.type,
                index: { model.index })
            {
            case nil: return nil
            case .tabBar(let tabBar): return (tabBar, nil)
            case .other(let type):
                throw GeneratorError.cannotGenerate(
                    ParentPropertyNotAStack.refusal(
                        parentClass: parent.className, property: navigation.name, type: type, flow: request.name.typeStem,
                        flowClass: request.conventions.flowClass,
                        navigationType: navigation.type, example: request.project.config.example))
            }
        }
        // A stack the parent inherits from a class that is not the coordinators' recorded base (a base
        // beside the protocol, which the coordinators adopt themselves) is the parent's as much. Asked
        // only now: the index reads every file, and a parent declaring its stack needs none.
        let index = model.index
        if index.inheritedProperty(navigation.name, byClass: parent.className) != nil { return nil }
        let tabBar =
            try TabBarControllerProperty.declared(inClass: parent.className, of: parsed, lacking: navigation.name)
            ?? TabBarControllerProperty.inherited(byClass: parent.className, index: index)
        return (tabBar, try WindowProperty.declared(inClass: parent.className, of: parsed, lacking: navigation.name))
    }
}
