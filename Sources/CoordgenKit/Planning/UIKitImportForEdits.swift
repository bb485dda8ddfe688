import SwiftSyntax

/// `import UIKit` for an edited file whose edits name a UIKit type (`UINavigationController` in a
/// parent's new `runZebraFlow(on:)`) where the file imports neither UIKit nor SwiftUI (`import Foundation`
/// alone, or no import): without it the new code does not find the type. Where the app target's bridging
/// header imports UIKit, every file sees it and none is given the import (``BridgingHeaderImports``).
enum UIKitImportForEdits {
    /// The modules whose import puts UIKit's types in sight.
    static let bringingUIKit: Set<String> = ["UIKit", "SwiftUI"]

    /// Whether `edited` needs `import UIKit` that `original` did not.
    static func needed(original: String, edited: String) throws -> Bool {
        let before = try ParsedSwiftSource(original)
        let imports = before.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        if imports.contains(where: { $0.path.first.map { bringingUIKit.contains($0.name.text) } ?? false }) { return false }
        return uikitTypeNames(in: try ParsedSwiftSource(edited).tree) > uikitTypeNames(in: before.tree)
    }

    /// How often `tree` names a type of UIKit's (`UI` and a capital letter: `UIViewController`, `UIWindow`).
    private static func uikitTypeNames(in tree: SourceFileSyntax) -> Int {
        tree.tokens(viewMode: .sourceAccurate).count(where: { token in
            guard case .identifier(let name) = token.tokenKind, name.hasPrefix("UI"), name.count > 2 else { return false }
            let third = name[name.index(name.startIndex, offsetBy: 2)]
            return third.isUppercase && name.contains(where: \.isLowercase)
        })
    }
}
