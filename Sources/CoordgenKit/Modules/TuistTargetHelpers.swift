import Foundation
import SwiftParser
import SwiftSyntax

/// The target helpers of a Tuist project: `static func`s returning a `Target` that its
/// `ProjectDescriptionHelpers` declare (`extension Target { static func implement(module: Module, …) ->
/// Target { .target(name: …, product: .framework, sources: ["Sources/**"], …) } }`), which manifests
/// list in place of `.target(…)` calls (`targets: [.implement(module: .feature(.Home)), .interface(…)]`).
///
/// coordgen never runs a helper; it reads the one `.target(…)` each returns for what it does not take
/// from its caller: the sources (string literals relative to the manifest) and the product. A helper
/// whose sources are not literals, or whose overloads or branches disagree, is left out (its targets stay
/// unknown, as before). Helpers are read from `Tuist/ProjectDescriptionHelpers/` and from a plugin's
/// `ProjectDescriptionHelpers/` folder.
struct TuistTargetHelpers {
    /// What a helper's target is made of, apart from its name.
    struct Helper: Equatable {
        /// The sources globs, relative to the manifest that calls the helper (`Sources/**`).
        var sources: [String]
        var product: ProjectTarget.Product
    }

    private(set) var helpers: [String: Helper] = [:]
    /// The helpers that make a whole project (``TuistProjectHelper``), by name.
    private(set) var projectHelpers: [String: TuistProjectHelper] = [:]

    static let none = TuistTargetHelpers()

    /// The helper a manifest calls by `name`, if its target is known.
    func helper(named name: String) -> Helper? { helpers[name] }

    /// The helper making a whole project that a manifest calls by `name`, if its targets are known.
    func projectHelper(named name: String) -> TuistProjectHelper? { projectHelpers[name] }

    var isEmpty: Bool { helpers.isEmpty }

    /// Reads the helpers in `texts` (the helper files' Swift source).
    init(texts: [String] = []) {
        var conflicting: Set<String> = []
        var conflictingProjects: Set<String> = []
        for text in texts {
            let finder = HelperFinder(viewMode: .sourceAccurate)
            finder.walk(Parser.parse(source: text))
            Self.merge(finder.helpers, into: &helpers, conflicting: &conflicting)
            Self.merge(finder.projectHelpers, into: &projectHelpers, conflicting: &conflictingProjects)
        }
    }

    /// Adds `found` to `known`; a name found unreadable, or twice with different readings, is known as none.
    private static func merge<Value: Equatable>(_ found: [(String, Value?)], into known: inout [String: Value], conflicting: inout Set<String>) {
        for (name, value) in found where !conflicting.contains(name) {
            if let value, known[name] == nil || known[name] == value {
                known[name] = value
            } else {
                known[name] = nil
                conflicting.insert(name)
            }
        }
    }

    /// The helpers of the Tuist project at `sources.root`: its plugins' helper files among the app's
    /// sources, and `Tuist/ProjectDescriptionHelpers/` (which the walk of the app's sources skips) read
    /// here, without following a link out of the project.
    static func of(_ sources: AppSources) -> TuistTargetHelpers {
        let pluginTexts = sources.paths.filter { $0.contains("/ProjectDescriptionHelpers/") && !$0.hasPrefix("Tuist/") }
            .compactMap { sources.text(of: $0) }
        return TuistTargetHelpers(texts: pluginTexts + tuistFolderTexts(root: sources.root.path))
    }

    /// The Swift files below `Tuist/ProjectDescriptionHelpers` of `root`, where neither folder is a
    /// symbolic link; each a regular file of at most ``AppSources/fileSizeLimit`` bytes.
    private static func tuistFolderTexts(root: String) -> [String] {
        let folder = root + "/Tuist/ProjectDescriptionHelpers"
        for path in [root + "/Tuist", folder] {
            var info = stat()
            guard lstat(path, &info) == 0, FileMode.isDirectory(info.st_mode) else { return [] }
        }
        return SwiftFileWalker.walk(folder).swift.compactMap { path in
            guard case .success(let file) = RegularFileReader.read(folder + "/" + path, sizeLimit: AppSources.fileSizeLimit) else {
                return nil
            }
            return String(validating: file.bytes, as: UTF8.self)
        }
    }
}

/// Finds each `static func name(…) -> Target` and the target its body returns: `nil` where the body's
/// `.target(…)` calls disagree or name their sources other than by literals.
private final class HelperFinder: SyntaxVisitor {
    var helpers: [(String, TuistTargetHelpers.Helper?)] = []
    var projectHelpers: [(String, TuistProjectHelper?)] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.modifiers.contains(where: { $0.name.text == "static" }),
            let returned = node.signature.returnClause?.type.trimmedDescription, let body = node.body
        else { return .skipChildren }
        let calls = TargetCalls(viewMode: .sourceAccurate)
        if returned == "Project" || returned == "ProjectDescription.Project" {
            calls.walk(body)
            projectHelpers.append((node.name.text, TuistProjectHelper(node, targetCalls: calls.calls)))
            return .skipChildren
        }
        guard returned == "Target" || returned == "ProjectDescription.Target" else { return .skipChildren }
        calls.walk(body)
        let made = calls.calls.map(Self.helper(made:))
        guard let first = made.first else { return .skipChildren }
        helpers.append((node.name.text, made.allSatisfy { $0 != nil && $0 == first } ? first : nil))
        return .skipChildren
    }

    /// The sources and product of one `.target(…)` call, if both are written out.
    private static func helper(made call: FunctionCallExprSyntax) -> TuistTargetHelpers.Helper? {
        var sources: [String]?
        var product: ProjectTarget.Product?
        for argument in call.arguments {
            switch argument.label?.text {
            case "sources":
                guard let array = argument.expression.as(ArrayExprSyntax.self) else { return nil }
                let globs = array.elements.map { TuistManifestReader.string($0.expression) }
                guard !globs.isEmpty, globs.allSatisfy({ $0 != nil }) else { return nil }
                sources = globs.compactMap { $0 }
            case "product":
                product = argument.expression.as(MemberAccessExprSyntax.self).map { TuistManifestReader.product($0.declName.baseName.text) }
            default:
                continue
            }
        }
        guard let sources, let product, product != .other else { return nil }
        return TuistTargetHelpers.Helper(sources: sources, product: product)
    }
}

/// The `.target(…)`, `Target(…)` and `Target.target(…)` calls below a helper's body.
private final class TargetCalls: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        if callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "target" || callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target" {
            // A `.target(name:)` dependency inside it names a target; it makes none.
            if node.arguments.contains(where: { $0.label?.text == "sources" || $0.label?.text == "product" }) { calls.append(node) }
            return .skipChildren
        }
        return .visitChildren
    }
}
