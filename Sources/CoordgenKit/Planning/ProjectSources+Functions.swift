import SwiftParser
import SwiftSyntax

extension ProjectSources {
    /// Whether a Swift file of the project declares a function named `name` (at any level: a type's,
    /// an extension's or a global one).
    mutating func declaresFunction(named name: String) -> Bool {
        for url in swiftFiles(containing: "func \(name)") {
            guard let text = try? text(of: url) else { continue }
            let finder = FunctionFinder(name: name)
            finder.walk(RecentParses.tree(of: text))
            if finder.found { return true }
        }
        return false
    }
}

/// Finds a function declaration by name.
private final class FunctionFinder: SyntaxVisitor {
    let name: String
    var found = false

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.name.text == name { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
