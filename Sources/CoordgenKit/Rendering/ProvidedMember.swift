/// A member that a protocol extension implements for every coordinator, read as data from the name
/// `.coordgen.yml` records in `shape.provided` (`childDidFinish(_:)`, `start()`, `children`): its base
/// name, and its argument labels where it is a method, so code asks "is `start()` provided" rather than
/// comparing text.
struct ProvidedMember: Equatable {
    let name: String
    /// The argument labels (`_` for none) of a method or subscript; nil for a property.
    let labels: [String]?

    init(name: String, labels: [String]?) {
        self.name = name
        self.labels = labels
    }

    /// Reads `childDidFinish(_:)` as the method `childDidFinish` with the label `_`, `children` as a property.
    init(_ text: String) {
        let text = text.filter { !$0.isWhitespace }
        guard let open = text.firstIndex(of: "("), text.last == ")" else {
            self.init(name: text, labels: nil)
            return
        }
        let inside = text[text.index(after: open)..<text.index(before: text.endIndex)]
        self.init(name: String(text[..<open]), labels: inside.split(separator: ":").map(String.init))
    }
}

extension ProtocolShape {
    /// `provided`, read as members.
    var providedMembers: [ProvidedMember] { (provided ?? []).map(ProvidedMember.init) }

    /// Whether a protocol extension implements the method `name` with exactly `labels` for every coordinator.
    func providesMethod(_ name: String, labels: [String]) -> Bool {
        providedMembers.contains(ProvidedMember(name: name, labels: labels))
    }

    /// Whether the protocol requires `start()` without arguments (whatever its attributes).
    var requiresPlainStart: Bool { requirementSignatures.contains { $0.isFunction("start", labels: []) } }
}
