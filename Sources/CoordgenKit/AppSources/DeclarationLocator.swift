import SwiftSyntax

/// Finds a type declaration's body again in a file's tree by where the declaration starts: a
/// ``TypeDeclaration`` keeps that position, not a node, so the tree it came from can be released.
enum DeclarationLocator {
    /// The member block of the type or extension declaration whose node starts at `position`.
    /// Descends only into the child that covers the position, so it costs the depth of the tree.
    static func memberBlock(in tree: SourceFileSyntax, at position: AbsolutePosition) -> MemberBlockSyntax? {
        var node = Syntax(tree)
        descending: while true {
            if node.position == position, let group = node.asProtocol(DeclGroupSyntax.self) {
                return group.memberBlock
            }
            for child in node.children(viewMode: .sourceAccurate)
            where child.position <= position && position < child.endPosition {
                node = child
                continue descending
            }
            return nil
        }
    }

    /// Whether the declaration whose node starts at `position` says `private` or `fileprivate`: at the
    /// top level of a file, a name no other file sees.
    static func isFilePrivate(in tree: SourceFileSyntax, at position: AbsolutePosition) -> Bool {
        var node = Syntax(tree)
        descending: while true {
            if node.position == position, node.is(DeclSyntax.self), let declaration = node.asProtocol(WithModifiersSyntax.self) {
                return declaration.modifiers.contains { modifier in
                    modifier.detail == nil && (modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate))
                }
            }
            for child in node.children(viewMode: .sourceAccurate)
            where child.position <= position && position < child.endPosition {
                node = child
                continue descending
            }
            return false
        }
    }
}
