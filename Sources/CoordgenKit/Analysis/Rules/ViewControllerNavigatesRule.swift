import SwiftSyntax

/// `view-controller-navigates`: in a coordinator app, a view controller that pushes or presents by
/// itself bypasses its coordinator, which then no longer knows where the user is.
public struct ViewControllerNavigatesRule: DoctorRule {
    public let id = "view-controller-navigates"
    public let summary = "a view controller pushes or presents by itself in a coordinator app"

    public init() {}

    /// UIKit calls that move to another screen.
    private static let navigatingCalls: Set<String> = [
        "pushViewController", "present", "show", "showDetailViewController", "performSegue", "setViewControllers",
    ]

    public func check(_ app: AnalyzedApp) -> [Finding] {
        guard !app.graph.coordinators.isEmpty else { return [] }
        let hierarchy = app.facts.hierarchy
        var findings: [Finding] = []
        for name in hierarchy.screens.sorted() where hierarchy.isViewController(name) {
            guard let type = app.facts.types[name] else { continue }
            for (member, fileIndex) in type.members {
                for call in SyntaxSearch.calls(in: member) {
                    guard let called = SyntaxNames.calledName(call), Self.navigatingCalls.contains(called),
                        isUIKitNavigation(call, called)
                    else { continue }
                    findings.append(
                        app.finding(
                            self, .warning, at: call, in: fileIndex,
                            "\(name) navigates by itself (`\(called)`), behind its coordinator's back",
                            fix: "report what the user did through a callback such as onFinish and let the coordinator push or present"))
                }
            }
        }
        return findings
    }

    /// `present(_:animated:)`, `show(_:sender:)`, `performSegue(withIdentifier:…)`, and pushes on a
    /// navigation controller — not an unrelated method that happens to share a name.
    private func isUIKitNavigation(_ call: FunctionCallExprSyntax, _ name: String) -> Bool {
        let labels = call.arguments.map { $0.label?.text }
        switch name {
        case "present": return labels.contains("animated")
        case "show", "showDetailViewController": return labels.contains("sender")
        case "performSegue": return labels.first == "withIdentifier"
        default: return true
        }
    }
}
