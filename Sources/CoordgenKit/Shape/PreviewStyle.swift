import SwiftSyntax

/// How a generated screen gets its Xcode canvas preview. `.coordgen.yml` records it as `previews:`:
/// `coordgen init` from what the app's own files use, and a project coordgen made (no key) uses
/// `#Preview`, as Xcode's templates do.
public enum PreviewStyle: String, Codable, Equatable, Sendable, CaseIterable {
    /// `#Preview { … }` after the screen (Xcode 15 and later). A UIKit view controller's preview needs
    /// iOS 17, so below that it is written `@available(iOS 17.0, *)`.
    case macro
    /// A `PreviewProvider` type next to a SwiftUI view; UIKit screens get none, since their previews
    /// go through the app's own representable wrapper.
    case provider
    /// No preview: the app uses none.
    case none

    /// What `init` says it found, and what new screens get.
    var adoptionSummary: String {
        switch self {
        case .macro: "#Preview: new screens get one"
        case .provider: "PreviewProvider: new SwiftUI views get one, view controllers none"
        case .none: "none in the app: new screens get none"
        }
    }

    /// What the app's Swift files use: `#Preview` if any file has one, else `PreviewProvider` if a type
    /// conforms to it, else nothing; with the file that showed it.
    static func used(in files: [SourceFile]) -> (style: PreviewStyle, file: String?) {
        var provider: String?
        // Only files that can hold a `Preview` or `PreviewProvider` token are walked: a walk of every
        // file was a sixth of `init`, and of every file that merely names a `…PreviewModel` 45 M
        // instructions in the large app of `Benchmarks/LargeApp`.
        for file in files where file.text.containsUTF8Word("Preview") || file.text.containsUTF8Word("PreviewProvider") {
            let finder = PreviewFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            if finder.usesMacro { return (.macro, file.path) }
            if finder.usesProvider, provider == nil { provider = file.path }
        }
        return provider.map { (.provider, $0) } ?? (.none, nil)
    }
}

/// Finds `#Preview` and types conforming to `PreviewProvider`.
private final class PreviewFinder: SyntaxVisitor {
    var usesMacro = false
    var usesProvider = false

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { usesMacro = true }
        return .skipChildren
    }

    /// At the top level of a file, `#Preview { … }` parses as an expression.
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "Preview" { usesMacro = true }
        return .skipChildren
    }

    override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.type.textWithoutTrivia == "PreviewProvider" { usesProvider = true }
        return .skipChildren
    }
}
