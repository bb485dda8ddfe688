import SwiftSyntax

/// The text most coordinator classes store in a `String` property the protocol requires, each naming
/// its own flow (`let name: String = "Detail Coordinator"` in `DetailCoordinator`, `"Sign Up
/// Coordinator"` in `SignUpCoordinator`): a new coordinator stores the same text with its own name
/// (`"Zebra Coordinator"`), recorded as the pattern `"{Name} Coordinator"`. Only a pattern more than half
/// of the coordinators (and at least two) follow is taken.
struct SiblingNamedValue {
    let coordinators: [TypeDeclaration]

    /// The pattern of `name`'s literal, with how many coordinators follow it and one of them; nil where
    /// fewer than two, or not more than half, do.
    func pattern(of name: String) -> (pattern: String, count: Int, example: TypeDeclaration)? {
        var groups: [String: (count: Int, example: TypeDeclaration)] = [:]
        for coordinator in coordinators {
            guard let literal = (coordinator.members ?? []).lazy.compactMap({ Self.literal(of: name, in: $0.decl) }).first,
                let pattern = Self.pattern(literal, naming: coordinator.name)
            else { continue }
            groups[pattern] = ((groups[pattern]?.count ?? 0) + 1, groups[pattern]?.example ?? coordinator)
        }
        guard let best = groups.max(by: { ($0.value.count, $1.key) < ($1.value.count, $0.key) }),
            best.value.count >= 2, best.value.count * 2 > coordinators.count
        else { return nil }
        return (best.key, best.value.count, best.value.example)
    }

    /// `"{Name} Coordinator"` of `"Sign Up Coordinator"` in `SignUpCoordinator`: the flow's stem (the
    /// class name without `Coordinator`), written as one word or as words, replaced by the placeholder.
    static func pattern(_ literal: String, naming className: String) -> String? {
        let stem = className.hasSuffix("Coordinator") ? String(className.dropLast("Coordinator".count)) : className
        guard !stem.isEmpty else { return nil }
        for spelling in [stem, words(stem)] where literal.contains(spelling) {
            return literal.replacingLiteral(spelling, with: NamingScheme.placeholder)
        }
        return nil
    }

    /// `Sign Up` of `SignUp`.
    private static func words(_ stem: String) -> String {
        var text = ""
        for (offset, character) in stem.enumerated() {
            if offset > 0, character.isUppercase { text.append(" ") }
            text.append(character)
        }
        return text
    }

    /// The string literal without interpolation stored in the instance property `name` (`"Main
    /// Coordinator"`, quotes included).
    private static func literal(of name: String, in member: DeclSyntax) -> String? {
        guard let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
            binding.accessorBlock == nil, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
            !variable.modifiers.contains(where: { ["lazy", "static", "class"].contains($0.name.text) }),
            let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self),
            literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }), literal.openingPounds == nil,
            literal.openingQuote.tokenKind == .stringQuote
        else { return nil }
        return literal.textWithoutTrivia
    }
}
