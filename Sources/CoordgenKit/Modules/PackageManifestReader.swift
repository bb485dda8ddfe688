import SwiftParser
import SwiftSyntax

/// Reads a local Swift package's `Package.swift` with swift-syntax (never by running it): each
/// `.target(…)`, `.executableTarget(…)` and `.testTarget(…)` with its folder (`path:`, else SwiftPM's
/// `Sources/<name>` or `Tests/<name>`) and what it depends on by name (`"Core"`, `.target(name: "Core")`,
/// `.byName(name: "Core")`, `.product(name: "Core", package: …)`).
struct PackageManifestReader {
    let text: String
    /// The manifest's path relative to the app's root.
    let displayPath: String

    /// The package's folder relative to the app's root ("" at the root).
    var folder: String { ModuleScope.folder(of: displayPath) }

    func targets() -> [ProjectTarget] {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: displayPath, tree: tree)
        let finder = PackageTargetCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.calls.compactMap { call, kind -> ProjectTarget? in
            guard let name = Self.name(of: call) else { return nil }
            let arguments = Self.arguments(of: call)
            let defaultFolder = (kind == "testTarget" ? "Tests/" : "Sources/") + name
            let relative = arguments["path"].flatMap(Self.string) ?? defaultFolder
            let path = folder.isEmpty ? relative : "\(folder)/\(relative)"
            var target = ProjectTarget(
                name: name, product: kind == "testTarget" ? .unitTests : (kind == "executableTarget" ? .other : .framework),
                productName: nil, moduleName: nil, deploymentTarget: nil, swiftVersion: nil,
                folders: [ModuleScope.normalized(path)], folderKind: nil,
                reference: SourceReference(file: displayPath, line: call.startLocation(converter: converter).line))
            target.dependencies = arguments["dependencies"].map(Self.dependencies) ?? []
            return target
        }
    }

    static func name(of call: FunctionCallExprSyntax) -> String? {
        arguments(of: call)["name"].flatMap(string)
    }

    static func arguments(of call: FunctionCallExprSyntax) -> [String: ExprSyntax] {
        var arguments: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            if let label = argument.label?.text, arguments[label] == nil { arguments[label] = argument.expression }
        }
        return arguments
    }

    /// A plain string literal's value.
    static func string(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
            let segment = literal.segments.first?.as(StringSegmentSyntax.self)
        else { return nil }
        return segment.content.text
    }

    /// The names in a `dependencies:` array: plain strings, `.target(name:)`, `.byName(name:)` and
    /// `.product(name:package:)` (a local package's library is named like its target, as a rule).
    private static func dependencies(_ expression: ExprSyntax) -> [String] {
        guard let array = expression.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            if let name = string(element.expression) { return name }
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                ["target", "byName", "product"].contains(member.declName.baseName.text)
            else { return nil }
            return arguments(of: call)["name"].flatMap(string)
        }
    }
}

/// Finds the target declarations of a package manifest: `.target(…)`, `.executableTarget(…)`,
/// `.testTarget(…)` and `Target.target(…)` calls; the `.target(name:)` of a `dependencies:` array is
/// inside one and never visited.
private final class PackageTargetCallFinder: SyntaxVisitor {
    var calls: [(call: FunctionCallExprSyntax, kind: String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let kind = member.declName.baseName.text
        guard ["target", "executableTarget", "testTarget"].contains(kind) else { return .visitChildren }
        calls.append((node, kind))
        return .skipChildren
    }
}
