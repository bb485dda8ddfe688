import SwiftSyntax

/// An RxFlow flow that makes its tabs from an enum rather than switching over its steps (`guard (step as?
/// AppStep) == .main …; return initFlows(for: MainTab.allCases)`, where `config(for tab: MainTab)`
/// switches over the tabs to make each tab's flow and its stepper): a new flow under it is a tab — a case
/// of that enum and a clause of that switch — which the RxFlow family does not write, while a flow made
/// like one of the tabs (`--like`) is added to both.
struct RxFlowTabsFromEnum {
    /// The enum of the tabs (`MainTab`).
    let tabs: String
    /// The method whose switch over the tabs makes each tab's flow (`config(for:)`).
    let builder: String
    /// The flow classes that method makes, in the order it names them.
    let flows: [String]

    /// The tabs `flow` makes from an enum, where its `navigate(to:)` goes over `Enum.allCases` and a
    /// method of its own switches over a value of that enum naming flows; nil otherwise.
    init?(_ flow: TypeDeclaration, in index: DeclarationIndex) {
        let functions = index.members(of: flow).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        guard let navigate = functions.first(where: { $0.name.text == "navigate" }), let body = navigate.body else { return nil }
        let enums = SwiftDeclarationLookup.all(MemberAccessExprSyntax.self, in: body) { $0.declName.baseName.text == "allCases" }
            .compactMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text }
            .filter { index.type(named: $0, kinds: [.enum]) != nil }
        let flowNames = Set(RxFlowDetector.flows(in: index).map(\.name))
        for tabs in enums {
            for function in functions where Self.takes(tabs, function) {
                guard let builderBody = function.body,
                    !SwiftDeclarationLookup.all(SwitchExprSyntax.self, in: builderBody, where: { _ in true }).isEmpty
                else { continue }
                var named: [String] = []
                for reference in SwiftDeclarationLookup.all(DeclReferenceExprSyntax.self, in: builderBody, where: { flowNames.contains($0.baseName.text) })
                where !named.contains(reference.baseName.text) {
                    named.append(reference.baseName.text)
                }
                guard !named.isEmpty else { continue }
                self.tabs = tabs
                self.builder = SiblingImplementations.key(function)
                self.flows = named
                return
            }
        }
        return nil
    }

    /// Whether `function` takes one value of the enum `tabs`.
    private static func takes(_ tabs: String, _ function: FunctionDeclSyntax) -> Bool {
        let parameters = function.signature.parameterClause.parameters
        return parameters.count == 1 && parameters.first?.type.trimmedDescription == tabs
    }

    /// Why a new flow is not started by `parent`, naming the `--like` that adds it as a tab.
    func refusal(parent: String, newFlow: String, like example: String) -> String {
        "\(parent) makes its tabs from enum \(tabs) (navigate(to:) goes over \(tabs).allCases, and \(builder) switches over them to make \(flows.joined(separator: ", "))) instead of switching over steps, so the RxFlow family adds no step to it: make \(newFlow) a tab like \(example) with `coordgen new coordinator \(newFlow) --like \(example)` (a case of \(tabs) and a clause of \(builder)), or name another parent with --parent"
    }
}
