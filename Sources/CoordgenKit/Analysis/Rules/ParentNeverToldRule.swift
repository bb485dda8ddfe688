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
            properties = ParentNeverToldRule.referenceNames(facts.conventions)
        }

        func read(_ type: AnalyzedType) {
            let noted = type.ruleNotes(under: facts.conventions)?.map { (file: $0.declaration.file, notes: $0.notes.parentNeverTold) }
            if !parentsWatchPops {
                parentsWatchPops = noted.map { $0.contains { $0.notes.watchesPops } } ?? ParentNeverToldRule.watchesPops(type)
            }
            // A class whose methods do nothing (`func start() {}`: a stub in a test, a preview or a sketch)
            // is not judged: the rule is about a flow that runs and never says it ended.
            guard noted.map({ $0.contains { $0.notes.doesSomething } }) ?? ParentNeverToldRule.doesSomething(type) else { return }
            let told =
                noted?.flatMap { entry in entry.notes.properties.map { ($0, entry.file) } }
                ?? type.properties.flatMap { property, file in Notes.properties(of: property, file: file, properties).map { ($0, file) } }
            let ancestors = facts.hierarchy.ancestors[type.name, default: []].compactMap { facts.types[$0] }
            for (property, file) in told {
                let name = property.name
                // A finish delegate is the classic family's, whose finish() usually lives elsewhere:
                // only a parent reference or a finish closure is the plain family's own.
                if facts.conventions.finishDelegateProtocols.contains(property.typeName) { continue }
                let usedByItself = property.usesItself ? 1 : 0
                guard rule.references(to: name, in: type, facts.conventions, noted: noted.map { $0.map(\.notes) }) <= usedByItself,
                    !ancestors.contains(where: {
                        rule.references(to: name, in: $0, facts.conventions, noted: nil) > ($0.name == type.name ? usedByItself : 0)
                    })
                else { continue }
                // A finish closure the flow's view calls (`coordinator.onFinish?()` in a SwiftUI view).
                if property.isClosure, ParentNeverToldRule.calledOutside(name, of: type.name, in: facts.files) { continue }
                let finding = Finding(
                    file: file.path, line: property.line, severity: .warning, rule: rule.id,
                    message:
                        "\(type.name) has `\(name)` but never uses it: its parent is never told that the flow finished and keeps \(type.name) forever",
                    fix: "tell the parent where the flow ends (`\(name)?.childDidFinish(self)`, `\(name)?()`), or remove `\(name)`")
                unused.append(Unused(coordinator: type.name, isClosure: property.isClosure, finding: finding))
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
        type.members.contains { member, _ in watchesPops(member) }
    }

    private static func watchesPops(_ member: DeclSyntax) -> Bool {
        guard let function = member.as(FunctionDeclSyntax.self), function.name.text == "navigationController" else { return false }
        return function.signature.parameterClause.parameters.contains { $0.firstName.text == "didShow" }
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
                while let unwrapped = base.as(OptionalChainingExprSyntax.self)?.expression
                    ?? base.as(ForceUnwrapExprSyntax.self)?.expression
                {
                    base = unwrapped
                }
                return base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
            }.isEmpty == false
        }
    }

    /// Whether one of the type's methods has a statement.
    private static func doesSomething(_ type: AnalyzedType) -> Bool {
        type.members.contains { member, _ in doesSomething(member) }
    }

    private static func doesSomething(_ member: DeclSyntax) -> Bool {
        member.as(FunctionDeclSyntax.self)?.body?.statements.isEmpty == false
    }

    /// How many members of `type` mention `name` (`name`, `self.name`, `name?()`): from `noted`, the
    /// notes of its declarations, or its own notes, else its trees.
    private func references(to name: String, in type: AnalyzedType, _ conventions: AnalysisConventions, noted: [Notes]?) -> Int {
        if let noted = noted ?? type.ruleNotes(under: conventions)?.map(\.notes.parentNeverTold) {
            return noted.reduce(0) { $0 + ($1.references[name] ?? 0) }
        }
        return type.members.filter { member, _ in Self.mentions(name, in: member) }.count
    }

    /// The names of parent references and finish closures the rule looks for.
    static func referenceNames(_ conventions: AnalysisConventions) -> Set<String> {
        conventions.finishDelegateProperties.union(conventions.finishClosureProperties)
    }

    /// Whether `member` mentions `name` as a value.
    private static func mentions(_ name: String, in member: some SyntaxProtocol) -> Bool {
        member.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == name && token.parent?.is(DeclReferenceExprSyntax.self) == true
        }
    }

    /// Which of `names` `member` mentions as a value, in one walk of its tokens: asking ``mentions(_:in:)``
    /// for each of the eleven default names walked every noted member eleven times (725 M instructions of
    /// `doctor` on the large app of `Benchmarks/LargeApp`).
    static func mentioned(_ names: Set<String>, in member: some SyntaxProtocol) -> Set<String> {
        var found: Set<String> = []
        for token in member.tokens(viewMode: .sourceAccurate) where names.contains(token.text) && !found.contains(token.text) {
            if token.parent?.is(DeclReferenceExprSyntax.self) == true { found.insert(token.text) }
        }
        return found
    }

    /// What the rule reads of one declaration (``DeclarationRuleNotes``): whether it watches pops and
    /// does something, its parent references and finish closures, and how many members mention each.
    struct Notes: Sendable {
        /// A property named like a parent reference or finish closure.
        struct Property: Sendable {
            let name: String
            /// Its annotation's type name, or "".
            let typeName: String
            let isClosure: Bool
            let line: Int
            /// Whether its own declaration mentions it (an observer, a getter).
            let usesItself: Bool
        }

        let watchesPops: Bool
        let doesSomething: Bool
        let properties: [Property]
        /// Name of such a property → how many members mention it.
        let references: [String: Int]

        init(_ members: [NotedMember], file: SourceFile, conventions: AnalysisConventions) {
            let names = ParentNeverToldRule.referenceNames(conventions)
            watchesPops = members.contains { ParentNeverToldRule.watchesPops($0.decl) }
            doesSomething = members.contains { ParentNeverToldRule.doesSomething($0.decl) }
            properties = members.flatMap { member in
                member.decl.as(VariableDeclSyntax.self).map { Self.properties(of: $0, file: file, names) } ?? []
            }
            var references: [String: Int] = [:]
            for member in members {
                for name in Self.mentioned(in: member, names, file) { references[name, default: 0] += 1 }
            }
            self.references = references
        }

        /// Which of `names` `member` mentions: noted by the walk that found its calls, or else looked
        /// for in its tokens — only the names its text holds can be mentioned, and most members hold none.
        private static func mentioned(in member: NotedMember, _ names: Set<String>, _ file: SourceFile) -> Set<String> {
            if let mentioned = member.mentioned { return mentioned }
            let present = names.filter { file.bytes(of: member.decl, mayContain: $0) }
            return present.isEmpty ? [] : ParentNeverToldRule.mentioned(present, in: member.decl)
        }

        static func properties(of property: VariableDeclSyntax, file: SourceFile, _ names: Set<String>) -> [Property] {
            SyntaxNames.boundNames(property).compactMap { name, binding in
                guard names.contains(name) else { return nil }
                return Property(
                    name: name, typeName: binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) } ?? "",
                    isClosure: binding.typeAnnotation?.type.textWithoutTrivia.contains("->") ?? false, line: file.line(of: property),
                    usesItself: ParentNeverToldRule.mentions(name, in: property))
            }
        }
    }
}
