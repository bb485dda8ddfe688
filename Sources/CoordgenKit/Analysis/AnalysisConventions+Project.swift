import Foundation

extension AnalysisConventions {
    /// The conventions for the app `model` describes, from its `.coordgen.yml` (found by walking up
    /// from the folder read, as the other commands do) and the merged shape the model holds, which is
    /// what generation writes: the protocol `coordgen init` or `new project` recorded, with its
    /// naming, children and finish mechanism (the style's built-in naming where `naming:` is left
    /// out), else the names of the config's style; the heuristic defaults when there is no config (it
    /// is never required). Returns where they came from, for the output.
    static func of(_ model: AppModel) -> (AnalysisConventions, String) {
        var (conventions, source, wrappersOf) = beforeWrappers(model)
        if let wrappersOf { conventions.addWrappers(of: wrappersOf, in: model.index) }
        return (conventions, source)
    }

    /// ``of(_:)``'s conventions less the add wrappers, which read the model's index, and the protocol
    /// whose wrappers are still to be added (nil when there are none to look for): what is known
    /// before any file is summarised.
    static func beforeWrappers(_ model: AppModel) -> (AnalysisConventions, String, ProtocolShape?) {
        guard let config = model.config, let shape = model.shape else {
            return (.heuristic, "heuristics (no \(Project.configFileName) found)", nil)
        }
        if config.shape != nil {
            let source = "the shape recorded in \(Project.configFileName) (protocol \(shape.protocol.name))"
            return (recorded(shape.protocol, naming: shape.naming), source, shape.protocol)
        }
        return (forStyle(shape.protocol), "the names of the \(config.style.rawValue) style (\(Project.configFileName))", nil)
    }

    /// The names coordgen's own style writes, whose built-in protocol is `builtIn`.
    static func forStyle(_ builtIn: ProtocolShape) -> AnalysisConventions {
        var conventions = AnalysisConventions.heuristic
        // A style without a flow enum (router, swiftui) has no CoordinatorType to check.
        conventions.coordinatorTypeEnum = builtIn.flowType?.enum ?? ""
        return conventions
    }

    /// The names coordgen's own style writes.
    static func forStyle(_ style: Style) -> AnalysisConventions {
        forStyle(style.definition.builtInProtocol)
    }

    /// The conventions of an app whose shape is recorded: coordinators are what conforms to its protocol
    /// (or inherits its base class) or is named by its naming scheme; its children property, finish
    /// property, delegate protocol and method, and flow enum are the recorded ones. The heuristic
    /// spellings of methods and properties the shape does not record (`addChild`, `removeChild`, …)
    /// still count, so a helper the app wrote under a common name is understood.
    static func recorded(_ shape: ProtocolShape, naming: NamingScheme?) -> AnalysisConventions {
        var conventions = AnalysisConventions.heuristic
        conventions.coordinatorProtocols = Set([shape.name] + (shape.baseClass.map { [$0] } ?? []))
        conventions.coordinatorProtocolSuffixes = []
        if let naming {
            conventions.typeNamePatterns = [naming.flowClass, naming.root]
        }
        if let children = shape.children {
            conventions.childrenProperty = children.name
            // The app's own add and remove methods (`store(_:)`/`free(_:)`), whatever they are called.
            if let add = children.add { conventions.addChildMethods.insert(add) }
            if let remove = children.remove { conventions.removeChildMethods.insert(remove) }
        }
        let finish = shape.finish
        switch finish.kind {
        case .delegate, .parent:
            if let property = finish.property { conventions.finishDelegateProperties.insert(property) }
            // A protocol per flow is recorded as a pattern (`{Name}CoordinatorDelegate`), no type's name.
            if let delegate = finish.protocol, !delegate.contains(NamingScheme.placeholder) {
                conventions.finishDelegateProtocols.insert(delegate)
            }
            if let method = finish.method, !method.contains("{") { conventions.finishCallbackMethods.insert(method) }
        case .closure:
            if let property = finish.property { conventions.finishClosureProperties.insert(property) }
        case .none:
            break
        }
        conventions.coordinatorTypeEnum = shape.flowType?.enum ?? ""
        if let start = shape.startMethod { conventions.startMethods.insert(start) }
        if let property = shape.flowType?.property { conventions.coordinatorTypeProperty = property }
        return conventions
    }

    /// The methods of the protocol's extensions and of the base class chain that keep a child through
    /// an add method and start it (``AddChildWrappers``), as add methods too.
    mutating func addWrappers(of shape: ProtocolShape, in index: DeclarationIndex) {
        let bases = shape.baseClass.flatMap { index.type(named: $0, kinds: [.class]) }.map(index.classChain(from:)) ?? []
        let declaring = index.extensions(of: shape.name) + bases.flatMap { [$0] + index.extensions(of: $0.name) }
        addChildMethods.formUnion(AddChildWrappers.names(in: declaring, adding: addChildMethods))
    }
}
