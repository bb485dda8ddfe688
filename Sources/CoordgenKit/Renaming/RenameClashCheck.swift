import SwiftSyntax

/// Refuses a rename that would give a type two members of one name: a method, property or enum case
/// the rename gives a new name (`startShowsReservationScreen` → `startShowsBookingScreen`,
/// `openReservationCoordinator` → `openBookingCoordinator`, `case reservation` → `case booking`)
/// where the same type (its extensions included), or the top level, declares that name already.
/// Members are compared by base name, as a reader sees them; local variables are left out.
struct RenameClashCheck {
    /// One member declaration: the type it belongs to ("" for the top level), its name and where it is.
    struct Member: Equatable {
        let owner: String
        let name: String
        let path: String
        let line: Int
    }

    /// Every member of every file, by path.
    let members: [Member]

    init(files: [(path: String, text: String)]) throws {
        var members: [Member] = []
        for file in files {
            let parsed: ParsedSwiftSource
            do {
                parsed = try ParsedSwiftSource(file.text)
            } catch let error as SourceEditError {
                throw GeneratorError.sourceEdit(file: file.path, reason: error.description)
            }
            let collector = Collector(path: file.path, converter: SourceLocationConverter(fileName: file.path, tree: parsed.tree))
            collector.walk(parsed.tree)
            members += collector.members
        }
        self.members = members
    }

    /// The one-line reason to refuse, or nil when no renamed member meets a name its type has.
    /// `newName` gives a member's new name, or nil when the rename leaves it alone.
    func clash(newName: (Member) -> String?) -> String? {
        let renamed = members.compactMap { member in newName(member).map { (member, $0) } }
        let kept = members.filter { newName($0) == nil }
        for (member, new) in renamed {
            guard let existing = kept.first(where: { $0.owner == member.owner && $0.name == new }) else { continue }
            let owner = member.owner.isEmpty ? "the module's top level" : member.owner
            return
                "renaming \(member.name) (\(member.path):\(member.line)) to \(new) would give \(owner) two declarations named \(new): \(existing.path):\(existing.line) declares one already; rename or remove it first, or choose another name"
        }
        return nil
    }

    private final class Collector: SyntaxVisitor {
        let path: String
        let converter: SourceLocationConverter
        var owners: [String] = []
        var members: [Member] = []

        init(path: String, converter: SourceLocationConverter) {
            self.path = path
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        private func add(_ token: TokenSyntax) {
            let line = converter.location(for: token.positionAfterSkippingLeadingTrivia).line
            members.append(Member(owner: owners.joined(separator: "."), name: SourceEditNames.unescaped(token), path: path, line: line))
        }

        private func enter(_ name: String) -> SyntaxVisitorContinueKind {
            owners.append(name)
            return .visitChildren
        }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
        override func visitPost(_ node: ProtocolDeclSyntax) { owners.removeLast() }
        /// An extension's members belong to the type it extends, spelled as the type's path.
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.extendedType.trimmedDescription) }
        override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            for binding in node.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { add(identifier.identifier) }
            }
            return .skipChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            add(node.name)
            return .skipChildren
        }

        /// Initializers, subscripts and closures hold locals, not members.
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
