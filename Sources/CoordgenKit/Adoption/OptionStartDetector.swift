import SwiftSyntax

/// Reads how the app's flows start when the coordinator protocol declares a `start` that takes an
/// option (`func start(with option: DeepLinkOption?)`): whether most flows implement that one rather
/// than `start()`, with `override` or not, whether they also write `start()`, and whether parents pass
/// their own option on to the children they start (`coordinator.start(with: option)`).
struct OptionStartDetector {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    /// The shape, and the requirement text it accounts for (which is then no longer one a new coordinator
    /// cannot write); nil when the protocol has no such requirement or most flows implement `start()`.
    func detect(
        coordinators: [TypeDeclaration], factory: FactoryShape?, baseClass: String? = nil
    ) -> (shape: OptionStartShape, requirement: String, example: TypeDeclaration)? {
        let requirements = (declaration.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        guard
            let requirement = requirements.first(where: { $0.name.text == "start" && $0.signature.parameterClause.parameters.count == 1 }),
            let parameter = requirement.signature.parameterClause.parameters.first
        else { return nil }
        let label = parameter.firstName.text
        let type = parameter.type.trimmedDescription
        let implementations = coordinators.compactMap { coordinator in
            Self.starts(of: coordinator).first { $0.signature.parameterClause.parameters.first?.firstName.text == label }.map {
                (coordinator, $0)
            }
        }
        let plainOnly = coordinators.filter { coordinator in
            let starts = Self.starts(of: coordinator)
            return !starts.isEmpty && starts.allSatisfy { $0.signature.parameterClause.parameters.isEmpty }
        }
        guard let (example, first) = implementations.first, implementations.count > plainOnly.count else { return nil }
        let declaresStart =
            implementations.filter { coordinator, _ in
                Self.starts(of: coordinator).contains { $0.signature.parameterClause.parameters.isEmpty }
            }.count * 2 > implementations.count
        let firstParameter = first.signature.parameterClause.parameters.first
        // A parent must be able to start a new flow: with `nil`, the value the parents pass, or `start()`.
        let argument = Self.argumentParentsPass(label: label, in: coordinators).flatMap { $0 == "nil" ? nil : $0 }
        let plainStartProvided = argument == nil && !type.hasSuffix("?") && providesPlainStart(baseClass: baseClass)
        guard plainStartProvided || argument != nil || type.hasSuffix("?") else { return nil }
        let shape = OptionStartShape(
            label: label, parameter: (firstParameter?.secondName ?? firstParameter?.firstName)?.text ?? "option", type: type,
            overrides: first.modifiers.contains { $0.name.text == "override" } ? true : nil,
            declaresStart: declaresStart ? true : nil,
            parentsPassOption: factory.flatMap { parentsPass(coordinators: coordinators, factory: $0, label: label, type: type) } == true
                ? true : nil,
            argument: argument, plainStartProvided: plainStartProvided ? true : nil)
        return (shape, DeclSyntax(requirement).requirementText, example)
    }

    /// Whether an extension of the protocol, or the base class and the classes it inherits from,
    /// implement `start()` without arguments for every coordinator.
    private func providesPlainStart(baseClass: String?) -> Bool {
        let base = baseClass.flatMap { index.type(named: $0, kinds: [.class]) }
        let holders = index.extensions(of: declaration.name) + (base.map { index.classChain(from: $0) } ?? [])
        return holders.contains { holder in
            (holder.members ?? []).contains { member in
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
                return function.name.text == "start" && function.signature.parameterClause.parameters.isEmpty
            }
        }
    }

    /// The literal parents pass most often when they start a child (`false` in
    /// `todayCoordinator.start(animated: false)`); nil when they pass none (only values of their own).
    private static func argumentParentsPass(label: String, in coordinators: [TypeDeclaration]) -> String? {
        var counts: [String: Int] = [:]
        for coordinator in coordinators {
            for call in StartCalls(label: label).calls(in: coordinator.members) { counts[call, default: 0] += 1 }
        }
        return counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }

    /// The `start` methods a class declares.
    private static func starts(of coordinator: TypeDeclaration) -> [FunctionDeclSyntax] {
        (coordinator.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) }.filter { $0.name.text == "start" }
    }

    /// Whether every method that makes a child through the factory takes one parameter of the option's
    /// type and starts the child with it; nil when no such method exists.
    private func parentsPass(coordinators: [TypeDeclaration], factory: FactoryShape, label: String, type: String) -> Bool? {
        var passes: [Bool] = []
        for coordinator in coordinators {
            for function in (coordinator.members ?? []).compactMap({ $0.decl.as(FunctionDeclSyntax.self) }) {
                guard let body = function.body, body.description.contains("\(factory.property).") else { continue }
                let parameters = function.signature.parameterClause.parameters
                guard parameters.count == 1, let only = parameters.first, only.type.trimmedDescription == type else {
                    passes.append(false)
                    continue
                }
                let name = (only.secondName ?? only.firstName).text
                let argument = label == "_" ? name : "\(label): \(name)"
                passes.append(body.description.contains(".start(\(argument))"))
            }
        }
        return passes.isEmpty ? nil : passes.allSatisfy { $0 }
    }
}

/// The literal arguments of `x.start(label: literal)` calls (`true`, `false`, `nil`).
private final class StartCalls: SyntaxVisitor {
    let label: String
    private(set) var found: [String] = []

    init(label: String) {
        self.label = label
        super.init(viewMode: .sourceAccurate)
    }

    func calls(in members: MemberBlockItemListSyntax?) -> [String] {
        found = []
        if let members { walk(members) }
        return found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "start",
            node.arguments.count == 1, let only = node.arguments.first,
            (only.label?.text ?? "_") == label
        else { return .visitChildren }
        let expression = only.expression
        if expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) {
            found.append(expression.trimmedDescription)
        }
        return .visitChildren
    }
}
