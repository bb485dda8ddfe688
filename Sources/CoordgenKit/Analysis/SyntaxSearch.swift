import SwiftSyntax

/// Finds the calls and the operator sequences under a node, the two shapes most rules read.
///
/// A `SyntaxVisitor` per kind dispatches on the node's kind; a generic walk that casts every node
/// costs a metadata lookup per node and made `doctor` a third slower on a 1,000-coordinator app.
enum SyntaxSearch {
    /// Every function call under `root`, in source order.
    static func calls(in root: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
        let visitor = CallVisitor(viewMode: .sourceAccurate)
        visitor.walk(root)
        return visitor.found
    }

    /// Every unfolded operator sequence (`a = b`, `x == y`) under `root`, in source order.
    static func sequences(in root: some SyntaxProtocol) -> [SequenceExprSyntax] {
        let visitor = SequenceVisitor(viewMode: .sourceAccurate)
        visitor.walk(root)
        return visitor.found
    }

    /// ``calls(in:)`` and ``sequences(in:)`` of `root` in one walk: the same two lists.
    static func callsAndSequences(in root: some SyntaxProtocol) -> (calls: [FunctionCallExprSyntax], sequences: [SequenceExprSyntax]) {
        let visitor = CallAndSequenceVisitor(viewMode: .sourceAccurate)
        visitor.walk(root)
        return (visitor.calls, visitor.sequences)
    }

    /// Whether `node` lies under `root` in the same tree: its range is inside `root`'s and `root` is
    /// among its ancestors. What cuts a member's ``callsAndSequences(in:)`` to one of its closures: the
    /// nodes under it, in the same order as a walk of the closure finds them.
    static func isUnder(_ root: some SyntaxProtocol, _ node: some SyntaxProtocol) -> Bool {
        let start = root.position
        guard node.position >= start, node.endPosition <= root.endPosition else { return false }
        var ancestor = node.parent
        while let current = ancestor, current.position >= start {
            if current.id == root.id { return true }
            ancestor = current.parent
        }
        return false
    }

    /// Every variable binding (`let x = …`) under `root`, in source order.
    static func bindings(in root: some SyntaxProtocol) -> [PatternBindingSyntax] {
        let visitor = BindingVisitor(viewMode: .sourceAccurate)
        visitor.walk(root)
        return visitor.found
    }

    /// Every `x is T` under `root` (folded form; the parser's unfolded form is in sequences).
    static func isChecks(in root: some SyntaxProtocol) -> [IsExprSyntax] {
        let visitor = IsVisitor(viewMode: .sourceAccurate)
        visitor.walk(root)
        return visitor.found
    }

    private final class CallVisitor: SyntaxVisitor {
        var found: [FunctionCallExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }

    private final class SequenceVisitor: SyntaxVisitor {
        var found: [SequenceExprSyntax] = []
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }

    private final class CallAndSequenceVisitor: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []
        var sequences: [SequenceExprSyntax] = []
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            sequences.append(node)
            return .visitChildren
        }
    }

    private final class BindingVisitor: SyntaxVisitor {
        var found: [PatternBindingSyntax] = []
        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }

    private final class IsVisitor: SyntaxVisitor {
        var found: [IsExprSyntax] = []
        override func visit(_ node: IsExprSyntax) -> SyntaxVisitorContinueKind {
            found.append(node)
            return .visitChildren
        }
    }
}
