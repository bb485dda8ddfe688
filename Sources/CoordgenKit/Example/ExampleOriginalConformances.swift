import SwiftParser
import SwiftSyntax

/// Keeps a copied type usable where the example's protocol is expected: the example's screens and
/// view models that the copy still shows take their coordinator as the example's protocol
/// (`TitleViewModel(coordinator: ProfileCoordinator)`), so a copy that conforms to the renamed protocol
/// (`ZebraCoordinator`) conforms to the original too — where the original's requirements kept their
/// names, so the copy's members satisfy both.
struct ExampleOriginalConformances {
    /// Renamed protocol → the example's, for the protocols whose requirements kept their names.
    let originals: [String: String]

    init(types: [String: String], index: DeclarationIndex, renamedMembers: Set<String>) {
        var originals: [String: String] = [:]
        for (old, new) in types {
            guard let declaration = index.type(named: old, kinds: [.protocol]) else { continue }
            let requirements = (declaration.members ?? []).compactMap { ExampleWiringSites.declaredName($0.decl) }
            if requirements.allSatisfy({ !renamedMembers.contains($0) }) { originals[new] = old }
        }
        self.originals = originals
    }

    /// `text` with `, Original` after each renamed protocol in a class's, struct's or enum's
    /// inheritance clause.
    func adding(to text: String) -> String {
        guard !originals.isEmpty else { return text }
        let finder = Finder(originals: originals)
        finder.walk(Parser.parse(source: text))
        var bytes = Array(text.utf8)
        for (offset, name) in finder.insertions.sorted(by: { $0.offset > $1.offset }) {
            bytes.insert(contentsOf: Array(", \(name)".utf8), at: offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private final class Finder: SyntaxVisitor {
        let originals: [String: String]
        var insertions: [(offset: Int, name: String)] = []

        init(originals: [String: String]) {
            self.originals = originals
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
            guard !(node.parent?.is(ProtocolDeclSyntax.self) ?? false) else { return .skipChildren }
            let written = Set(node.inheritedTypes.map { $0.type.trimmedDescription })
            for inherited in node.inheritedTypes {
                let name = inherited.type.trimmedDescription
                if let original = originals[name], !written.contains(original) {
                    insertions.append((inherited.type.endPositionBeforeTrailingTrivia.utf8Offset, original))
                }
            }
            return .skipChildren
        }
    }
}
