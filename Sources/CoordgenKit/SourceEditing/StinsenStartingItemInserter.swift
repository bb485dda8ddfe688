import SwiftSyntax

/// Insertion-only edit of a Stinsen tab coordinator's tabs: a key path (`\MainTabCoordinator.zebra`)
/// in the array its `child = TabChild(startingItems: [...])` lists — on a line of its own where the
/// elements are one per line (after the last, or before it where the last has no comma, so no line
/// changes), else at the end of the line. `remove coordinator` finds the element again by its text and takes out exactly what
/// was inserted (``DeclarationRemover``).
enum StinsenStartingItemInserter {
    /// The `startingItems:` array of `className`'s `child` property, nil where it has no such literal.
    static func startingItems(ofClass className: String, in tree: SourceFileSyntax) -> ArrayExprSyntax? {
        let classes = SwiftDeclarationLookup.all(ClassDeclSyntax.self, in: tree) { SourceEditNames.unescaped($0.name) == className }
        for decl in classes {
            for member in decl.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "child" {
                    let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
                    let argument = call?.arguments.first { $0.label?.text == "startingItems" }
                    if let array = argument?.expression.as(ArrayExprSyntax.self) { return array }
                }
            }
        }
        return nil
    }

    /// `source` with `keyPath` added as the last starting item of `className`'s tabs, and the item it
    /// went before where it did not go last: one item per line whose last has no comma gets the new one
    /// before it (`\Tabs.zebra,` on a line of its own), so that no line of the list changes.
    static func addingStartingItem(_ keyPath: String, toClass className: String, in source: String) throws -> (text: String, before: String?) {
        let parsed = try ParsedSwiftSource(source)
        guard let array = startingItems(ofClass: className, in: parsed.tree) else {
            throw SourceEditError.verificationFailed("\(className) lists its tabs in no `child = TabChild(startingItems: [...])`")
        }
        if array.elements.contains(where: { $0.expression.trimmedDescription == keyPath }) {
            throw SourceEditError.verificationFailed("\(className)'s starting items already list \(keyPath)")
        }
        guard let last = array.elements.last else {
            let edited = parsed.applying(.insert(keyPath, at: array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset))
            return (try verified(edited, keyPath: keyPath, className: className), nil)
        }
        let start = last.positionAfterSkippingLeadingTrivia.utf8Offset
        let indent = parsed.indentation(ofLineAt: start)
        guard parsed.isFirstOnLine(start) else {
            let edit: SourceTextEdit =
                if let comma = last.trailingComma {
                    .insert(" " + keyPath + ",", at: comma.endPositionBeforeTrailingTrivia.utf8Offset)
                } else {
                    .insert(", " + keyPath, at: last.expression.endPositionBeforeTrailingTrivia.utf8Offset)
                }
            return (try verified(parsed.applying(edit), keyPath: keyPath, className: className), nil)
        }
        if let comma = last.trailingComma {
            let edited = parsed.applying(.insert(parsed.lineEnding + indent + keyPath + ",", at: comma.endPositionBeforeTrailingTrivia.utf8Offset))
            return (try verified(edited, keyPath: keyPath, className: className), nil)
        }
        let edited = parsed.applying(.insert(keyPath + "," + parsed.lineEnding + indent, at: start))
        return (try verified(edited, keyPath: keyPath, className: className), last.expression.trimmedDescription)
    }

    private static func verified(_ edited: String, keyPath: String, className: String) throws -> String {
        let reparsed = try ParsedSwiftSource(edited)
        let items = startingItems(ofClass: className, in: reparsed.tree)?.elements.filter { $0.expression.trimmedDescription == keyPath }
        guard items?.count == 1 else { throw SourceEditError.verificationFailed("\(className)'s starting items did not gain \(keyPath)") }
        return edited
    }
}
