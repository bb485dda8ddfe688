import SwiftSyntax

/// `child-never-removed`: a coordinator that adds children and never removes one keeps every finished
/// flow, its screens and their memory, for the life of the app.
public struct ChildNeverRemovedRule: DoctorRule {
    public let id = "child-never-removed"
    public let summary = "a coordinator adds children but no path ever removes one"

    public init() {}

    private static let removingCalls: Set<String> = [
        "remove", "removeAll", "removeLast", "removeFirst", "popLast", "removeValue", "filter",
    ]

    public func check(_ app: AnalyzedApp) -> [Finding] {
        var findings: [Finding] = []
        for type in app.coordinatorTypes {
            let addSites = type.members.flatMap { member in
                SyntaxSearch.calls(in: member.decl).filter { isAdd($0, app) }.map { ($0, member.file) }
            }
            guard let first = addSites.first else { continue }
            if removes(in: type, app) || inheritedRemoval(of: type, app) { continue }
            findings.append(
                app.finding(
                    self, .warning, at: first.0, in: first.1,
                    "\(type.name) adds child coordinators but nothing ever removes one: each finished flow stays in memory",
                    fix: "remove the child, by identity, when it finishes (in its finish callback or onFinish closure)"))
        }
        return findings
    }

    private func isAdd(_ call: FunctionCallExprSyntax, _ app: AnalyzedApp) -> Bool {
        let name = SyntaxNames.calledName(call) ?? ""
        if SyntaxNames.isOnChildren(call, app.conventions) { return name == "append" || name == "insert" }
        let receiver = SyntaxNames.receiver(call)?.trimmedDescription
        let label = call.arguments.first?.label?.text ?? ""
        let adds = app.conventions.addChildMethods.contains(name) || (name == "add" && MemberVisitor.childLabels.contains(label))
        return adds && (receiver == nil || receiver == "self")
    }

    /// Whether any member of the type removes a child.
    private func removes(in type: AnalyzedType, _ app: AnalyzedApp) -> Bool {
        for (member, _) in type.members {
            for call in SyntaxSearch.calls(in: member) {
                let name = SyntaxNames.calledName(call) ?? ""
                if app.conventions.removeChildMethods.contains(name) { return true }
                if SyntaxNames.isOnChildren(call, app.conventions) && Self.removingCalls.contains(name) { return true }
            }
            for sequence in SyntaxSearch.sequences(in: member) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self) {
                    if SyntaxNames.lastName(elements[0]) == app.conventions.childrenProperty { return true }
                    if let subscripted = elements[0].as(SubscriptCallExprSyntax.self),
                        SyntaxNames.lastName(subscripted.calledExpression) == app.conventions.childrenProperty,
                        elements[2].is(NilLiteralExprSyntax.self)
                    {
                        return true
                    }
                }
            }
        }
        return false
    }

    /// A finish callback that removes children, declared in a base class or a protocol extension the
    /// type inherits: the child calls it on its parent, so the parent's own code need not mention it.
    private func inheritedRemoval(of type: AnalyzedType, _ app: AnalyzedApp) -> Bool {
        for ancestor in app.facts.hierarchy.ancestors[type.name, default: []] {
            guard let inherited = app.facts.types[ancestor] else { continue }
            for (function, _) in inherited.functions
            where app.conventions.isFinishCallback(function.name.text) && removesChildren(function, app) {
                return true
            }
        }
        return false
    }

    private func removesChildren(_ function: FunctionDeclSyntax, _ app: AnalyzedApp) -> Bool {
        SyntaxSearch.calls(in: function).contains { call in
            SyntaxNames.isOnChildren(call, app.conventions) && Self.removingCalls.contains(SyntaxNames.calledName(call) ?? "")
        }
    }
}
