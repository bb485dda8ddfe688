import Foundation
import SwiftSyntax

extension ProjectSources {
    /// After coordgen added an `@Published` property to the file at `url`: `import Combine` after its
    /// imports, when the app turns on member import visibility (SE-0444) and the file does not import
    /// Combine. With that setting a file that imports SwiftUI alone cannot use the members of
    /// Combine's `Published` (`init(wrappedValue:)`, the subscript that reaches the enclosing object),
    /// so the property would not compile; without it the file is left as the app writes its files.
    mutating func importCombineForPublished(in url: URL, shape: AppShape) throws {
        guard shape.concurrency?.enables("MemberImportVisibility") == true else { return }
        let text = try text(of: url)
        let imported: String
        do {
            // One parse: whether the file uses `@Published`, and where its import goes.
            let source = try ParsedSwiftSource(text)
            guard Self.usesPublished(source.tree), let edit = ImportInserter.edit(importing: "Combine", into: source) else { return }
            imported = source.applying(edit)
        } catch let error as SourceEditError {
            throw GeneratorError.sourceEdit(file: project.displayPath(of: url), reason: error.description)
        }
        try edit(url, action: "imported Combine (member import visibility is on: @Published needs Combine's members in sight)") { _ in
            imported
        }
    }

    /// Whether `tree` has an `@Published` attribute.
    private static func usesPublished(_ tree: SourceFileSyntax) -> Bool {
        let finder = PublishedFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    private final class PublishedFinder: SyntaxVisitor {
        var found = false

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.attributeName.trimmedDescription
            if name == "Published" || name == "Combine.Published" { found = true }
            return .skipChildren
        }
    }
}
