extension RenderContext.Conventions {
    // MARK: Coordinators showing screens and children through optional items (SwiftUI family, `shape.items`)

    /// The values the item templates read, spelled here and nowhere else.
    func itemValues(_ items: ItemRoutesShape) -> [String: any Sendable] {
        let observable = shape.protocol.name == "Observable"
        let label = items.parentLabel ?? "parent"
        let screenCoordinator = screenCoordinator ?? parentClass ?? ""
        return [
            "itemView": items.view(of: flowClass),
            "itemParent": parentClass ?? "",
            // `init(_ parent: Home)` where the app's children are made so, else `init(parent: Home)`.
            "itemParentName": label == "_" ? "parent" : label,
            "itemParentParameter": label == "_" ? "_ parent" : label,
            "itemFlowProperty": ItemRoutesShape.property(ofType: flowClass),
            "itemObservable": observable,
            // An `ObservableObject` conformance needs Combine's `objectWillChange` in sight.
            "itemImportsCombine": !observable && importsCombine,
            "itemMainActor": shape.protocol.mainActor,
            // `sheet(item:)` presents an `Identifiable` item; `@Observable` makes the class `Observable`.
            "itemConformance": ((observable ? [] : [shape.protocol.name]) + ["Identifiable"]).joined(separator: ", "),
            "itemViewProperty": items.viewWrapper.isEmpty ? "let" : "\(items.viewWrapper) var",
            "itemViewModelProperty": observable ? "let" : "@ObservedObject var",
            "itemViewModel": ItemScreenNames.viewModel(ofScreen: name),
            "itemScreenProperty": ItemRoutesShape.property(ofType: ItemScreenNames.viewModel(ofScreen: name)),
            "itemScreenCoordinator": screenCoordinator,
        ]
    }
}

/// The names a screen shown through an item gets: its view model (`GiraffeViewModel`), which is the item.
enum ItemScreenNames {
    static func viewModel(ofScreen name: String) -> String {
        name + "ViewModel"
    }
}
