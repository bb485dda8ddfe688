import SwiftSyntax

/// The collections a member puts something in or takes something out of, by the property's name:
/// `children[id] = coordinator` and `children.append(coordinator)` store into `children`;
/// `children[id] = nil`, `children.removeValue(forKey: id)` and `children.removeAll { … }` remove from it.
enum CollectionWrites {
    /// The collections `member` stores into.
    static func stored(in member: NotedMember) -> [String] {
        let appended = member.calls.compactMap { call -> String? in
            guard let name = SyntaxNames.calledName(call), ["append", "insert", "updateValue"].contains(name) else { return nil }
            return SyntaxNames.receiver(call).flatMap(SyntaxNames.lastName)
        }
        return appended + subscriptAssignments(in: member).filter { !$0.nilled }.map(\.collection)
    }

    /// The collections `member` removes from.
    static func removed(from member: NotedMember) -> [String] {
        let removing = member.calls.compactMap { call -> String? in
            guard let name = SyntaxNames.calledName(call), ChildRemoval.removingCalls.contains(name) else { return nil }
            return SyntaxNames.receiver(call).flatMap(SyntaxNames.lastName)
        }
        return removing + subscriptAssignments(in: member).filter(\.nilled).map(\.collection)
    }

    /// `collection[key] = value` assignments, and whether the value is `nil`.
    private static func subscriptAssignments(in member: NotedMember) -> [(collection: String, nilled: Bool)] {
        member.sequences.compactMap { sequence in
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let subscripted = elements[0].as(SubscriptCallExprSyntax.self),
                let collection = SyntaxNames.lastName(subscripted.calledExpression)
            else { return nil }
            return (collection, elements[2].is(NilLiteralExprSyntax.self))
        }
    }
}
