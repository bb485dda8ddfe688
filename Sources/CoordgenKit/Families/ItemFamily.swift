/// SwiftUI coordinators that show each screen and child coordinator by setting an optional item of their
/// own (`@Published var detailViewModel: DetailViewModel?`, `@Published var childCoordinator:
/// ChildCoordinator?`), which the coordinator's view binds with a modifier taking an item
/// (`.navigation(item:)`, the app's own, or `.sheet(item:)`); a child holds its parent back and ends by
/// setting the parent's item to nil.
struct ItemFamily: FlowFamily {
    let items: ItemRoutesShape

    init?(_ shape: ProtocolShape) {
        guard let items = shape.items, shape.routes == nil, shape.flags == nil else { return nil }
        self.items = items
    }

    /// The style whose templates write SwiftUI.
    func style(for shape: ProtocolShape) -> Style {
        Style.allCases.first { $0.definition.builtInProtocol.routes != nil } ?? .default
    }

    var parentHoldsEachChild: Bool { true }

    var screenMethodPrefixes: [String] { [items.show] }

    func renderValues(for conventions: RenderContext.Conventions) -> [String: any Sendable] {
        conventions.itemValues(items)
    }

    /// The view binding the flow's items (`JournalCoordinatorView`).
    func flowTypeRenames(from old: FlowNames, to new: FlowNames, in index: DeclarationIndex) -> [String: String] {
        let oldView = items.view(of: old.flowClass)
        guard index.type(named: oldView, kinds: [.struct]) != nil else { return [:] }
        return [oldView: items.view(of: new.flowClass)]
    }
}
