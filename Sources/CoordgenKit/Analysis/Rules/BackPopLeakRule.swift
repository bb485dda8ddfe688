import SwiftSyntax

/// `back-pop-leak`: when the user leaves a pushed child flow with the Back button or the swipe-back
/// gesture, UIKit pops the screens by itself; unless something notices, the flow never finishes and
/// its parent keeps the child coordinator forever.
public struct BackPopLeakRule: DoctorRule {
    public let id = "back-pop-leak"
    public let summary = "a pushed child flow with nothing that notices Back or swipe-back"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] {
        guard !noticesPops(app) else { return [] }
        let children = Set(app.graph.edges.map(\.child))
        var findings: [Finding] = []
        for type in app.coordinatorTypes where children.contains(type.name) {
            let pushes = type.members.flatMap { member in
                SyntaxSearch.calls(in: member.decl)
                    .filter { SyntaxNames.calledName($0) == "pushViewController" }
                    .map { ($0, member.file) }
            }
            guard let first = pushes.first else { continue }
            findings.append(
                app.finding(
                    self, .warning, at: first.0, in: first.1,
                    "\(type.name) pushes onto its parent's stack, and nothing notices when the user leaves with Back or a swipe: the parent keeps the child forever",
                    fix:
                        "let the stack's owner be the UINavigationControllerDelegate and finish the child whose first screen left in navigationController(_:didShow:animated:)"
                ))
        }
        return findings
    }

    /// Whether the app watches pops anywhere: a navigation controller delegate that implements
    /// `didShow`/`willShow`, or a view controller that reacts to leaving its parent.
    private func noticesPops(_ app: AnalyzedApp) -> Bool {
        let hierarchy = app.facts.hierarchy
        // Each way of noticing names one of these words; files without them are not read again.
        let words: Set<String> = ["didShow", "willShow", "didMove", "willMove", "isMovingFromParent"]
        for type in app.sortedTypes {
            let isNavigationDelegate = hierarchy.ancestors[type.name, default: []].contains("UINavigationControllerDelegate")
            for (function, _) in type.functions(inFilesMentioning: words) {
                let labels =
                    function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                    + function.signature.parameterClause.parameters.map(\.firstName.text)
                if isNavigationDelegate, function.name.text == "navigationController",
                    labels.contains("didShow") || labels.contains("willShow")
                {
                    return true
                }
                if hierarchy.isViewController(type.name), ["didMove", "willMove"].contains(function.name.text),
                    labels.contains("toParent")
                {
                    return true
                }
            }
            if hierarchy.isViewController(type.name) {
                for (member, _) in type.members(inFilesMentioning: words)
                where member.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "isMovingFromParent" }) {
                    return true
                }
            }
        }
        return false
    }
}
