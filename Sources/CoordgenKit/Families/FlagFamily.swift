/// SwiftUI coordinators that show each screen through a boolean flag of their own
/// (`@Published var isShowingEditor`, set by `showEditor()`), which the coordinator's view binds with
/// `.navigationDestination(isPresented:)` or `.sheet(isPresented:)`; a parent holds each child it starts
/// in a property of its own and presents it the same way.
struct FlagFamily: FlowFamily {
    let flags: FlagRoutesShape

    init?(_ shape: ProtocolShape) {
        guard let flags = shape.flags, shape.routes == nil else { return nil }
        self.flags = flags
    }

    /// The style whose templates write SwiftUI; with a router as well, the one its router matches.
    func style(for shape: ProtocolShape) -> Style {
        guard shape.router == nil else { return NavigationControllerFamily().style(for: shape) }
        return Style.allCases.first { $0.definition.builtInProtocol.routes != nil } ?? .default
    }

    var parentHoldsEachChild: Bool { true }

    var screenMethodPrefixes: [String] { [flags.show] }

    func renderValues(for conventions: RenderContext.Conventions) -> [String: any Sendable] {
        conventions.flagValues(flags)
    }

    /// The view binding the flow's flags, and what its parent got to hold and present it.
    func flowParts(of flow: RemovedFlow, in finder: FlowPartsFinder) throws -> GeneratedParts {
        var parts = GeneratedParts()
        let flagView = flags.view(of: flow.resolution.className)
        if let view = finder.index.type(named: flagView, kinds: [.struct]) {
            try finder.addFile(of: view, declaring: [flagView], to: &parts)
        }
        let parentClasses = Set(flow.parents.filter { finder.index.type(named: $0, kinds: [.class]) != nil })
        if !parentClasses.isEmpty {
            parts.declarations.append(.property(flow.name.caseName, inTypes: parentClasses))
            parts.declarations.append(.presentingModifier(property: flow.name.caseName, view: flagView))
        }
        return parts
    }

    /// The screen's flag, the method raising it and the modifier binding it.
    func screenParts(of screen: RemovedScreen, in finder: FlowPartsFinder) -> GeneratedParts {
        var parts = GeneratedParts()
        let flag = flags.prefix + screen.name.typeStem
        let show = "\(flags.show)\(screen.name.typeStem)"
        parts.declarations += [.property(flag, inTypes: screen.owners), .method(show, inTypes: screen.owners)]
        parts.declarations.append(.flagModifier(flag))
        parts.methodNames.insert(show)
        return parts
    }

    func screenMemberRenames(from old: String, to new: String) -> [String: String] {
        Dictionary(uniqueKeysWithValues: Set([flags.prefix, flags.show]).map { ("\($0)\(old)", "\($0)\(new)") })
    }

    /// The view binding the flow's flags (`JournalCoordinatorView`).
    func flowTypeRenames(from old: FlowNames, to new: FlowNames, in index: DeclarationIndex) -> [String: String] {
        let oldView = flags.view(of: old.flowClass)
        guard index.type(named: oldView, kinds: [.struct]) != nil else { return [:] }
        return [oldView: flags.view(of: new.flowClass)]
    }
}
