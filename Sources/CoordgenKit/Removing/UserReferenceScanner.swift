import SwiftSyntax

/// Finds, in one parsed file, the identifiers that name what a removal takes away — a type, a method,
/// a case of an enum — outside the byte ranges the removal itself takes out. Only identifiers count:
/// comments and string literals are not code.
final class UserReferenceScanner: SyntaxVisitor {
    private let parts: GeneratedParts
    private let file: SourceFile
    private let removed: [Range<Int>]
    private(set) var references: [UserReference] = []

    init(parts: GeneratedParts, file: SourceFile, removed: [Range<Int>]) {
        self.parts = parts
        self.file = file
        self.removed = removed
        super.init(viewMode: .sourceAccurate)
    }

    /// The references in `file`, one per line and name.
    static func references(to parts: GeneratedParts, in file: SourceFile, removed: [Range<Int>]) -> [UserReference] {
        let scanner = UserReferenceScanner(parts: parts, file: file, removed: removed)
        scanner.walk(file.tree)
        var seen: Set<String> = []
        return scanner.references.filter { seen.insert($0.description).inserted }
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard case .identifier = token.tokenKind else { return .skipChildren }
        let offset = token.positionAfterSkippingLeadingTrivia.utf8Offset
        if removed.contains(where: { $0.contains(offset) }) { return .skipChildren }
        let name = SourceEditNames.unescaped(token)
        if parts.typeNames.contains(name) {
            report(token, "uses \(name)", "change this code so it no longer needs \(name)")
        } else if parts.methodNames.contains(name) {
            report(token, "calls \(name)()", "delete this call, or start the flow another way")
        } else if let flowCase = parts.cases.first(where: { $0.caseName == name }), refersToCase(token, of: flowCase.enumName) {
            report(token, "handles case .\(name)", "delete this case of the switch")
        }
        return .skipChildren
    }

    private func report(_ token: TokenSyntax, _ what: String, _ advice: String) {
        references.append(UserReference(place: file.reference(to: token), what: what, advice: advice))
    }

    /// `Enum.case` anywhere, or `.case` in the pattern of a switch's `case`.
    private func refersToCase(_ token: TokenSyntax, of enumName: String) -> Bool {
        guard let access = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return false }
        let simpleEnum = String(enumName.split(separator: ".").last ?? Substring(enumName))
        if let base = access.base {
            return base.trimmedDescription == simpleEnum || base.trimmedDescription == enumName
        }
        var node: Syntax? = Syntax(access)
        while let current = node {
            if current.is(SwitchCaseLabelSyntax.self) { return true }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return false }
            node = current.parent
        }
        return false
    }
}
