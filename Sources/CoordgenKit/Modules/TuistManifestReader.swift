import Foundation
import SwiftParser
import SwiftSyntax

/// The one reader of a Tuist `Project.swift`, for `init` and for the project edit, with swift-syntax
/// (never by running it): each `.target(…)`'s name, product, deployment target, sources (folders and
/// globs) and `SWIFT_VERSION`.
///
/// A manifest that declares no target itself but calls a helper of `Tuist/ProjectDescriptionHelpers`
/// (`let project = Project.makeFeatureModule(.profile, …)`) is read as ``TemplatedTuistManifest`` says.
struct TuistManifestReader {
    let text: String
    let displayPath: String
    /// The manifest's folder relative to the app's root ("" at the root).
    let folder: String
    /// Whether some file of the app imports a module of this name; names a templated manifest's module.
    var isImported: (String) -> Bool = { _ in false }
    /// The project's target helpers, for manifests that list `.implement(module: …)` in `targets:`.
    var targetHelpers = TuistTargetHelpers.none
    /// The app's folder name, which names a target of a root manifest whose name is computed.
    var rootName: String?

    func targets() -> [ProjectTarget] {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: displayPath, tree: tree)
        let finder = TargetCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        let projectSwiftVersion = Self.swiftVersion(in: Syntax(tree))
        let manifestSettings = Self.stringSettings(in: Syntax(tree))
        let constants = Self.stringConstants(in: tree)
        let declared = finder.calls.compactMap { call -> ProjectTarget? in
            var arguments: [String: ExprSyntax] = [:]
            for argument in call.arguments {
                if let label = argument.label?.text { arguments[label] = argument.expression }
            }
            let product = arguments["product"]?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            let sources = arguments["sources"].map { Self.strings($0, constants: constants) } ?? []
            guard let name = arguments["name"].flatMap({ Self.string($0, constants: constants) }) ?? computedName(call, product, sources)
            else { return nil }
            let folders = sources.map { Self.folder(ofGlob: $0, below: folder) }
            var described = ProjectTarget(
                name: name, product: Self.product(product), productName: arguments["productName"].flatMap { Self.string($0, constants: constants) },
                moduleName: nil,
                deploymentTarget: (arguments["deploymentTargets"] ?? arguments["deploymentTarget"]).flatMap { Self.strings($0).first },
                swiftVersion: arguments["settings"].flatMap { Self.swiftVersion(in: Syntax($0)) } ?? projectSwiftVersion,
                folders: folders, folderKind: nil,
                concurrency: ConcurrencySettings(
                    buildSettings: manifestSettings.merging(arguments["settings"].map { Self.stringSettings(in: Syntax($0)) } ?? [:]) { $1 }
                ),
                reference: SourceReference(file: displayPath, line: call.startLocation(converter: converter).line))
            described.sourceGlobs = sources
            described.dependencies = arguments["dependencies"].map(Self.targetDependencies) ?? []
            return described
        }
        let helped = helperTargets(in: tree, converter: converter, swiftVersion: projectSwiftVersion, constants: constants)
        guard declared.isEmpty, helped.isEmpty, finder.calls.isEmpty else { return declared + helped }
        if let made = projectHelperTargets(in: tree, converter: converter, swiftVersion: projectSwiftVersion, constants: constants) {
            return made
        }
        let templated = TemplatedTuistManifest(
            tree: tree, displayPath: displayPath, folder: folder, constants: constants, isImported: isImported)
        return templated.target(converter: converter, swiftVersion: projectSwiftVersion).map { [$0] } ?? []
    }

    /// The name of a `.target(…)` whose `name:` is computed (`environment.name`,
    /// `Module.Feature.Home.targetName(type: .demo)`), read as ``HelperTargetCall`` reads a helper's,
    /// where its product and sources are written out; nil otherwise.
    private func computedName(_ call: FunctionCallExprSyntax, _ product: String?, _ sources: [String]) -> String? {
        guard let product, Self.product(product) != .other, !sources.isEmpty,
            call.arguments.contains(where: { $0.label?.text == "name" })
        else { return nil }
        let helper = TuistTargetHelpers.Helper(sources: sources, product: Self.product(product))
        return HelperTargetCall(call: call, helperName: "target", helper: helper, folder: folder, rootName: rootName)
            .name(constants: [:], isImported: isImported)
    }

    /// The targets the manifest lists through the project's target helpers (``TuistTargetHelpers``), each
    /// named as ``HelperTargetCall`` says.
    private func helperTargets(
        in tree: SourceFileSyntax, converter: SourceLocationConverter, swiftVersion: String?, constants: [String: String]
    ) -> [ProjectTarget] {
        guard !targetHelpers.isEmpty else { return [] }
        let finder = TargetListFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.elements.compactMap { call -> ProjectTarget? in
            guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil,
                let helper = targetHelpers.helper(named: callee.declName.baseName.text)
            else { return nil }
            let named = HelperTargetCall(
                call: call, helperName: callee.declName.baseName.text, helper: helper, folder: folder, rootName: rootName)
            guard let name = named.name(constants: constants, isImported: isImported) else { return nil }
            var target = ProjectTarget(
                name: name, product: helper.product, productName: nil,
                moduleName: nil, deploymentTarget: nil, swiftVersion: swiftVersion, folders: named.folders, folderKind: nil,
                reference: SourceReference(file: displayPath, line: call.startLocation(converter: converter).line))
            target.sourceGlobs = helper.sources
            return target
        }
    }

    /// The targets of a manifest whose project a project helper makes (``TuistProjectHelper``), where the
    /// helper is known and each of its targets can be read for this call; nil otherwise.
    private func projectHelperTargets(
        in tree: SourceFileSyntax, converter: SourceLocationConverter, swiftVersion: String?, constants: [String: String]
    ) -> [ProjectTarget]? {
        guard let call = TemplatedTuistManifest.projectCall(in: tree),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            let made = targetHelpers.projectHelper(named: callee)?.targets(for: call, constants: constants)
        else { return nil }
        let line = call.startLocation(converter: converter).line
        return made.map { target in
            var described = ProjectTarget(
                name: ModuleName.sanitised(target.name), product: target.product, productName: nil, moduleName: nil,
                deploymentTarget: target.deploymentTarget, swiftVersion: swiftVersion, folders: target.sources.map { Self.folder(ofGlob: $0, below: folder) },
                folderKind: nil, reference: SourceReference(file: displayPath, line: line))
            described.sourceGlobs = target.sources
            return described
        }
    }

    /// The `let name = "literal"` constants of the manifest (`let projectName = "App"`): the top-level
    /// ones, then those a type of the manifest declares (`let projectName: String = "App"` in the class
    /// whose methods make the targets), where no top-level one has the name.
    private static func stringConstants(in tree: SourceFileSyntax) -> [String: String] {
        var constants: [String: String] = [:]
        for item in tree.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            constants.merge(literalConstants(variable)) { _, new in new }
        }
        let members = MemberConstantFinder(viewMode: .sourceAccurate)
        members.walk(tree)
        for variable in members.variables {
            constants.merge(literalConstants(variable)) { current, _ in current }
        }
        return constants
    }

    /// The `let` bindings of `variable` whose value is a plain string literal.
    private static func literalConstants(_ variable: VariableDeclSyntax) -> [String: String] {
        guard variable.bindingSpecifier.text == "let" else { return [:] }
        var constants: [String: String] = [:]
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let value = binding.initializer.flatMap({ string($0.value) })
            else { continue }
            constants[name] = value
        }
        return constants
    }

    /// The string literals below `expression`, each with its interpolations of known constants filled in
    /// (`"\(projectName)/Sources/**"`); an interpolation of anything else leaves the literal's plain parts.
    static func strings(_ expression: ExprSyntax, constants: [String: String]) -> [String] {
        guard !constants.isEmpty else { return strings(expression) }
        let finder = StringLiteralFinder(viewMode: .sourceAccurate)
        finder.walk(expression)
        return finder.literals.flatMap { literal -> [String] in
            var text = ""
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    text += plain.content.text
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                    let name = interpolation.expressions.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                    let value = constants[name]
                {
                    text += value
                } else {
                    return strings(ExprSyntax(literal))
                }
            }
            return [text]
        }
    }

    /// A string literal's value, or the value of the top-level constant the expression names.
    static func string(_ expression: ExprSyntax, constants: [String: String]) -> String? {
        string(expression) ?? expression.as(DeclReferenceExprSyntax.self).flatMap { constants[$0.baseName.text] }
    }

    /// The local targets in a `dependencies:` array: `.target(name: "Core")`, `.target("Core")`.
    private static func targetDependencies(_ expression: ExprSyntax) -> [String] {
        guard let array = expression.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "target",
                let first = call.arguments.first, first.label == nil || first.label?.text == "name"
            else { return nil }
            return string(first.expression)
        }
    }

    /// The folder a sources glob compiles, below the manifest's folder (`Sources/**` → `Projects/Home/Sources`).
    static func folder(ofGlob glob: String, below folder: String) -> String {
        let kept = glob.split(separator: "/").prefix { !$0.contains("*") }.joined(separator: "/")
        return folder.isEmpty ? kept : "\(folder)/\(kept)"
    }

    static func product(_ name: String?) -> ProjectTarget.Product {
        switch name {
        case "app": .app
        case "unitTests": .unitTests
        case "uiTests": .uiTests
        case "framework", "staticFramework", "staticLibrary", "dynamicLibrary": .framework
        default: .other
        }
    }

    /// A plain string literal's value.
    static func string(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    /// Every plain string literal in the expression, in order (`["App/**"]`, `.iOS("15.0")`).
    private static func strings(_ expression: ExprSyntax) -> [String] {
        expression.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .stringSegment(let text) = token.tokenKind else { return nil }
            return text
        }
    }

    /// Every `"KEY": "value"` entry of a dictionary literal below `node` (`"SWIFT_DEFAULT_ACTOR_ISOLATION":
    /// "MainActor"`), the first of each key.
    private static func stringSettings(in node: Syntax) -> [String: String] {
        var settings: [String: String] = [:]
        for element in node.tokens(viewMode: .sourceAccurate) {
            guard case .stringSegment(let key) = element.tokenKind, key.hasPrefix("SWIFT_") || key == "OTHER_SWIFT_FLAGS" else { continue }
            var ancestor = element.parent
            for _ in 0..<4 where ancestor != nil && !ancestor!.is(DictionaryElementSyntax.self) {
                ancestor = ancestor?.parent
            }
            if let entry = ancestor?.as(DictionaryElementSyntax.self), settings[key] == nil,
                entry.key.tokens(viewMode: .sourceAccurate).contains(where: { $0.id == element.id })
            {
                settings[key] = strings(entry.value).joined(separator: " ")
            }
        }
        return settings
    }

    /// The value of a `"SWIFT_VERSION": "6.0"` entry anywhere below `node`.
    private static func swiftVersion(in node: Syntax) -> String? {
        for element in node.tokens(viewMode: .sourceAccurate) {
            guard case .stringSegment("SWIFT_VERSION") = element.tokenKind else { continue }
            var ancestor = element.parent
            // segment → segment list → string literal → dictionary element
            for _ in 0..<4 where ancestor != nil && !ancestor!.is(DictionaryElementSyntax.self) {
                ancestor = ancestor?.parent
            }
            if let entry = ancestor?.as(DictionaryElementSyntax.self) {
                return strings(entry.value).first
            }
        }
        return nil
    }
}

/// Finds `.target(…)`, `Target(…)` and `Target.target(…)` calls.
private final class TargetCallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `.target(name: "Core")` in a helper's `dependencies:` names a target; it declares none.
        if Self.isDependency(node) { return .skipChildren }
        let callee = node.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "target" {
            calls.append(node)
            // `.target(name: "Core")` in its `dependencies:` names a target; it declares none.
            return .skipChildren
        } else if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target" {
            calls.append(node)
            return .skipChildren
        }
        return .visitChildren
    }

    /// Whether the call is an element of an array passed as `dependencies:`.
    private static func isDependency(_ node: FunctionCallExprSyntax) -> Bool {
        guard let element = node.parent?.as(ArrayElementSyntax.self),
            let argument = element.parent?.parent?.parent?.as(LabeledExprSyntax.self)
        else { return false }
        return argument.label?.text == "dependencies"
    }
}

/// The calls listed in a `targets:` array (`targets: [.implement(module: .feature(.Home)), …]`).
private final class TargetListFinder: SyntaxVisitor {
    var elements: [FunctionCallExprSyntax] = []

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.label?.text == "targets", let array = node.expression.as(ArrayExprSyntax.self) else { return .visitChildren }
        elements += array.elements.compactMap { $0.expression.as(FunctionCallExprSyntax.self) }
        return .skipChildren
    }
}

/// The `let` properties the manifest's types declare (not those of functions' bodies).
private final class MemberConstantFinder: SyntaxVisitor {
    var variables: [VariableDeclSyntax] = []

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if let variable = node.decl.as(VariableDeclSyntax.self) { variables.append(variable) }
        return .visitChildren
    }

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// The outermost string literals below a node.
private final class StringLiteralFinder: SyntaxVisitor {
    var literals: [StringLiteralExprSyntax] = []

    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
        literals.append(node)
        return .skipChildren
    }
}
