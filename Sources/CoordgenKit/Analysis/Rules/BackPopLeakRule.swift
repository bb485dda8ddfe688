import SwiftSyntax

/// `back-pop-leak`: when the user leaves a pushed child flow with the Back button or the swipe-back
/// gesture, UIKit pops the screens by itself; unless something notices, the flow never finishes and
/// its parent keeps the child coordinator forever.
public struct BackPopLeakRule: CoordinatorWiseRule {
    public let id = "back-pop-leak"
    public let summary = "a pushed child flow with nothing that notices Back or swipe-back"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] { checkCoordinatorWise(app) }

    func reading(_ facts: AppFacts) -> any CoordinatorReading { Reading(rule: self, facts: facts) }

    /// Each coordinator's first push, unless the app notices pops; kept for the coordinators that are
    /// some coordinator's child in the graph.
    private final class Reading: CoordinatorReading {
        let rule: BackPopLeakRule
        let facts: AppFacts
        let noticesPops: Bool
        var pushing: [(coordinator: String, finding: Finding)] = []

        init(rule: BackPopLeakRule, facts: AppFacts) {
            self.rule = rule
            self.facts = facts
            noticesPops = rule.noticesPops(facts)
        }

        func read(_ type: AnalyzedType) {
            guard !noticesPops else { return }
            let pushes = type.members.lazy.flatMap { member in
                SyntaxSearch.calls(in: member.decl)
                    .filter { SyntaxNames.calledName($0) == "pushViewController" }
                    .map { ($0, member.file) }
            }
            guard let first = pushes.first,
                !BackPopLeakRule.makesItsOwnStack(type, pushedOnto: SyntaxNames.receiver(first.0).flatMap(SyntaxNames.lastName))
            else { return }
            pushing.append(
                (
                    type.name,
                    facts.finding(
                        rule, .warning, at: first.0, in: first.1,
                        "\(type.name) pushes onto its parent's stack, and nothing notices when the user leaves with Back or a swipe: the parent keeps the child forever",
                        fix:
                            "let the stack's owner be the UINavigationControllerDelegate and finish the child whose first screen left in navigationController(_:didShow:animated:)"
                    )
                ))
        }

        func findings(_ app: AnalyzedApp) -> [Finding] {
            let children = Set(app.graph.edges.map(\.child))
            return pushing.filter { children.contains($0.coordinator) }.map(\.finding)
        }
    }

    /// Whether the coordinator makes the stack it pushes onto: an initialiser of its own that takes no
    /// navigation controller constructs one (`super.init(navigationController: UINavigationController())`),
    /// or the stored property of its own it pushes onto is one made there
    /// (`let navigationController = UINavigationController()`).
    /// Its first screen is the root of that stack, shown as a tab, a window's root or presented: Back
    /// never pops it off a parent's stack.
    static func makesItsOwnStack(_ type: AnalyzedType, pushedOnto stack: String?) -> Bool {
        func constructsStack(_ node: some SyntaxProtocol) -> Bool {
            SyntaxSearch.calls(in: node).contains { SyntaxNames.constructedTypeName($0)?.hasSuffix("NavigationController") == true }
        }
        return type.members.contains { member in
            if let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body {
                let takesStack = initializer.signature.parameterClause.parameters.contains {
                    $0.type.trimmedDescription.trimmingCharacters(in: ["?", "!"]).hasSuffix("NavigationController")
                }
                return !takesStack && constructsStack(body)
            }
            if let property = member.decl.as(VariableDeclSyntax.self), let stack {
                return property.bindings.contains { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == stack
                        && binding.initializer.map { constructsStack($0.value) } ?? false
                }
            }
            return false
        }
    }

    /// Whether the app watches pops anywhere: a navigation controller delegate that implements
    /// `didShow`/`willShow`, or a view controller that reacts to leaving its parent.
    private func noticesPops(_ facts: AppFacts) -> Bool {
        let hierarchy = facts.hierarchy
        // Each way of noticing names one of these words; files without them are not read again.
        let words: Set<String> = ["didShow", "willShow", "didMove", "willMove", "isMovingFromParent"]
        for type in facts.sortedTypes {
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
