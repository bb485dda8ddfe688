/// SwiftUI coordinators that make each child in their initialiser, passing themselves
/// (`menuCoordinator = MenuCoordinator(parent: self)`), and hold it in a stored property for as long as
/// they live; the child holds its parent back (`private unowned let parent: TabsCoordinator`) and a view
/// of its own (`MenuCoordinatorView`) receives it. No coordinator shows screens a way coordgen writes:
/// a new flow is a child made the siblings' way, and a new screen is refused naming what works.
struct HeldChildrenFamily: FlowFamily {
    let held: HeldChildrenShape

    init?(_ shape: ProtocolShape) {
        guard let held = shape.heldChildren, shape.routes == nil, shape.flags == nil else { return nil }
        self.held = held
    }

    /// The style whose templates write SwiftUI.
    func style(for shape: ProtocolShape) -> Style {
        Style.allCases.first { $0.definition.builtInProtocol.routes != nil } ?? .default
    }

    var parentHoldsEachChild: Bool { true }

    func renderValues(for conventions: RenderContext.Conventions) -> [String: any Sendable] {
        conventions.heldChildrenValues(held)
    }

    /// The view receiving the flow, and the parent's property and the statement of its initialiser that
    /// made it, in any of the forms new coordinator writes.
    func flowParts(of flow: RemovedFlow, in finder: FlowPartsFinder) throws -> GeneratedParts {
        var parts = GeneratedParts()
        let view = held.view(of: flow.resolution.className)
        if let declaration = finder.index.type(named: view, kinds: [.struct]) {
            try finder.addFile(of: declaration, declaring: [view], to: &parts)
        }
        // The parents hold the flow in a property typed by its class; they have no method starting it.
        let className = flow.resolution.className
        let parentClasses = Set(
            finder.index.types.filter { $0.kind == .class && $0.name != className && $0.propertyTypeNames.contains(className) }.map(\.name))
        guard !parentClasses.isEmpty else { return parts }
        let property = Self.property(ofFlowClass: flow.resolution.className)
        parts.declarations.append(.property(property, inTypes: parentClasses))
        for throughSelf in [false, true] {
            for calledType in [nil, flow.resolution.className] {
                let statement = HeldChildStatement.text(
                    property: property, flowClass: flow.resolution.className, parentLabel: held.parentLabel,
                    throughSelf: throughSelf, namesType: calledType != nil)
                parts.declarations.append(.statement(statement, function: "init", inTypes: parentClasses))
            }
        }
        return parts
    }

    /// The view receiving the flow (`JournalCoordinatorView`).
    func flowTypeRenames(from old: FlowNames, to new: FlowNames, in index: DeclarationIndex) -> [String: String] {
        let oldView = held.view(of: old.flowClass)
        guard index.type(named: oldView, kinds: [.struct]) != nil else { return [:] }
        return [oldView: held.view(of: new.flowClass)]
    }

    /// The parent's property holding a flow (`zebraCoordinator` for `ZebraCoordinator`).
    static func property(ofFlowClass flowClass: String) -> String {
        guard let first = flowClass.first else { return flowClass }
        return first.lowercased() + flowClass.dropFirst()
    }
}

extension HeldChildrenFamily {
    /// Why `new screen` writes nothing in this family, in one line naming the command that works.
    static func screenRefusal(_ request: ScreenRequest) -> String {
        let coordinator = request.options.coordinator
        return
            "the app's coordinators show screens in no way coordgen writes (each view shows its coordinator's one screen, no path of routes nor flags; shape.heldChildren in \(Project.configFileName)): `coordgen new coordinator \(request.name.typeStem) --parent \(coordinator)` adds it as a flow of its own, made and held by \(coordinator) like its siblings"
    }
}
