/// A coordinator the user named that the app declares as a struct, not a class: a SwiftUI view that
/// coordinates its flow (`struct SettingsCoordinator<Content: View, State: SettingsFlowState>:
/// CoordinatorProtocol, View`), whose navigation state lives in objects it is handed. coordgen adds
/// flows and screens to coordinator classes; it says what it found rather than that nothing is there.
enum StructCoordinator {
    /// The refusal for `input`, where one of the names looked for (`names`) is a top-level struct of the
    /// app; nil where none is.
    static func refusal(for input: String, lookedFor names: [String], in index: DeclarationIndex) -> String? {
        guard let found = names.lazy.compactMap({ name in index.type(named: name, kinds: [.struct]) }).first else { return nil }
        let conformances = found.inherited.isEmpty ? "" : ": \(found.inherited.joined(separator: ", "))"
        return
            "\(found.name) is a struct (struct \(found.name)\(conformances), at \(found.reference)), not a class: coordgen adds screens and flows to coordinator classes, whose navigation state it can extend, and cannot write into a struct coordinator nor copy one; add the screen or flow to \(found.name) yourself, and nothing was written"
    }
}
