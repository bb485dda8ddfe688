import SwiftParser
import SwiftSyntax

/// Whether the edits copying an example's wiring start the copy: some edit names one of the copy's
/// types or wired members other than where it only declares a member of its own (`private let
/// zebraFlow = ZebraFlow()`, which nothing uses until the code starting the example's is copied too). A
/// wiring that adds a step's case alone, or a property holding the new flow beside the example's that a
/// call listing the flows never names, leaves the copy unstarted.
struct ExampleWiringStart {
    /// The copy's types and the wiring's members, new names.
    let newNames: Set<String>
    /// The wiring's members, new names.
    let newMembers: Set<String>

    func starts(_ edits: [ExampleWiring.Edit]) -> Bool {
        edits.contains { edit in
            let tree = Parser.parse(source: edit.text)
            return tree.tokens(viewMode: .sourceAccurate).contains { token in
                guard case .identifier(let text) = token.tokenKind, newNames.contains(text) else { return false }
                return !isInOwnMemberDeclaration(Syntax(token))
            }
        }
    }

    /// Whether `node` is inside the declaration of one of the wiring's new members (a stored property).
    private func isInOwnMemberDeclaration(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let variable = ancestor.as(VariableDeclSyntax.self), variable.parent?.is(MemberBlockItemSyntax.self) == true {
                return variable.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self).map { newMembers.contains($0.identifier.text) } ?? false
                }
            }
            current = ancestor.parent
        }
        return false
    }
}
