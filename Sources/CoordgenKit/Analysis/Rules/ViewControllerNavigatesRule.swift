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
            for (member, file) in type.members(inFilesMentioning: Self.navigatingCalls) {
                let locals = localValues(in: member)
                for call in SyntaxSearch.calls(in: member) {
                    guard let called = SyntaxNames.calledName(call), Self.navigatingCalls.contains(called),
                        isUIKitNavigation(call, called), !presentsSystemController(call, called, locals)
                    else { continue }
                    findings.append(
                        app.finding(
                            self, .warning, at: call, in: file,
                            "\(name) navigates by itself (`\(called)`), behind its coordinator's back",
                            fix: "report what the user did through a callback such as onFinish and let the coordinator push or present"))
                }
            }
        }
        return findings
    }

    /// System controllers a screen may present itself: an alert or a share sheet is part of the screen,
    /// not a step of the flow.
    private static let systemControllers: Set<String> = [
        "UIAlertController", "UIActivityViewController", "SFSafariViewController", "UIImagePickerController",
        "PHPickerViewController", "UIDocumentPickerViewController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "UIColorPickerViewController", "UIFontPickerViewController",
    ]

    /// Whether `present(x, animated:)` shows a system controller: built in place or in a local.
    private func presentsSystemController(_ call: FunctionCallExprSyntax, _ name: String, _ locals: [String: ExprSyntax]) -> Bool {
        guard name == "present", var presented = call.arguments.first?.expression else { return false }
        if let local = SyntaxNames.lastName(presented).flatMap({ locals[$0] }) { presented = local }
        guard let constructed = presented.as(FunctionCallExprSyntax.self).flatMap(SyntaxNames.constructedTypeName) else {
            return false
        }
        return Self.systemControllers.contains(constructed)
    }

    /// The locals a member binds, with their initial values.
    private func localValues(in member: DeclSyntax) -> [String: ExprSyntax] {
        var values: [String: ExprSyntax] = [:]
        for sequence in SyntaxSearch.sequences(in: member) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let name = SyntaxNames.lastName(elements[0]) {
                values[name] = elements[2]
            }
        }
        for binding in SyntaxSearch.bindings(in: member) {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                values[name] = value
            }
        }
        return values
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
