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
            guard !noticesPops, let first = firstPushOntoAnotherStack(of: type) else { return }
            pushing.append(
                (
                    type.name,
                    Finding(
                        file: first.file, line: first.line, severity: .warning, rule: rule.id,
                        message:
                            "\(type.name) pushes onto its parent's stack, and nothing notices when the user leaves with Back or a swipe: the parent keeps the child forever",
                        fix:
                            "let the stack's owner be the UINavigationControllerDelegate and finish the child whose first screen left in navigationController(_:didShow:animated:)"
                    )
                ))
        }

        /// Where the type first pushes, unless it makes the stack it pushes onto: from its notes, else its trees.
        private func firstPushOntoAnotherStack(of type: AnalyzedType) -> (file: String, line: Int)? {
            if let noted = type.ruleNotes(under: facts.conventions) {
                let notes = noted.map(\.notes.backPopLeak)
                guard let position = notes.firstIndex(where: { $0.firstPush != nil }), let push = notes[position].firstPush,
                    !notes.contains(where: { $0.initializerMakesStack || push.stack.map($0.madeStacks.contains) == true })
                else { return nil }
                return (noted[position].declaration.file.path, push.line)
            }
            let pushes = type.members.lazy.flatMap { member in
                SyntaxSearch.calls(in: member.decl)
                    .filter { SyntaxNames.calledName($0) == "pushViewController" }
                    .map { ($0, member.file) }
            }
            guard let first = pushes.first,
                !BackPopLeakRule.makesItsOwnStack(type, pushedOnto: SyntaxNames.receiver(first.0).flatMap(SyntaxNames.lastName))
            else { return nil }
            return (first.1.path, first.1.line(of: first.0))
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
        type.members.contains { member in
            if initializerMakesItsStack(member.decl) { return true }
            guard let stack else { return false }
            return stacksMade(in: member.decl).contains(stack)
        }
    }

    /// Whether `decl` is an initialiser with a body that takes no navigation controller and constructs one.
    private static func initializerMakesItsStack(_ decl: DeclSyntax) -> Bool {
        guard let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body else { return false }
        let takesStack = initializer.signature.parameterClause.parameters.contains {
            $0.type.textWithoutTrivia.trimmingCharacters(inASCII: "?!").hasSuffix("NavigationController")
        }
        return !takesStack && constructsStack(body)
    }

    /// The names `decl`, a stored property, binds to a navigation controller it constructs.
    private static func stacksMade(in decl: DeclSyntax) -> [String] {
        guard let property = decl.as(VariableDeclSyntax.self) else { return [] }
        return property.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                binding.initializer.map({ constructsStack($0.value) }) ?? false
            else { return nil }
            return name
        }
    }

    private static func constructsStack(_ node: some SyntaxProtocol) -> Bool {
        SyntaxSearch.calls(in: node).contains { SyntaxNames.constructedTypeName($0)?.hasSuffix("NavigationController") == true }
    }

    /// What the rule reads of one declaration (``DeclarationRuleNotes``): its first push and the
    /// stack it is pushed onto, whether an initialiser makes its own stack, and the properties made as stacks.
    struct Notes: Sendable {
        let firstPush: (line: Int, stack: String?)?
        let initializerMakesStack: Bool
        let madeStacks: Set<String>

        init(_ members: [NotedMember], file: SourceFile) {
            firstPush = members.lazy.flatMap(\.calls).first { SyntaxNames.calledName($0) == "pushViewController" }.map { call in
                (file.line(of: call), SyntaxNames.receiver(call).flatMap(SyntaxNames.lastName))
            }
            initializerMakesStack = members.contains { BackPopLeakRule.initializerMakesItsStack($0.decl) }
            madeStacks = Set(members.flatMap { BackPopLeakRule.stacksMade(in: $0.decl) })
        }
    }

    /// Whether the app watches pops anywhere: a navigation controller delegate that implements
    /// `didShow`/`willShow`, or a view controller that reacts to leaving its parent.
    private func noticesPops(_ facts: AppFacts) -> Bool {
        let hierarchy = facts.hierarchy
        // Each way of noticing names one of these words; files without them are not read again.
        let words: Set<String> = ["didShow", "willShow", "didMove", "willMove", "isMovingFromParent"]
        // Each file's text searched once: a type none of whose files holds a word is not read.
        var mentioning: [String: Bool] = [:]
        func mentions(_ file: SourceFile) -> Bool {
            if let known = mentioning[file.path] { return known }
            let found = file.mentions(anyOf: words)
            mentioning[file.path] = found
            return found
        }
        for type in facts.sortedTypes where type.declarations.contains(where: { mentions($0.file) }) {
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
