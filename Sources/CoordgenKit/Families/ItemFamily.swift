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

    /// A parent sets a child flow's item with the verb that sets a screen's (`openZebra()`).
    var childFlowMethodPatterns: [String] { [items.show + NamingScheme.placeholder] }

    func renderValues(for conventions: RenderContext.Conventions) -> [String: any Sendable] {
        conventions.itemValues(items)
    }

    /// The comments `new coordinator` and `new screen` write above the methods setting an item (the
    /// parent's starting the flow, the flow's showing `shown`), with each modifier that may bind the item:
    /// the rename rewrites them as coordgen's own.
    func generatedCommentLines(ofFlow flow: FlowName, className: String, parentClass: String?, shown: [ShownName]) -> Set<String> {
        var lines: Set<String> = []
        for modifier in ProtocolFreeShapeDetector.itemModifiers {
            if let parentClass {
                lines.insert(
                    Self.startComment(
                        title: flow.title, parentView: items.view(of: parentClass), property: ItemRoutesShape.property(ofType: className),
                        modifier: modifier))
            }
            for other in shown {
                let view = items.view(of: className)
                let item = ItemRoutesShape.property(ofType: ItemScreenNames.viewModel(ofScreen: other.name.typeStem))
                lines.insert(Self.showComment(title: other.name.title, view: view, item: item, modifier: modifier))
                let child = ItemRoutesShape.property(ofType: other.flowClass)
                lines.insert(Self.startComment(title: other.name.title, parentView: view, property: child, modifier: modifier))
            }
        }
        return lines
    }

    /// `/// Starts the Zebra flow (AppCoordinatorView binds zebraCoordinator with .navigation(item:)).`
    static func startComment(title: String, parentView: String, property: String, modifier: String) -> String {
        "/// Starts the \(title) flow (\(parentView) binds \(property) with .\(modifier)(item:))."
    }

    /// `/// Shows the Giraffe screen (ZebraCoordinatorView binds giraffeViewModel with .navigation(item:)).`
    static func showComment(title: String, view: String, item: String, modifier: String) -> String {
        "/// Shows the \(title) screen (\(view) binds \(item) with .\(modifier)(item:))."
    }

    /// The view binding the flow's items, its screens' view models, and what its parents got to show it:
    /// the item holding it (`zebraCoordinator`), the method setting it (`openZebra()`) and the modifier
    /// binding it in the parent's view.
    func flowParts(of flow: RemovedFlow, in finder: FlowPartsFinder) throws -> GeneratedParts {
        var parts = GeneratedParts()
        let flowClass = flow.resolution.className
        let view = items.view(of: flowClass)
        if let declaration = finder.index.type(named: view, kinds: [.struct]) {
            try finder.addFile(of: declaration, declaring: [view], to: &parts)
        }
        // The first screen is the flow view's own (`ZebraView(onFinish:)`); the others are items.
        for screen in flow.screens.dropFirst() {
            parts.formUnion(try viewModelFile(ofScreen: screen, in: finder))
        }
        let open = "\(items.show)\(flow.name.typeStem)"
        parts.methodNames.insert(open)
        let parents = Set(finder.classesStartingInFamilyVerb(flow: flow.name.typeStem, flowClass: flowClass))
        guard !parents.isEmpty else { return parts }
        let property = ItemRoutesShape.property(ofType: flowClass)
        parts.declarations += [.property(property, inTypes: parents), .method(open, inTypes: parents), .itemModifier(property)]
        return parts
    }

    /// The screen's view model and its item, the method setting it and the modifier binding it.
    func screenParts(of screen: RemovedScreen, in finder: FlowPartsFinder) throws -> GeneratedParts {
        var parts = try viewModelFile(ofScreen: screen.name.typeStem, in: finder)
        let item = ItemRoutesShape.property(ofType: ItemScreenNames.viewModel(ofScreen: screen.name.typeStem))
        let show = "\(items.show)\(screen.name.typeStem)"
        parts.declarations += [.property(item, inTypes: screen.owners), .method(show, inTypes: screen.owners), .itemModifier(item)]
        parts.methodNames.insert(show)
        return parts
    }

    /// The file of a screen's view model (`GiraffeViewModel.swift`), where the app declares it.
    private func viewModelFile(ofScreen screen: String, in finder: FlowPartsFinder) throws -> GeneratedParts {
        var parts = GeneratedParts()
        let viewModel = ItemScreenNames.viewModel(ofScreen: screen)
        if let declaration = finder.index.type(named: viewModel, kinds: [.class]) {
            try finder.addFile(of: declaration, declaring: [viewModel], to: &parts)
        }
        return parts
    }

    /// The screen's item and the method setting it (`giraffeViewModel`, `openGiraffe`).
    func screenMemberRenames(from old: String, to new: String) -> [String: String] {
        let (oldModel, newModel) = (ItemScreenNames.viewModel(ofScreen: old), ItemScreenNames.viewModel(ofScreen: new))
        return [
            "\(items.show)\(old)": "\(items.show)\(new)",
            ItemRoutesShape.property(ofType: oldModel): ItemRoutesShape.property(ofType: newModel),
        ]
    }

    /// The screen's view model (`GiraffeViewModel`).
    func screenTypeRenames(from old: String, to new: String, in index: DeclarationIndex) -> [String: String] {
        let oldModel = ItemScreenNames.viewModel(ofScreen: old)
        guard index.type(named: oldModel, kinds: [.class]) != nil else { return [:] }
        return [oldModel: ItemScreenNames.viewModel(ofScreen: new)]
    }

    /// The view binding the flow's items (`JournalCoordinatorView`).
    func flowTypeRenames(from old: FlowNames, to new: FlowNames, in index: DeclarationIndex) -> [String: String] {
        let oldView = items.view(of: old.flowClass)
        guard index.type(named: oldView, kinds: [.struct]) != nil else { return [:] }
        return [oldView: items.view(of: new.flowClass)]
    }
}
