import SwiftSyntax

/// `parent-never-told`: a child coordinator with a way to tell its parent that it finished — a parent
/// reference (`parentCoordinator`) or a finish closure (`didFinish`), not a finish delegate — that none of its
/// code, nor a base class or protocol extension it inherits, ever uses: the parent keeps the child, and
/// everything it shows, for the life of the app. The plain family's usual slip: the tutorial's
/// `parentCoordinator?.childDidFinish(self)` left out of a new flow.
public struct ParentNeverToldRule: DoctorRule {
    public let id = "parent-never-told"
    public let summary = "a child coordinator never uses its parent reference or finish closure"

    public init() {}

    public func check(_ app: AnalyzedApp) -> [Finding] {
        let children = Set(app.graph.edges.map(\.child))
        let properties = app.conventions.finishDelegateProperties.union(app.conventions.finishClosureProperties)
        var findings: [Finding] = []
        // A parent that learns from its navigation controller's delegate which flows were popped
        // (`navigationController(_:didShow:animated:)` → `childDidFinish`) needs no call from the child.
        let parentsWatchPops = app.coordinatorTypes.contains { type in
            type.members.contains { member, _ in
                guard let function = member.as(FunctionDeclSyntax.self), function.name.text == "navigationController" else { return false }
                return function.signature.parameterClause.parameters.contains { $0.firstName.text == "didShow" }
            }
        }
        // A class whose methods do nothing (`func start() {}`: a stub in a test, a preview or a sketch)
        // is not judged: the rule is about a flow that runs and never says it ended.
        for type in app.coordinatorTypes where children.contains(type.name) && Self.doesSomething(type) {
            for (property, file) in type.properties {
                for (name, binding) in SyntaxNames.boundNames(property) where properties.contains(name) {
                    // A finish delegate is the classic family's, whose finish() usually lives elsewhere:
                    // only a parent reference or a finish closure is the plain family's own.
                    let typeName = binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) } ?? ""
                    if app.conventions.finishDelegateProtocols.contains(typeName) { continue }
                    // A parent reference (not a closure) of an app whose parents watch pops.
                    if parentsWatchPops, !(binding.typeAnnotation?.type.trimmedDescription.contains("->") ?? false) { continue }
                    let ancestors = app.facts.hierarchy.ancestors[type.name, default: []].compactMap { app.facts.types[$0] }
                    guard !([type] + ancestors).contains(where: { uses(name, in: $0, besides: property) }) else { continue }
                    // A finish closure the flow's view calls (`coordinator.onFinish?()` in a SwiftUI view).
                    if binding.typeAnnotation?.type.trimmedDescription.contains("->") == true,
                        Self.calledOutside(name, of: type.name, in: app.files)
                    { continue }
                    findings.append(
                        app.finding(
                            self, .warning, at: property, in: file,
                            "\(type.name) has `\(name)` but never uses it: its parent is never told that the flow finished and keeps \(type.name) forever",
                            fix: "tell the parent where the flow ends (`\(name)?.childDidFinish(self)`, `\(name)?()`), or remove `\(name)`")
                    )
                }
            }
        }
        return findings
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
