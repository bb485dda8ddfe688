import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// The stand-in for Xcode's `PreviewsMacros` plugin, which only Xcode has: `#Preview` is an editor
/// feature, so here it expands to nothing. What the compile tests need still happens: swiftc
/// type-checks a macro's arguments against its declaration — Apple's signature, in the UIKit and
/// SwiftUI stand-ins — before it expands it, so a preview whose body is not a view (or a view
/// controller), calls an initialiser wrongly, or uses an API the deployment target lacks fails.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

@main
struct PreviewStandInPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
