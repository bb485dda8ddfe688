import SwiftParser
import SwiftSyntax

/// The cases of `enum CoordinatorType` in a file, read with swift-syntax independently of
/// `EnumCaseRegistrar`, so the fuzz tests do not grade the registrar with its own logic.
struct EnumCaseCensus: Equatable {
    /// Cases that are direct members, in source order, without backticks.
    var direct: [String] = []
    /// Cases inside `#if` clauses (at any depth), in source order.
    var conditional: [String] = []

    /// The census of the one enum named `name` in `source`; nil when the file has syntax errors or
    /// does not declare exactly one such enum.
    init?(of source: String, enumName name: String = "CoordinatorType") {
        let tree = Parser.parse(source: source)
        guard !tree.hasError else { return nil }
        let enums = EnumFinder(name: name, tree: tree).found
        guard enums.count == 1 else { return nil }
        for item in enums[0].memberBlock.members {
            if let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) {
                direct += caseDecl.elements.map { Self.plain($0.name) }
            } else if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                conditional += Self.cases(in: ifConfig)
            }
        }
    }

    /// Whether `source` parses without any syntax error.
    static func parsesCleanly(_ source: String) -> Bool {
        !Parser.parse(source: source).hasError
    }

    private static func cases(in ifConfig: IfConfigDeclSyntax) -> [String] {
        ifConfig.clauses.flatMap { clause -> [String] in
            guard case .decls(let members)? = clause.elements else { return [] }
            return members.flatMap { item -> [String] in
                if let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) {
                    return caseDecl.elements.map { plain($0.name) }
                }
                if let nested = item.decl.as(IfConfigDeclSyntax.self) {
                    return cases(in: nested)
                }
                return []
            }
        }
    }

    private static func plain(_ token: TokenSyntax) -> String {
        let text = token.text
        return text.count >= 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
    }

    private final class EnumFinder: SyntaxVisitor {
        let name: String
        var found: [EnumDeclSyntax] = []

        init(name: String, tree: SourceFileSyntax) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
            walk(tree)
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            if EnumCaseCensus.plain(node.name) == name { found.append(node) }
            return .visitChildren
        }
    }
}
