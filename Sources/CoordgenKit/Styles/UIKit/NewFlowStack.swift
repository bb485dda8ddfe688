import Foundation

/// The navigation stack a new flow shows its first screen on where the app's protocol declares none and
/// no router or tab of ``NewFlowRouter`` and ``NewFlowAsTab`` applies — instead of a flow that creates its
/// first screen and shows it nowhere. The parent's other children are handed what they show their screens
/// on, so the new one is too: the flow declares a navigation controller of its own, taken by its
/// initialiser (the coordinators' base class, if any, holds none), and pushes its first screen there. The
/// parent hands it the stack it holds — declared typed or made in place (`private let
/// navigationController = UINavigationController()`), or inherited from a base class of its own — or,
/// holding the window or running a tab bar instead, makes a new one it shows as the window's root or as
/// its last tab (``UIKitStyle``'s `subjectStarted`).
struct NewFlowStack {
    /// Where the parent gets the stack it hands the flow.
    enum Origin: Equatable {
        /// A navigation controller the parent holds.
        case parentStack(HeldNavigationStack)
        /// A new navigation controller the parent makes the root of the window it holds.
        case window(WindowProperty)
        /// A new navigation controller the parent adds as a tab of the tab bar controller it runs.
        case tabBar(TabBarControllerProperty)
        /// None: the parent holds no stack, tab bar or window, and the flow makes its own stack in its
        /// initialiser as the app's coordinators make theirs in place.
        case ownStack(SiblingsMakeOwnStack)
    }

    /// The flow's navigation controller property: named like the parent's stack, so the parent passes its own.
    let navigation: PropertyRequirement
    let origin: Origin
    /// Whether the coordinators' recorded initialiser takes the stack already (it stays the flow's).
    let keepsInitializer: Bool
    /// The app's base class that stores the stack already (``BaseClassStoredStack``), or nil where the flow declares it.
    var storedBy: String? = nil

    /// The stack of the new flow of `request`, started by `parent`; nil where the protocol declares a
    /// navigation controller, the flow is presented or reaches its stack through a dependency, its
    /// coordinators' initialiser takes something other than a navigation controller, or the parent has no
    /// stack, tab bar or window.
    static func find(
        for request: CoordinatorRequest, parent: CoordinatorNameResolver.Resolution, sources: inout ProjectSources
    ) throws -> NewFlowStack? {
        let shape = request.shape.protocol
        // Asked first: where the protocol declares the stack (coordgen's own projects), nothing else is
        // read (the navigation-controller types come from the index, which reads every file).
        guard shape.navigation == nil, !request.options.presentsModally, request.conventions.writtenNestedDependency == nil else { return nil }
        let taken = stackParameter(of: shape, index: request.project.model.index)
        // An initialiser taking only the parent, passed on to the base class's, takes the stack beside it.
        guard taken != nil || shape.initializers.allSatisfy(\.parameters.isEmpty) || PassedToBaseInit.takesOnlyParent(shape),
            let file = try CoordinatorMethodWriter(resolution: parent, in: request.project).classFile(in: &sources)
        else { return nil }
        let origin: Origin?
        do {
            origin = try self.origin(of: parent.className, source: sources.text(of: file), parsed: sources.parsed(file), request: request)
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: request.project.displayPath(of: file), reason: error.description)
        }
        guard let origin = origin ?? ownStack(taken: taken, shape: shape, index: request.project.model.index) else { return nil }
        let name = taken?.name ?? propertyName(for: origin)
        // The parent passes its stack under the initialiser's name: one of another name is not its to pass.
        if case .parentStack(let stack) = origin, stack.property.name != name { return nil }
        var navigation = PropertyRequirement(
            name: name, type: taken.map { unwrapped($0.type) } ?? "UINavigationController",
            optional: taken.map { isOptional($0.type) } ?? false, settable: false)
        // A base class already storing it, whose initialiser takes it: the flow passes it on.
        // Asked of the app's index only where the base's initialiser takes the stack (the index reads every file).
        let storedBy =
            PassedToBaseInit.names(in: shape)?.contains(name) == true
            ? BaseClassStoredStack.declaringClass(of: name, shape: shape, index: request.project.model.index) : nil
        navigation.declaredByFlows = (shape.baseClass != nil || shape.superclass != nil) && storedBy == nil
        let others = (shape.properties ?? []).map(\.name) + request.conventions.initParameters.map(\.name).filter { $0 != taken?.name }
        return others.contains(name)
            ? nil : NewFlowStack(navigation: navigation, origin: origin, keepsInitializer: taken != nil, storedBy: storedBy)
    }

    /// The parameter of the coordinators' recorded initialiser that takes a navigation controller
    /// (`init(navigationController: UINavigationController)`), where it takes one.
    private static func stackParameter(of shape: ProtocolShape, index: DeclarationIndex) -> InitializerRequirement.Parameter? {
        let types = NavigationControllerTypes(index: index)
        return shape.initializers.first?.parameters.first { types.isNavigationController(unwrapped($0.type)) }
    }

    /// A parameter's type as written, without a trailing `?` or `!`.
    private static func unwrapped(_ type: String) -> String {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        return isOptional(trimmed) ? String(trimmed.dropLast()) : trimmed
    }

    private static func isOptional(_ type: String) -> Bool {
        let trimmed = type.trimmingCharacters(in: .whitespaces)
        return trimmed.hasSuffix("?") || trimmed.hasSuffix("!")
    }

    /// The parent's stack first, then its tab bar, then its window.
    private static func origin(
        of parentClass: String, source: String, parsed: ParsedSwiftSource, request: CoordinatorRequest
    ) throws -> Origin? {
        let index = request.project.model.index
        if let stack = try HeldNavigationStack.find(inClass: parentClass, source: source, index: index) {
            return .parentStack(stack)
        }
        let name = NewFlowAsTab.navigation.name
        // A parent with both shows the flow as a tab: its window's root is the tab bar.
        if let tabBar = try TabBarControllerProperty.declared(inClass: parentClass, of: parsed, lacking: name)
            ?? TabBarControllerProperty.inherited(byClass: parentClass, index: index)
        {
            return .tabBar(tabBar)
        }
        return try WindowProperty.declared(inClass: parentClass, of: parsed, lacking: name).map { .window($0) }
    }

    /// Where the parent has nowhere to show the flow: the stack the flow makes itself, as the app's
    /// coordinators do, where its initialiser takes nothing and no base class decides how it gets one.
    private static func ownStack(taken: InitializerRequirement.Parameter?, shape: ProtocolShape, index: DeclarationIndex) -> Origin? {
        guard taken == nil, shape.baseClass == nil, shape.superclass == nil, shape.initializers.allSatisfy(\.parameters.isEmpty) else { return nil }
        return SiblingsMakeOwnStack.find(protocolName: shape.name, index: index).map { .ownStack($0) }
    }

    private static func propertyName(for origin: Origin) -> String {
        if case .parentStack(let stack) = origin { return stack.property.name }
        return NewFlowAsTab.navigation.name
    }

    /// `request` with the flow holding its navigation controller, handed in by its initialiser.
    func adapting(_ request: CoordinatorRequest) -> CoordinatorRequest {
        var shape = request.shape
        shape.protocol.navigation = navigation
        // The coordinators' `init()` becomes the one that takes the stack; one taking the parent for the
        // base class's initialiser takes the stack first.
        if !keepsInitializer { shape.protocol.initializers = initializers(besides: shape.protocol) }
        // The flow's `init()` makes its stack (``StackMadeInInit``).
        if case .ownStack = origin { shape.protocol.initializers = [InitializerRequirement(parameters: [])] }
        return request.with(shape: shape)
    }

    /// The recorded initialiser that takes only the parent, with the stack before it; none otherwise.
    private func initializers(besides shape: ProtocolShape) -> [InitializerRequirement] {
        guard PassedToBaseInit.takesOnlyParent(shape), var initializer = shape.initializers.first else { return [] }
        initializer.parameters.insert(.init(label: navigation.name, name: navigation.name, type: navigation.declaredType), at: 0)
        initializer.signature = InitializerRequirement(parameters: initializer.parameters).signature
        return [initializer]
    }

    /// What `init` did not record and generation decided: where the flow's screens are shown.
    func note(protocolName: String, parentClass: String, flowClass: String) -> String {
        if case .ownStack(let siblings) = origin {
            return "\(protocolName) declares no navigation controller; " + siblings.note(parentClass: parentClass, flowClass: flowClass, property: navigation.name)
        }
        let source =
            switch origin {
            case .parentStack(let stack):
                "\(parentClass) holds the navigation controller `\(stack.property.name)`\(stack.declaredBy == parentClass ? "" : " (declared by \(stack.declaredBy))"), so \(flowClass) is made with it"
            case .window(let window):
                "\(parentClass) holds the window `\(window.name)`, so \(flowClass) is made with a new navigation controller, made the window's root"
            case .tabBar(let tabBar):
                "\(parentClass) runs the tab bar controller `\(tabBar.name)`, so \(flowClass) is made with a new navigation controller, shown as its last tab"
            case .ownStack:
                ""
            }
        return
            "\(protocolName) declares no navigation controller; \(source), and pushes its first screen there (`\(navigation.name)`, \(storedBy.map { "stored by \($0), which \(flowClass) inherits from" } ?? "declared by \(flowClass) itself"))"
    }
}
