import Foundation
import SwiftSyntax

/// A Tuist `Project.swift` that declares its project through a helper of `Tuist/ProjectDescriptionHelpers`
/// (`let project = Project.makeFeatureModule(.profile, dependencies: […])`, `.project(name: "Home",
/// product: .framework)`) instead of listing `.target(…)` calls. coordgen never runs the helper, so it
/// reads the manifest as Tuist's convention has it: one module compiling the manifest's `Sources/` folder,
///
/// - named by the call's `name:`-like string argument (`name:`, `appName:`), else by the name the app's
///   files import it by, made of the manifest's last folders (`Core/CommonKit` → `CoreCommonKit`, then
///   `CommonKit`), else by its folder;
/// - an app when the call says `product: .app` or the helper's name says it makes an app (`makeMainApp`),
///   a framework otherwise.
///
/// Its dependencies stay unknown (helpers name them through their own enums), so another module counts as
/// usable from it only when it is the same module.
struct TemplatedTuistManifest {
    let tree: SourceFileSyntax
    let displayPath: String
    /// The manifest's folder relative to the app's root.
    let folder: String
    let constants: [String: String]
    let isImported: (String) -> Bool

    /// The conventional source folder of a Tuist module, relative to its manifest.
    static let sourcesGlob = "Sources/**"

    func target(converter: SourceLocationConverter, swiftVersion: String?) -> ProjectTarget? {
        guard let call = Self.projectCall(in: tree) else { return nil }
        let callee =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        var arguments: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            if let label = argument.label?.text { arguments[label] = argument.expression }
        }
        let productArgument = arguments["product"]?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        let product: ProjectTarget.Product =
            productArgument.map { TuistManifestReader.product($0) } ?? Self.product(listedIn: arguments["targets"])
            ?? (callee.range(of: "App", options: .caseInsensitive) != nil && !callee.lowercased().contains("example") ? .app : .framework)
        guard let name = name(arguments: arguments) else { return nil }
        let kept = Self.sourcesGlob.split(separator: "/").prefix { !$0.contains("*") }.joined(separator: "/")
        var target = ProjectTarget(
            name: name, product: product, productName: nil, moduleName: nil, deploymentTarget: nil, swiftVersion: swiftVersion,
            folders: [folder.isEmpty ? kept : "\(folder)/\(kept)"], folderKind: nil,
            reference: SourceReference(file: displayPath, line: call.startLocation(converter: converter).line))
        target.sourceGlobs = [Self.sourcesGlob]
        return target
    }

    /// The product a helper's list of target kinds names (`targets: [.app]`, `targets: [.dynamicFramework,
    /// .unitTest]`): an app where the list holds `.app`, a framework where it holds a framework or library
    /// kind, unknown otherwise.
    static func product(listedIn expression: ExprSyntax?) -> ProjectTarget.Product? {
        guard let array = expression?.as(ArrayExprSyntax.self) else { return nil }
        let kinds = array.elements.compactMap { $0.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text }
        if kinds.contains("app") { return .app }
        let frameworkWords = ["framework", "library", "Framework", "Library"]
        return kinds.contains { kind in frameworkWords.contains { kind.contains($0) } } ? .framework : nil
    }

    /// The call that makes the manifest's `project` (`let project = …`, `let project: Project = …`).
    static func projectCall(in tree: SourceFileSyntax) -> FunctionCallExprSyntax? {
        for item in tree.statements {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "project" {
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self) { return call }
            }
        }
        return nil
    }

    /// The module's name: a `name:`-like string argument, else the imported name its folders make.
    private func name(arguments: [String: ExprSyntax]) -> String? {
        let labelled = arguments.keys.sorted().filter { $0 == "name" || $0.hasSuffix("Name") }
        for label in labelled {
            if let value = arguments[label].flatMap({ TuistManifestReader.string($0, constants: constants) }) {
                return ModuleName.sanitised(value)
            }
        }
        let folders = folder.split(separator: "/").map(String.init)
        guard let last = folders.last else { return nil }
        let candidates = (folders.count > 1 ? [folders[folders.count - 2] + last] : []) + [last]
        return candidates.map(ModuleName.sanitised).first(where: isImported) ?? ModuleName.sanitised(last)
    }
}
