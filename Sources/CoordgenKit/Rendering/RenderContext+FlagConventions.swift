extension RenderContext.Conventions {
    // MARK: Coordinators that show screens through flags (SwiftUI family, `shape.flags`)

    /// Whether the app's coordinators are `@Observable` classes (`shape.name` is `Observable`).
    var flagsObservable: Bool { shape.protocol.name == "Observable" }

    /// Whether a new file that declares an `ObservableObject` conformance or uses `@Published` imports
    /// Combine: in an adopted app, where the target turns on member import visibility (SE-0444), which
    /// hides the default `objectWillChange` and `Published.init(wrappedValue:)` from a file that imports
    /// only SwiftUI; elsewhere the app's files import SwiftUI alone, and so do coordgen's.
    var importsCombine: Bool { shape.concurrency?.enables("MemberImportVisibility") == true }

    /// The values the flag templates read, spelled here and nowhere else.
    func flagValues(_ flags: FlagRoutesShape) -> [String: any Sendable] {
        [
            "flagView": flags.view(of: flowClass),
            "flagObservable": flagsObservable,
            // An `ObservableObject` conformance needs Combine's `objectWillChange` in sight.
            "flagImportsCombine": !flagsObservable && importsCombine,
            "flagMainActor": shape.protocol.mainActor,
            // `sheet(item:)` presents an `Identifiable` item; `@Observable` makes the class `Observable`.
            "flagConformance": ((flagsObservable ? [] : [shape.protocol.name]) + ["Identifiable"]).joined(separator: ", "),
            "flagObjectWrapper": flagsObservable ? "@Bindable" : "@ObservedObject",
        ]
    }
}
