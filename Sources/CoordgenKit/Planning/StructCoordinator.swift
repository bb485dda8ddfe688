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

    /// The top-level struct named `name` that is no SwiftUI view (a UIKit coordinator made and started
    /// fire and forget), whose flows the generation by example copies; nil for a view (`struct
    /// SettingsCoordinator<Content: View>: View`, or conforming to `protocol Coordinator: View`), whose
    /// body the copy could not keep.
    static func copyable(named name: String, in index: DeclarationIndex) -> TypeDeclaration? {
        declaration(named: name, in: index).flatMap { isView($0, in: index) ? nil : $0 }
    }

    /// Whether `type` conforms to `View`, directly or through protocols of the app refining it.
    static func isView(_ type: TypeDeclaration, in index: DeclarationIndex) -> Bool {
        var seen: Set<String> = []
        var pending = type.inheritedNames + index.extensions(of: type.name).flatMap(\.inheritedNames)
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if name == "View" || name == "App" || name == "Scene" { return true }
            if let refined = index.type(named: name, kinds: [.protocol]) { pending += refined.inheritedNames }
        }
        return false
    }

    /// The refusal for `input`, where one of the names looked for (`names`) is a top-level struct of the
    /// app; nil where none is.
    static func refusal(for input: String, lookedFor names: [String], in index: DeclarationIndex) -> String? {
        guard let found = names.lazy.compactMap({ name in declaration(named: name, in: index) }).first else { return nil }
        let conformances = found.inherited.isEmpty ? "" : ": \(found.inherited.joined(separator: ", "))"
        // A SwiftUI view is copied by no one: its body would not survive the copy.
        let advice =
            isView(found, in: index)
            ? "nor copy a struct that is a SwiftUI view; add the screen or flow to \(found.name) yourself"
            : "; make a flow like one \(found.name) starts with `coordgen new coordinator <Name> --like <Flow>`, or add the screen or flow to \(found.name) yourself"
        return
            "\(found.name) is a struct (struct \(found.name)\(conformances), at \(found.reference)), not a class: coordgen's built-in families add screens and flows to coordinator classes, whose navigation state they can extend, and do not write into a struct coordinator\(advice.hasPrefix(";") ? "" : " ")\(advice); nothing was written"
    }
}
