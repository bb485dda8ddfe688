import SwiftSyntax

/// Copies of the example's enum cases, each with a raw value of its own.
extension ExampleWiring {
    /// Where the copy of an enum case goes and its text: `case zebra` on a line of its own after the
    /// original's `case` declaration. Raw values stay unique: a copy in an enum with an integer raw
    /// type takes the next free value (after the last case when a case after the original takes its
    /// value from the one before it, which the copy would shift); a string raw value that spells the
    /// case is renamed with it, another would repeat the original's, so the copy takes its name.
    func caseCopy(of element: EnumCaseElementSyntax, renamer: IdentifierRenamer, rawValues: inout EnumRawValues, plan: inout Insertions)
        -> (offset: Int, text: String)?
    {
        guard let item = element.parent?.parent?.parent?.as(MemberBlockItemSyntax.self) else { return nil }
        let newName = renamer.renamedText(of: element.name)
        var copy = newName
        if let parameters = element.parameterClause { copy += renamer.renamedText(of: parameters) }
        var after = item
        let enumDecl = Self.enumDecl(of: element)
        if let enumDecl, let values = EnumRawValues.integerValues(of: enumDecl) {
            let value = rawValues.nextFree(in: enumDecl, values: values)
            copy += " = \(value)"
            let originalValue = values.first { $0.element.id == element.id }.map { " (\(element.name.text) is \($0.value))" } ?? ""
            plan.notes.append(
                "\(enumDecl.name.text)'s raw values must be unique: case \(newName) = \(value), the next free one\(originalValue)")
            if let position = values.firstIndex(where: { $0.element.id == element.id }),
                values[(position + 1)...].contains(where: { !$0.explicit }),
                let last = enumDecl.memberBlock.members.last(where: { $0.decl.is(EnumCaseDeclSyntax.self) })
            {
                after = last
                plan.notes.append(
                    "case \(newName) goes after \(enumDecl.name.text)'s last case: next to \(element.name.text) it would shift the raw values of the cases after it")
            }
        } else if let rawValue = element.rawValue, rawValue.value.is(StringLiteralExprSyntax.self) {
            let renamed = renamer.renamedText(of: rawValue)
            if renamed != rawValue.trimmedDescription {
                copy += " " + renamed
            } else {
                plan.notes.append(
                    "case \(newName)\(enumDecl.map { " of \($0.name.text)" } ?? "") has its name as raw value: \(element.name.text)'s \(rawValue.value.trimmedDescription) does not spell the case, and raw values must be unique")
            }
        }
        return (after.endPosition.utf8Offset, "\n" + Self.indentation(of: Syntax(after)) + "case " + copy)
    }

    /// The enum whose own `case` declaration lists the element.
    static func enumDecl(of element: EnumCaseElementSyntax) -> EnumDeclSyntax? {
        element.parent?.parent?.parent?.parent?.parent?.parent?.as(EnumDeclSyntax.self)
    }

    /// The enum declaring a case element.
    static func enumName(of element: EnumCaseElementSyntax) -> String? {
        var node = element.parent
        while let current = node {
            if let enumDecl = current.as(EnumDeclSyntax.self) { return enumDecl.name.text }
            if current.is(MemberBlockSyntax.self) && !(current.parent?.is(EnumDeclSyntax.self) ?? false) { return nil }
            node = current.parent
        }
        return nil
    }
}
