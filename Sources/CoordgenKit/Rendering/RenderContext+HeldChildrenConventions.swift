extension RenderContext.Conventions {
    // MARK: Coordinators holding children their initialiser makes (SwiftUI family, `shape.heldChildren`)

    /// The values the held-children templates read, spelled here and nowhere else.
    func heldChildrenValues(_ held: HeldChildrenShape) -> [String: any Sendable] {
        let observable = shape.protocol.name == "Observable"
        return [
            "heldChildView": held.view(of: flowClass),
            "heldChildParent": parentClass ?? "",
            "heldChildParentLabel": held.parentLabel,
            "heldChildObservable": observable,
            // An `ObservableObject` conformance needs Combine's `objectWillChange` in sight.
            "heldChildImportsCombine": !observable && importsCombine,
            "heldChildMainActor": shape.protocol.mainActor,
            "heldChildConformance": shape.protocol.name,
            // The view holds its coordinator as the siblings' views do; without a wrapper, in a constant.
            "heldChildViewProperty": held.viewWrapper.isEmpty ? "let" : "\(held.viewWrapper) var",
        ]
    }
}
