import SwiftSyntax

/// `remove-all-children`: a finish callback that empties `childCoordinators` drops the finished child's
/// running siblings too — the bug of the widely copied template.
public struct RemoveAllChildrenRule: CoordinatorWiseRule {
    public let id = "remove-all-children"
    public let summary = "a finish callback removes every child, not only the one that finished"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] { checkCoordinatorWise(app) }

    func reading(_ facts: AppFacts) -> any CoordinatorReading { Reading(rule: self, facts: facts) }

    /// The finish callbacks of each coordinator, read on their own, then those of every other type:
    /// each read alongside a coordinator whose files declare it, where it can
    /// (``TypesReadAlongCoordinators``).
    private final class Reading: CoordinatorReading {
        let rule: RemoveAllChildrenRule
        let facts: AppFacts
        let others: TypesReadAlongCoordinators<[Finding]>
        var found: [Finding] = []

        init(rule: RemoveAllChildrenRule, facts: AppFacts) {
            self.rule = rule
            self.facts = facts
            others = TypesReadAlongCoordinators(facts.sortedTypesBesideCoordinators) { type in rule.findings(of: type, facts) }
        }

        func read(_ type: AnalyzedType) {
            found += rule.findings(of: type, facts)
            others.read(alongside: type)
        }

        func findings(_ app: AnalyzedApp) -> [Finding] { found + others.results.flatMap { $0 } }
    }

    /// The finish callbacks of `type` that empty the children collection: from its notes (the
    /// callbacks of the declarations that declare one, then the closures of those that assign one, as
    /// ``FinishCallback/of(_:facts:)`` orders them), else its trees.
    private func findings(of type: AnalyzedType, _ facts: AppFacts) -> [Finding] {
        let conventions = facts.conventions
        guard let noted = type.ruleNotes(under: conventions) else {
            return FinishCallback.of(type, facts: facts).flatMap { callback in
                Self.emptyings(in: callback.node, callback.file, conventions).map { report(facts, $0, callback.name, callback.file.path) }
            }
        }
        let closureNames = conventions.finishClosureProperties
        let declaresCallback = { (declaration: TypeDeclaration) in declaration.functionNames.contains(where: conventions.isFinishCallback) }
        let callbacks = noted.filter { declaresCallback($0.declaration) }.flatMap { entry in
            entry.notes.removeAllChildren.inCallbacks.map { (entry.declaration.file.path, $0) }
        }
        let closures = noted.filter { FinishCallback.mayAssignFinishClosure($0.declaration, closureNames: closureNames) }.flatMap { entry in
            entry.notes.removeAllChildren.inClosures.map { (entry.declaration.file.path, $0) }
        }
        return (callbacks + closures).map { path, emptying in report(facts, emptying.line, emptying.callback, path) }
    }

    /// The lines under a finish callback `node` that empty the children collection: calls, then assignments.
    private static func emptyings(in node: some SyntaxProtocol, _ file: SourceFile, _ conventions: AnalysisConventions) -> [Int] {
        let children = conventions.childrenProperty
        var lines: [Int] = []
        for call in SyntaxSearch.calls(in: node)
        where SyntaxNames.isOnChildren(call, conventions) && SyntaxNames.calledName(call) == "removeAll"
            && SyntaxNames.closureArgument(call) == nil
        {
            lines.append(file.line(of: call))
        }
        for sequence in SyntaxSearch.sequences(in: node) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                SyntaxNames.lastName(elements[0]) == children,
                Self.isEmptyArray(elements[2])
            else { continue }
            lines.append(file.line(of: sequence))
        }
        return lines
    }

    /// What the rule reads of one declaration (``DeclarationRuleNotes``): where its finish-callback
    /// methods and its finish closures empty the children collection, with the callback's name.
    struct Notes: Sendable {
        struct Emptying: Sendable {
            let line: Int
            let callback: String
        }

        let inCallbacks: [Emptying]
        let inClosures: [Emptying]

        init(_ members: [NotedMember], file: SourceFile, conventions: AnalysisConventions) {
            inCallbacks = members.flatMap { member -> [Emptying] in
                guard let function = member.decl.as(FunctionDeclSyntax.self), conventions.isFinishCallback(function.name.text) else {
                    return []
                }
                return RemoveAllChildrenRule.emptyings(in: function, file, conventions).map {
                    Emptying(line: $0, callback: function.name.text)
                }
            }
            inClosures = members.flatMap { member in
                member.finishClosures(conventions).flatMap { closure, property in
                    RemoveAllChildrenRule.emptyings(in: closure, file, conventions).map { Emptying(line: $0, callback: property) }
                }
            }
        }
    }

    /// `[]`, `[Coordinator]()` or `.init()`: an empty array, however it is written.
    static func isEmptyArray(_ expression: ExprSyntax) -> Bool {
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil else {
            return false
        }
        if let array = call.calledExpression.as(ArrayExprSyntax.self) { return array.elements.count == 1 }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.base == nil && member.declName.baseName.text == "init"
        }
        return false
    }

    private func report(_ facts: AppFacts, _ line: Int, _ callback: String, _ file: String) -> Finding {
        let children = facts.conventions.childrenProperty
        return Finding(
            file: file, line: line, severity: .error, rule: id,
            message: "`\(callback)` empties \(children) when one child finishes, dropping its running siblings",
            fix: "remove only the finished child, by identity: \(children).removeAll { $0 === child }")
    }
}
