/// How a parent starts a flow, in the app's conventions: the initialiser call, what a parent running a
/// tab bar does around it, how the child's finish is wired and how the child is kept alive.
extension RenderContext.Conventions {
    /// How a parent creates the coordinator: each parameter gets the parent's own property of the same
    /// name (`DefaultReservationCoordinator(navigationController: navigationController, analytics: analytics)`).
    var initCall: String {
        call(
            arguments: initParameters.map {
                $0.name == parentParameter?.name ? "self" : (nestedDependencyArgument(for: $0) ?? navigationArgument(for: $0) ?? $0.name)
            })
    }

    /// The parent's stack, for a parameter that takes it under another name than the coordinators'
    /// property (`init(navigationController:)` storing it in `root`): every coordinator has the property,
    /// not necessarily one named like the parameter.
    private func navigationArgument(for parameter: InitializerRequirement.Parameter) -> String? {
        if let parentStack, parameter.name == navigationParameter?.name { return parentStack }
        guard let navigation = protocolShape.navigation, navigation.holder == nil, parameter.name != navigation.name,
            parameter.type.trimmingCharacters(inASCII: "?!") == navigation.type
        else { return nil }
        return navigation.name
    }

    /// Where the child is made without its stack (``StackHandedAfterInit``): the parent hands it its own,
    /// or the new one it makes for the child in a tab or as the window's root.
    var handOverNavigation: [String] {
        let stack = parentTabBar != nil || parentWindow != nil ? newNavigationName : (protocolShape.navigation?.name ?? "")
        return StackHandedAfterInit.handingOver(stack, to: "coordinator", in: protocolShape)
    }

    /// What a parent running a tab bar, or holding the window, does before creating the child: a
    /// navigation controller of the child's own, named as the initialiser call reads it.
    var openPreamble: [String] {
        // The parent's optional properties the initialiser takes as values: none passed unless all are there.
        let unwrapping = parentOptionals.isEmpty ? [] : ["guard " + parentOptionals.map { "let \($0)" }.joined(separator: ", ") + " else { return }"]
        // A child that makes its own stack is shown by presenting that stack, not one the parent makes.
        guard parentTabBar != nil || parentWindow != nil, let navigation = protocolShape.navigation, !StackMadeInInit.applies(to: protocolShape),
            !StackMadeByBaseInit.applies(to: protocolShape)
        else { return unwrapping }
        return unwrapping + ["let \(newNavigationName) = \(navigation.type)()"]
    }

    /// What it does after starting the child: shows that navigation controller as its last tab, or as
    /// the window's root.
    var openEpilogue: [String] {
        guard protocolShape.navigation != nil else { return [] }
        // The child made its own stack, in its initialiser or through the base class's: the parent shows
        // that one, as a tab or the window's root where it runs a tab bar or holds the window.
        let ownStack = StackMadeInInit.applies(to: protocolShape) || StackMadeByBaseInit.applies(to: protocolShape)
        let childStack = ownStack ? "coordinator.\(protocolShape.navigation?.name ?? "")" : nil
        if StackMadeInInit.applies(to: protocolShape), parentTabBar == nil, parentWindow == nil {
            return parentShowsNothing ? [] : StackMadeInInit.presentingChild("coordinator", in: protocolShape)
        }
        if let parentTabBar { return [parentTabBar.addingTab(childStack ?? newNavigationName)] }
        if let parentWindow { return [parentWindow.makingRoot(childStack ?? newNavigationName)] }
        if childStack != nil { return StackMadeByBaseInit.presentingChild("coordinator", in: protocolShape) }
        return []
    }

    /// The navigation controller a parent running a tab bar or holding the window makes for the child, as
    /// a local (`navigationController`, the last name of a path such as `dependency.navigationController`).
    var newNavigationName: String {
        guard let navigation = protocolShape.navigation else { return "navigationController" }
        return navigation.name.split(separator: ".").last.map(String.init) ?? navigation.name
    }

    /// The parent's properties the initialiser call reads (not the parent itself, passed as `self`, nor the
    /// holder of a struct of the child's own, which it fills member by member).
    var initArgumentProperties: [String] {
        initParameters.filter { $0.name != parentParameter?.name && nestedDependencyArgument(for: $0) == nil }.map(\.name)
    }

    /// Sets up how the child tells the parent that it is done.
    var wireFinish: [String] {
        switch finish.kind {
        case .delegate, .parent:
            // The initialiser hands the child its parent already.
            if parentParameter != nil { return [] }
            return finish.property.map { ["coordinator.\($0) = self"] } ?? []
        case .closure:
            guard let property = finish.property else { return [] }
            if let heldChild {
                let ignored = FinishClosureWithArguments.ignoredParameters(of: finish.closureType).map { " \($0)" } ?? ""
                return ["coordinator.\(property) = { [weak self]\(ignored) in", "    \(heldChild.releasing)", "}"]
            }
            guard let children = protocolShape.children else { return [] }
            // The method that keeps the child sets its finish closure already.
            if children.add != nil, children.addSetsFinish == true { return [] }
            let removal =
                switch (children.collection, children.remove) {
                case (_, let remove?): "self?.\(remove)(coordinator)"
                case (.array, nil): "self?.\(children.name).removeAll { $0 === coordinator }"
                case (.dictionary, nil): "self?.\(children.name) = self?.\(children.name).filter { $0.value !== coordinator } ?? [:]"
                }
            // What the closure passes back is the parent's to use: the new method ignores it.
            let ignored = FinishClosureWithArguments.ignoredParameters(of: finish.closureType).map { " \($0)" } ?? ""
            return ["coordinator.\(property) = { [weak self, weak coordinator]\(ignored) in"] + unwrappingWeakChild.map { "    \($0)" }
                + ["    \(removal)", "}"]
        case .none:
            return []
        }
    }

    /// The weakly captured child unwrapped before the remove method that takes it as a value that cannot be
    /// nil (`func removeChild(_ child: Coordinator)`); the form every Swift version reads.
    private var unwrappingWeakChild: [String] {
        guard let children = protocolShape.children, children.remove != nil, children.removeTakesNonOptional == true else { return [] }
        return ["guard let coordinator = coordinator else { return }"]
    }

    /// Keeps the child alive while its flow runs.
    var addChild: String? {
        guard let children = protocolShape.children, !parentHoldsNoChildren else { return heldChild?.keeping }
        if let add = children.addCall("coordinator") { return add }
        switch children.collection {
        case .array:
            return "\(children.name).append(coordinator)"
        case .dictionary:
            if let flowType = protocolShape.flowType, children.key == flowType.enum {
                return "\(children.name)[coordinator.\(flowType.property)] = coordinator"
            }
            if NameKeyedChildren.applies(to: protocolShape) { return NameKeyedChildren.keeping(children, flowClass: flowClass) }
            return nil
        }
    }

    /// The parent's property holding the child, where the app keeps no children collection.
    var heldChild: HeldChildProperty? {
        HeldChildProperty(shape: protocolShape, flowClass: flowClass) ?? (parentHoldsNoChildren ? HeldChildProperty(flowClass: flowClass) : nil)
    }
}
