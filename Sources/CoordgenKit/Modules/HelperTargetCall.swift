import SwiftSyntax

/// One call of a Tuist target helper in a manifest (`.interface(module: .feature(.Home))`), or a
/// `.target(…)` whose name is computed (`name: Module.Feature.Home.targetName(type: .demo)`,
/// `name: environment.name`), and the target it makes: its folders (the sources below the manifest's
/// folder) and its name.
///
/// coordgen does not run the code that computes the name, so the name is read as the app uses it: a
/// `name:` string where the call passes one; else the module the call names (the last capitalised name
/// in its `module:`, `name:` or unlabelled arguments, `Home` of `.feature(.Home)`, or the manifest's
/// folder) joined with the sources folder (`HomeInterface` for `Interface/**`) or the helper's name
/// (`HomeInterface` for `.interface`), whichever some file of the app imports; else the module alone for
/// a `Sources/**` target or an app, and module + sources folder for any other (`HomeDemo`).
struct HelperTargetCall {
    let call: FunctionCallExprSyntax
    /// The helper's name; `target` for a `.target(…)` call.
    let helperName: String
    let helper: TuistTargetHelpers.Helper
    /// The manifest's folder relative to the app's root.
    let folder: String
    /// What names the module where neither the call nor the manifest's folder does (a manifest at the
    /// app's root): the app's folder, as `init` names an app whose targets it cannot read.
    var rootName: String?

    var folders: [String] {
        helper.sources.map { TuistManifestReader.folder(ofGlob: $0, below: folder) }
    }

    /// nil where nothing names a module (a manifest at the app's root, no root name given): the target
    /// stays unknown.
    func name(constants: [String: String], isImported: (String) -> Bool) -> String? {
        if let named = call.arguments.first(where: { $0.label?.text == "name" }),
            let value = TuistManifestReader.string(named.expression, constants: constants)
        {
            return ModuleName.sanitised(value)
        }
        guard let named = moduleNamed ?? folder.split(separator: "/").last.map(String.init) ?? rootName else { return nil }
        let module = ModuleName.sanitised(named)
        // `"\\(Settings.projectName)Tests"`: the module and the name's written part.
        if let literal = call.arguments.first(where: { $0.label?.text == "name" })?.expression.as(StringLiteralExprSyntax.self) {
            let written = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
            return written.isEmpty ? module : module + ModuleName.sanitised(written)
        }
        let sourcesFolder = helper.sources.first?.split(separator: "/").first.map(String.init) ?? ""
        let suffixes = [sourcesFolder, helperName == "target" ? "" : helperName].filter { !$0.contains("*") && !$0.isEmpty }
            .map(Self.capitalised)
        if let imported = suffixes.map({ module + $0 }).first(where: isImported) { return imported }
        if sourcesFolder == "Sources" || (helper.product == .app && !ExampleApps.isExample(folders: folders)) { return module }
        return module + (suffixes.first ?? "")
    }

    /// The last capitalised name in the arguments that name the module (`Home` of `module: .feature(.Home)`,
    /// `Home` of `name: Module.Feature.Home.targetName(type: .demo)`), never in its dependencies or settings,
    /// nor the type an expression starts from (`Workspace` of `name: Workspace.appName`).
    private var moduleNamed: String? {
        // A string with interpolations (`"\\(Settings.projectName)Tests"`) names no module of its own.
        let naming = call.arguments.filter { argument in
            (argument.label == nil || ["module", "name"].contains(argument.label?.text)) && !argument.expression.is(StringLiteralExprSyntax.self)
        }
        let names = naming.flatMap { argument in
            // An expression's first name is the type holding the value (`Workspace` of `Workspace.appName`).
            argument.expression.tokens(viewMode: .sourceAccurate).dropFirst().compactMap { token -> String? in
                guard case .identifier(let text) = token.tokenKind, text.first?.isUppercase == true else { return nil }
                return text
            }
        }
        return names.last
    }

    private static func capitalised(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
