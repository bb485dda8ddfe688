import Foundation
import SwiftSyntax

/// Declares a new module in a Tuist `Project.swift` or a `Package.swift`, with swift-syntax and
/// insertions only: a copy of a model target's declaration with the model's name replaced in its
/// string literals (name, bundle id, source folders), placed after the model, and the new module in
/// the `dependencies:` of the target that uses it.
struct ManifestModuleWriter {
    /// Whether the manifest is a package's (`"Profile"` dependencies) rather than Tuist's (`.target(name:)`).
    let isPackage: Bool

    /// The manifest with `newName` declared after `model`.
    func addingTarget(_ newName: String, modelledOn model: String, to text: String) throws(GeneratorError) -> String {
        let source = try parse(text)
        guard let call = targetCall(named: model, in: source) else {
            throw .cannotGenerate("no target \(model) in the manifest to model module \(newName) on")
        }
        let copy = Self.renaming(model, to: newName, in: call).trimmedDescription
        guard let element = call.parent?.as(ArrayElementSyntax.self) else {
            throw .cannotGenerate("target \(model) is not declared in an array of targets, so coordgen cannot add \(newName) beside it")
        }
        let indent = source.indentation(ofLineAt: element.positionAfterSkippingLeadingTrivia.utf8Offset)
        if let comma = element.trailingComma {
            return source.applying(.insert(source.lineEnding + indent + copy + ",", at: comma.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        return source.applying(.insert("," + source.lineEnding + indent + copy, at: element.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    /// The manifest with `dependency` added to the `dependencies:` of the target `user`.
    func addingDependency(_ dependency: String, to user: String, in text: String) throws(GeneratorError) -> String {
        let source = try parse(text)
        guard let call = targetCall(named: user, in: source) else {
            throw .cannotGenerate("no target \(user) in the manifest to add the dependency on \(dependency) to")
        }
        guard let array = call.arguments.first(where: { $0.label?.text == "dependencies" })?.expression.as(ArrayExprSyntax.self) else {
            throw .cannotGenerate(
                "target \(user) has no dependencies: list, so coordgen cannot add \(dependency) to it: add `dependencies: []` to \(user), then run the command again"
            )
        }
        let usesStrings =
            isPackage && (array.elements.isEmpty || array.elements.contains { $0.expression.is(StringLiteralExprSyntax.self) })
        let entry = usesStrings ? "\"\(dependency)\"" : ".target(name: \"\(dependency)\")"
        guard let last = array.elements.last else {
            return source.applying(.insert(entry, at: array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        let multiline = source.isFirstOnLine(array.rightSquare.positionAfterSkippingLeadingTrivia.utf8Offset)
        guard multiline else {
            return source.applying(.insert(", " + entry, at: last.expression.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        let indent = source.indentation(ofLineAt: last.positionAfterSkippingLeadingTrivia.utf8Offset)
        if let comma = last.trailingComma {
            return source.applying(.insert(source.lineEnding + indent + entry + ",", at: comma.endPositionBeforeTrailingTrivia.utf8Offset))
        }
        return source.applying(.insert("," + source.lineEnding + indent + entry, at: last.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    private func parse(_ text: String) throws(GeneratorError) -> ParsedSwiftSource {
        do {
            return try ParsedSwiftSource(text)
        } catch {
            throw .cannotGenerate("the manifest does not parse (\(error)), so coordgen cannot declare a module in it")
        }
    }

    /// The declaration `.target(name: "X", …)` (or `Target(name: "X", …)`) of a target, not a
    /// dependency on it.
    private func targetCall(named name: String, in source: ParsedSwiftSource) -> FunctionCallExprSyntax? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: FunctionCallExprSyntax?
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression
                let isTarget =
                    ["target", "executableTarget"].contains(callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
                    || callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target"
                guard isTarget else { return .visitChildren }
                if found == nil, PackageManifestReader.name(of: node) == name { found = node }
                return .skipChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(source.tree)
        return finder.found
    }

    /// The call with `old` replaced by `new` in its string literals (and `old` lowercased by `new`
    /// lowercased: `com.example.home`), not in the dependency entries, which stay the model's.
    static func renaming(_ old: String, to new: String, in call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
        final class Renamer: SyntaxRewriter {
            let old: String
            let new: String
            init(old: String, new: String) {
                self.old = old
                self.new = new
            }
            override func visit(_ token: TokenSyntax) -> TokenSyntax {
                guard case .stringSegment(let text) = token.tokenKind else { return token }
                let renamed = text.replacingOccurrences(of: old, with: new)
                    .replacingOccurrences(of: old.lowercased(), with: new.lowercased())
                return token.with(\.tokenKind, .stringSegment(renamed))
            }
        }
        return Renamer(old: old, new: new).rewrite(call).as(FunctionCallExprSyntax.self) ?? call
    }
}
