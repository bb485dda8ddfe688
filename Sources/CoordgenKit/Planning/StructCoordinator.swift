/// A coordinator the user named that the app declares as a struct, not a class: a SwiftUI view that
/// coordinates its flow (`struct SettingsCoordinator<Content: View, State: SettingsFlowState>:
/// CoordinatorProtocol, View`), whose navigation state lives in objects it is handed. coordgen adds
/// flows and screens to coordinator classes; it says what it found rather than that nothing is there.
enum StructCoordinator {
    /// Why a struct parent's flow is made like one of its own flows: the note's reason.
    static func copiedReason(parent: String) -> String {
        "\(parent) is a struct, which they do not write into"
    }

    /// The top-level struct named `name`, where the app declares one.
    static func declaration(named name: String, in index: DeclarationIndex) -> TypeDeclaration? {
        index.type(named: name, kinds: [.struct]).flatMap { $0.isNested ? nil : $0 }
    }

    /// The refusal for `input`, where one of the names looked for (`names`) is a top-level struct of the
    /// app; nil where none is.
    static func refusal(for input: String, lookedFor names: [String], in index: DeclarationIndex) -> String? {
        guard let found = names.lazy.compactMap({ name in declaration(named: name, in: index) }).first else { return nil }
        let conformances = found.inherited.isEmpty ? "" : ": \(found.inherited.joined(separator: ", "))"
        return
            "\(found.name) is a struct (struct \(found.name)\(conformances), at \(found.reference)), not a class: coordgen's built-in families add screens and flows to coordinator classes, whose navigation state they can extend, and do not write into a struct coordinator; make a flow like one \(found.name) starts with `coordgen new coordinator <Name> --like <Flow>`, or add the screen or flow to \(found.name) yourself; nothing was written"
    }
}
