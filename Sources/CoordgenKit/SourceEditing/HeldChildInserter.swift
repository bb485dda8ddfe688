import SwiftSyntax

/// Insertion-only edits of a parent coordinator that makes each child in its initialiser passing
/// itself (``HeldChildrenShape``): a stored property declared like the last sibling's
/// (`var zebraCoordinator: ZebraCoordinator!` after `var basketCoordinator: BasketCoordinator!`), and
/// the statement making the child in the sibling's form, on the line after the sibling's.
enum HeldChildInserter {
    /// The last statement of `className`'s initialisers that makes a child passing `self`, with the
    /// property it assigns as declared; nil where none does.
    static func lastSibling(inClass className: String, in source: String) throws -> (HeldChildStatement, VariableDeclSyntax?)? {
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        let members = Array(TypeMemberLookup.memberBlock(of: type)?.members ?? [])
        let statements = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.flatMap(HeldChildStatement.all)
        guard let last = statements.last else { return nil }
        let property = members.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first { variable in
            variable.bindings.contains { $0.pattern.trimmedDescription == last.property }
        }
        return (last, property)
    }

    /// The declaration of `property` holding `flowClass`, written like `sibling`: its attributes and
    /// modifiers, `var` or `let`, and its optionality (`!`, `?` or none).
    static func declaration(_ property: String, flowClass: String, like sibling: VariableDeclSyntax?) -> String {
        guard let sibling, let annotation = sibling.bindings.first?.typeAnnotation?.type else {
            return "var \(property): \(flowClass)!"
        }
        let attributes = sibling.attributes.map(\.trimmedDescription)
        let modifiers = sibling.modifiers.map(\.trimmedDescription)
        let optionality =
            annotation.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ? "!" : annotation.is(OptionalTypeSyntax.self) ? "?" : ""
        let words = attributes + modifiers + [sibling.bindingSpecifier.text, "\(property): \(flowClass)\(optionality)"]
        return words.joined(separator: " ")
    }

    /// Returns `source` with `statement` (one line) on the line after `className`'s last statement making
    /// a child, in the same initialiser and indented alike.
    /// Where `className` makes no child yet (a flow coordgen wrote), after the last statement of its one
    /// initialiser.
    static func addingStatement(_ statement: String, toClass className: String, in source: String) throws -> String {
        let parsed = try ParsedSwiftSource(source)
        guard let anchor = try lastSibling(inClass: className, in: source)?.0.item ?? lastStatementOfOnlyInitializer(of: className, in: parsed)
        else {
            throw SourceEditError.invalidSnippet("\(className) has no one initialiser with statements to make the child in")
        }
        let end = anchor.endPositionBeforeTrailingTrivia.utf8Offset
        let offset = StatementInserter.endOfLineAfterBlanks(from: end, in: parsed.bytes)
        let indent = parsed.indentation(ofLineAt: anchor.positionAfterSkippingLeadingTrivia.utf8Offset)
        let edited = parsed.applying(.insert(parsed.lineEnding + indent + statement, at: offset))
        guard let (added, _) = try lastSibling(inClass: className, in: edited), added.item.trimmedDescription == statement else {
            throw SourceEditError.verificationFailed("\(className)'s initialiser did not get `\(statement)`")
        }
        return edited
    }

    /// The last statement of `className`'s initialiser, where it declares exactly one with statements.
    static func lastStatementOfOnlyInitializer(of className: String, in parsed: ParsedSwiftSource) throws -> CodeBlockItemSyntax? {
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        let initializers = (TypeMemberLookup.memberBlock(of: type)?.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        guard initializers.count == 1 else { return nil }
        return initializers.first?.body?.statements.last
    }
}
