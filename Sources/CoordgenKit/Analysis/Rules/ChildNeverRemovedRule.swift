import SwiftSyntax

/// `child-never-removed`: a coordinator that adds children and never removes one keeps every finished
/// flow, its screens and their memory, for the life of the app.
public struct ChildNeverRemovedRule: DoctorRule {
    public let id = "child-never-removed"
    public let summary = "a coordinator adds children but no path ever removes one"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] {
        var findings: [Finding] = []
        for type in app.coordinatorTypes {
            let addSites = type.members.flatMap { member in
                SyntaxSearch.calls(in: member.decl).filter { isAdd($0, app) }.map { ($0, member.file) }
            }
            guard let first = addSites.first else { continue }
            if ChildRemoval(app: app).removesChildren(type) { continue }
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
        let receiver = SyntaxNames.receiver(call)?.textWithoutTrivia
        let label = call.arguments.first?.label?.text ?? ""
        let adds = app.conventions.addChildMethods.contains(name) || (name == "add" && MemberVisitor.childLabels.contains(label))
        return adds && (receiver == nil || receiver == "self")
    }
}
