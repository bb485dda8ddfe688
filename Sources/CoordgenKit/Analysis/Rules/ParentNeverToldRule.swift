import SwiftSyntax

/// `parent-never-told`: a child coordinator with a way to tell its parent that it finished — a parent
/// reference (`parentCoordinator`) or a finish closure (`didFinish`), not a finish delegate — that none of its
/// code, nor a base class or protocol extension it inherits, ever uses: the parent keeps the child, and
/// everything it shows, for the life of the app. The plain family's usual slip: the tutorial's
/// `parentCoordinator?.childDidFinish(self)` left out of a new flow.
public struct ParentNeverToldRule: CoordinatorWiseRule {
    public let id = "parent-never-told"
    public let summary = "a child coordinator never uses its parent reference or finish closure"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] { checkCoordinatorWise(app) }

    func reading(_ facts: AppFacts) -> any CoordinatorReading { Reading(rule: self, facts: facts) }

    /// Each coordinator's unused parent references and finish closures, read on their own; kept for
    /// the coordinators that are some coordinator's child in the graph, and, where a parent learns
    /// from its navigation controller's delegate which flows were popped
    /// (`navigationController(_:didShow:animated:)` → `childDidFinish`), for the finish closures only.
    private final class Reading: CoordinatorReading {
        /// An unused reference of a coordinator: a parent reference, or a finish closure.
        struct Unused {
            let coordinator: String
            let isClosure: Bool
            let finding: Finding
        }

        let rule: ParentNeverToldRule
        let facts: AppFacts
        let properties: Set<String>
        var parentsWatchPops = false
        var unused: [Unused] = []

        init(rule: ParentNeverToldRule, facts: AppFacts) {
            self.rule = rule
            self.facts = facts
            properties = facts.conventions.finishDelegateProperties.union(facts.conventions.finishClosureProperties)
        }

        func read(_ type: AnalyzedType) {
            if !parentsWatchPops { parentsWatchPops = ParentNeverToldRule.watchesPops(type) }
            // A class whose methods do nothing (`func start() {}`: a stub in a test, a preview or a sketch)
            // is not judged: the rule is about a flow that runs and never says it ended.
            guard ParentNeverToldRule.doesSomething(type) else { return }
            for (property, file) in type.properties {
                for (name, binding) in SyntaxNames.boundNames(property) where properties.contains(name) {
                    // A finish delegate is the classic family's, whose finish() usually lives elsewhere:
                    // only a parent reference or a finish closure is the plain family's own.
                    let typeName = binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) } ?? ""
                    if facts.conventions.finishDelegateProtocols.contains(typeName) { continue }
                    let isClosure = binding.typeAnnotation?.type.trimmedDescription.contains("->") ?? false
                    let ancestors = facts.hierarchy.ancestors[type.name, default: []].compactMap { facts.types[$0] }
                    guard !([type] + ancestors).contains(where: { rule.uses(name, in: $0, besides: property) }) else { continue }
                    // A finish closure the flow's view calls (`coordinator.onFinish?()` in a SwiftUI view).
                    if isClosure, ParentNeverToldRule.calledOutside(name, of: type.name, in: facts.files) { continue }
                    let finding = facts.finding(
                        rule, .warning, at: property, in: file,
                        "\(type.name) has `\(name)` but never uses it: its parent is never told that the flow finished and keeps \(type.name) forever",
                        fix: "tell the parent where the flow ends (`\(name)?.childDidFinish(self)`, `\(name)?()`), or remove `\(name)`")
                    unused.append(Unused(coordinator: type.name, isClosure: isClosure, finding: finding))
                }
            }
        }

        func findings(_ app: AnalyzedApp) -> [Finding] {
            let children = Set(app.graph.edges.map(\.child))
            // A parent reference (not a closure) of an app whose parents watch pops needs no call from the child.
            return unused.filter { children.contains($0.coordinator) && ($0.isClosure || !parentsWatchPops) }.map(\.finding)
        }
    }

    /// Whether the coordinator is its navigation controller's delegate for pops: it declares
    /// `navigationController(_:didShow:animated:)`.
    private static func watchesPops(_ type: AnalyzedType) -> Bool {
        type.members.contains { member, _ in
            guard let function = member.as(FunctionDeclSyntax.self), function.name.text == "navigationController" else { return false }
            return function.signature.parameterClause.parameters.contains { $0.firstName.text == "didShow" }
        }
    }

    /// Whether a file that names the coordinator calls its closure `name` through another value than
    /// `self` (`coordinator.onFinish?()`, `viewModel.coordinator.didFinish()`): a view or screen that
    /// ends the flow. Files are read only where the text holds such a call.
    static func calledOutside(_ name: String, of typeName: String, in files: [SourceFile]) -> Bool {
        files.contains { file in
            guard file.text.contains(".\(name)?(") || file.text.contains(".\(name)("), file.text.contains(typeName) else { return false }
            return SwiftDeclarationLookup.all(FunctionCallExprSyntax.self, in: file.tree) { call in
                var called = call.calledExpression
                if let optional = called.as(OptionalChainingExprSyntax.self) { called = optional.expression }
                guard let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.text == name else { return false }
                guard var base = member.base else { return false }
                while let unwrapped = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression {
                    base = unwrapped
                }
                return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
            }.isEmpty == false
        }
    }

    /// Whether one of the type's methods has a statement.
    private static func doesSomething(_ type: AnalyzedType) -> Bool {
        type.members.contains { member, _ in member.as(FunctionDeclSyntax.self)?.body?.statements.isEmpty == false }
    }

    /// Whether a member of `type` other than `declaration` mentions `name` (`name`, `self.name`, `name?()`).
    private func uses(_ name: String, in type: AnalyzedType, besides declaration: VariableDeclSyntax) -> Bool {
        type.members.contains { member, _ in
            if let variable = member.as(VariableDeclSyntax.self), variable.id == declaration.id { return false }
            return member.tokens(viewMode: .sourceAccurate).contains { token in
                token.text == name && token.parent?.is(DeclReferenceExprSyntax.self) == true
            }
        }
    }
}
