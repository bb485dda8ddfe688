import SwiftSyntax

/// The value most coordinator classes give a property the protocol requires, where they give it alike
/// in its declaration (`var disposeBag = DisposeBag()`, `let cancelBag = Set<AnyCancellable>()`): a new
/// coordinator stores its own the same way, so no parent passes it in. Only a value more than half of the
/// coordinators (and at least two) write identically is taken: one they all share is no flow's own.
struct SiblingInitialValue {
    let coordinators: [TypeDeclaration]

    /// The shared value of `name`, with how many coordinators write it and one of them; nil where fewer
    /// than two, or not more than half, write the same.
    func value(of name: String) -> (value: String, count: Int, example: TypeDeclaration)? {
        var groups: [String: (count: Int, example: TypeDeclaration)] = [:]
        for coordinator in coordinators {
            guard let value = (coordinator.members ?? []).lazy.compactMap({ Self.initialValue(of: name, in: $0.decl) }).first else { continue }
            groups[value] = ((groups[value]?.count ?? 0) + 1, groups[value]?.example ?? coordinator)
        }
        guard let best = groups.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }),
            best.value.count >= 2, best.value.count * 2 > coordinators.count
        else { return nil }
        return (best.key, best.value.count, best.value.example)
    }

    /// The initial value of the stored instance property `name` declared by `member`, on one line: one
    /// binding, neither lazy nor static, without accessors or comments in its value.
    private static func initialValue(of name: String, in member: DeclSyntax) -> String? {
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.accessorBlock == nil, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
            !variable.modifiers.contains(where: { ["lazy", "static", "class"].contains($0.name.text) }),
            let value = binding.initializer?.value
        else { return nil }
        let text = value.trimmedDescription
        guard !text.contains("//"), !text.contains("/*"), !text.contains("\n") else { return nil }
        return text
    }
}
