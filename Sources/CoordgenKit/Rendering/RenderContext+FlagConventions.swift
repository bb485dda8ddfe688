extension RenderContext.Conventions {
    // MARK: Coordinators that show screens through flags (SwiftUI family, `shape.flags`)

    /// Whether the app's coordinators are `@Observable` classes (`shape.name` is `Observable`).
    var flagsObservable: Bool { shape.protocol.name == "Observable" }

    /// The values the flag templates read, spelled here and nowhere else.
    func flagValues(_ flags: FlagRoutesShape) -> [String: any Sendable] {
        [
            "flagView": flags.view(of: flowClass),
            "flagObservable": flagsObservable,
            "flagMainActor": shape.protocol.mainActor,
            // `sheet(item:)` presents an `Identifiable` item; `@Observable` makes the class `Observable`.
            "flagConformance": ((flagsObservable ? [] : [shape.protocol.name]) + ["Identifiable"]).joined(separator: ", "),
            "flagObjectWrapper": flagsObservable ? "@Bindable" : "@ObservedObject",
        ]
    }
}
