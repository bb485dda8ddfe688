import SwiftSyntax

/// A helper of `Tuist/ProjectDescriptionHelpers` that makes a whole project (`extension Project { static
/// func app(name: String, product: Product = .app, …) -> Project { Project(name: name, targets: [Target(name:
/// name, product: product, sources: ["Targets/Source/**"]), Target(name: "\(name)Tests", product: .unitTests,
/// sources: ["Targets/Tests/**"])]) } }`), which a manifest calls instead of listing targets
/// (`let project = Project.app(name: "Shop")`).
///
/// coordgen never runs it. It reads each target the body writes into the project's `targets: […]` whose
/// name, product and sources are literals or the helper's own parameters (alone or interpolated in a string
/// literal), and fills the parameters with the manifest call's arguments (literals, or the manifest's `let`
/// string constants) or else their default values. A helper with one target it cannot read so, or whose
/// targets its code picks (`if hasTests { targets.append(testTarget) }`), is not read at all.
struct TuistProjectHelper: Equatable {
    /// A piece of a target's name, product or source glob.
    enum Part: Equatable {
        case literal(String)
        /// The helper's parameter of this internal name.
        case parameter(String)
    }

    struct Parameter: Equatable {
        /// The label a call passes it by; nil for `_`.
        var label: String?
        var name: String
        /// The default value, where it is a string literal or a member (`.app` → `app`).
        var defaultValue: String?
        /// The first string literal of the default value (`"15.0"` of `.iOS(targetVersion: "15.0", …)`).
        var defaultFirstString: String?
    }

    /// Where a target's deployment target comes from: the first string literal of its argument
    /// (`.iOS("16.0")`), or of the call's argument for the helper's parameter it passes on.
    enum DeploymentTarget: Equatable {
        case literal(String)
        case parameter(String)
    }

    struct TargetTemplate: Equatable {
        var name: [Part]
        var product: [Part]
        var sources: [[Part]]
        var deploymentTarget: DeploymentTarget?
    }

    /// One target the helper makes for a call.
    struct MadeTarget: Equatable {
        var name: String
        var product: ProjectTarget.Product
        var sources: [String]
        var deploymentTarget: String?
    }

    var parameters: [Parameter]
    var targets: [TargetTemplate]

    /// The helper `function` declares, if it returns a `Project` and each target it makes can be read.
    init?(_ function: FunctionDeclSyntax, targetCalls: [FunctionCallExprSyntax]) {
        parameters = function.signature.parameterClause.parameters.map { parameter in
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            return Parameter(
                label: label, name: (parameter.secondName ?? parameter.firstName).text,
                defaultValue: parameter.defaultValue.flatMap { Self.word($0.value, constants: [:]) },
                defaultFirstString: parameter.defaultValue.flatMap { Self.firstString(in: $0.value) })
        }
        let names = Set(parameters.map(\.name))
        // Targets the body picks by code (`var targets = [app]; if hasTests { targets.append(tests) }`) are
        // not known for a call: only those written into the project's `targets: […]` are read.
        guard targetCalls.allSatisfy(Self.isListedInTargets) else { return nil }
        let templates = targetCalls.map { Self.template(of: $0, parameters: names) }
        guard !templates.isEmpty, templates.allSatisfy({ $0 != nil }) else { return nil }
        targets = templates.compactMap { $0 }
    }

    /// The targets the helper makes for `call`, nil where an argument or default it needs is not a literal.
    func targets(for call: FunctionCallExprSyntax, constants: [String: String]) -> [MadeTarget]? {
        var values: [String: String] = [:]
        for parameter in parameters {
            let argument = call.arguments.first { $0.label?.text == parameter.label }
            if let value = argument.flatMap({ Self.word($0.expression, constants: constants) }) ?? parameter.defaultValue {
                values[parameter.name] = value
            }
        }
        let made = targets.map { template -> MadeTarget? in
            guard let name = Self.text(template.name, values), let product = Self.text(template.product, values) else { return nil }
            let sources = template.sources.map { Self.text($0, values) }
            guard sources.allSatisfy({ $0 != nil }) else { return nil }
            return MadeTarget(
                name: name, product: TuistManifestReader.product(product), sources: sources.compactMap { $0 },
                deploymentTarget: template.deploymentTarget.flatMap { deploymentTarget($0, call: call) })
        }
        guard made.allSatisfy({ $0 != nil }) else { return nil }
        return made.compactMap { $0 }
    }

    private func deploymentTarget(_ source: DeploymentTarget, call: FunctionCallExprSyntax) -> String? {
        switch source {
        case .literal(let version): return version
        case .parameter(let name):
            guard let parameter = parameters.first(where: { $0.name == name }) else { return nil }
            let argument = call.arguments.first { $0.label?.text == parameter.label }
            return argument.flatMap { Self.firstString(in: $0.expression) } ?? parameter.defaultFirstString
        }
    }

    private static func firstString(in expression: ExprSyntax) -> String? {
        expression.tokens(viewMode: .sourceAccurate).lazy.compactMap { token -> String? in
            guard case .stringSegment(let text) = token.tokenKind else { return nil }
            return text
        }.first
    }

    private static func text(_ parts: [Part], _ values: [String: String]) -> String? {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .parameter(let name):
                guard let value = values[name] else { return nil }
                text += value
            }
        }
        return text
    }

    /// Whether `call` is an element of the array literal a `targets:` argument passes.
    private static func isListedInTargets(_ call: FunctionCallExprSyntax) -> Bool {
        guard let element = call.parent?.as(ArrayElementSyntax.self),
            let array = element.parent?.parent?.as(ArrayExprSyntax.self),
            let argument = array.parent?.as(LabeledExprSyntax.self)
        else { return false }
        return argument.label?.text == "targets"
    }

    /// The name, product and sources of one target call, each made of literals and `parameters`.
    private static func template(of call: FunctionCallExprSyntax, parameters: Set<String>) -> TargetTemplate? {
        func argument(_ label: String) -> ExprSyntax? { call.arguments.first { $0.label?.text == label }?.expression }
        guard let name = argument("name").flatMap({ parts($0, parameters: parameters) }),
            let product = argument("product").flatMap({ parts($0, parameters: parameters) }),
            let sourcesArgument = argument("sources")
        else { return nil }
        let globs = sourcesArgument.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [sourcesArgument]
        let sources = globs.map { parts($0, parameters: parameters) }
        guard !sources.isEmpty, sources.allSatisfy({ $0 != nil }) else { return nil }
        let deployment = (argument("deploymentTargets") ?? argument("deploymentTarget")).flatMap { expression -> DeploymentTarget? in
            if let reference = expression.as(DeclReferenceExprSyntax.self), parameters.contains(reference.baseName.text) {
                return .parameter(reference.baseName.text)
            }
            return firstString(in: expression).map(DeploymentTarget.literal)
        }
        return TargetTemplate(name: name, product: product, sources: sources.compactMap { $0 }, deploymentTarget: deployment)
    }

    /// `expression` as literal parts and parameters: a string literal whose interpolations are parameters,
    /// a parameter, or a member without a base (`.app`); nil for anything else.
    private static func parts(_ expression: ExprSyntax, parameters: Set<String>) -> [Part]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), parameters.contains(reference.baseName.text) {
            return [.parameter(reference.baseName.text)]
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
            return [.literal(member.declName.baseName.text)]
        }
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var parts: [Part] = []
        for segment in literal.segments {
            if let text = segment.as(StringSegmentSyntax.self) {
                parts.append(.literal(text.content.text))
            } else if let interpolated = segment.as(ExpressionSegmentSyntax.self), interpolated.expressions.count == 1,
                let reference = interpolated.expressions.first?.expression.as(DeclReferenceExprSyntax.self),
                parameters.contains(reference.baseName.text)
            {
                parts.append(.parameter(reference.baseName.text))
            } else {
                return nil
            }
        }
        return parts
    }

    /// A call's argument or a default as the word it stands for: a string (a literal, or a constant of the
    /// manifest) or a member without a base (`.app` → `app`).
    private static func word(_ expression: ExprSyntax, constants: [String: String]) -> String? {
        if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil { return member.declName.baseName.text }
        return TuistManifestReader.string(expression, constants: constants)
    }
}
