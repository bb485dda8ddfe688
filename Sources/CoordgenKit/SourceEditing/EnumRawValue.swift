import SwiftSyntax

/// Chooses the raw value clause (` = "x"`, ` = 3`, or nothing) for a case added to an enum.
enum EnumRawValue {
    private static let integerTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]
    /// The standard raw types; an enum that has one names it first among the types it inherits.
    private static let rawTypes = integerTypes.union(["String", "Character", "Float", "Double", "Float16", "Float80", "CGFloat"])

    /// Whether the enum has a standard raw type (`: String`, `: Int16`), even when no case spells its raw value.
    static func declaresRawType(_ enumDecl: EnumDeclSyntax) -> Bool {
        guard let first = enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else {
            return false
        }
        return rawTypes.contains(first.hasPrefix("Swift.") ? String(first.dropFirst("Swift.".count)) : first)
    }

    /// The text to write after the new case's name so it matches how the existing cases spell raw values.
    ///
    /// Nothing is written unless some existing case has an explicit raw value. Integer values continue
    /// after the largest value in use, counting implicit ones, so `case a = 5, b` yields 7, not a clash with b.
    static func clause(
        forNewCase name: String,
        enumDecl: EnumDeclSyntax,
        elements: [EnumCaseElementSyntax]
    ) throws -> String {
        guard elements.contains(where: { $0.rawValue != nil }) else {
            return ""
        }
        let enumName = SourceEditNames.unescaped(enumDecl.name)
        let rawType = enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription ?? "unknown"
        let bareType = rawType.hasPrefix("Swift.") ? String(rawType.dropFirst("Swift.".count)) : rawType
        if bareType == "String" {
            let used = try elements.map { try stringValue(of: $0, enumName: enumName) }
            guard !used.contains(name) else {
                throw SourceEditError.rawValueConflict(enumName: enumName, rawValue: "\"\(name)\"")
            }
            return " = \"\(name)\""
        }
        if integerTypes.contains(bareType) {
            let largest = try integerValues(of: elements, enumName: enumName, rawType: rawType).max() ?? -1
            let (next, overflow) = largest.addingReportingOverflow(1)
            guard !overflow else {
                throw SourceEditError.rawValueNeedsManualEdit(enumName: enumName, rawType: rawType)
            }
            return " = \(next)"
        }
        throw SourceEditError.rawValueNeedsManualEdit(enumName: enumName, rawType: rawType)
    }

    /// A case's String raw value: its explicit plain literal, or its own name when implicit.
    private static func stringValue(of element: EnumCaseElementSyntax, enumName: String) throws -> String {
        guard let value = element.rawValue?.value else {
            return SourceEditNames.unescaped(element.name)
        }
        guard let literal = value.as(StringLiteralExprSyntax.self) else {
            throw SourceEditError.rawValueNeedsManualEdit(enumName: enumName, rawType: "String")
        }
        var text = ""
        for segment in literal.segments {
            // Interpolations cannot appear in raw values; anything but plain text is left to a human.
            guard let plain = segment.as(StringSegmentSyntax.self) else {
                throw SourceEditError.rawValueNeedsManualEdit(enumName: enumName, rawType: "String")
            }
            text += plain.content.text
        }
        return text
    }

    /// Every case's integer raw value in source order, following Swift's rule that an implicit value is previous + 1.
    private static func integerValues(
        of elements: [EnumCaseElementSyntax],
        enumName: String,
        rawType: String
    ) throws -> [Int] {
        var values: [Int] = []
        var previous: Int?
        for element in elements {
            let value: Int
            if let expression = element.rawValue?.value {
                guard let explicit = integer(in: expression) else {
                    throw SourceEditError.rawValueNeedsManualEdit(enumName: enumName, rawType: rawType)
                }
                value = explicit
            } else {
                value = previous.map { $0 &+ 1 } ?? 0
            }
            values.append(value)
            previous = value
        }
        return values
    }

    private static func integer(in expression: ExprSyntax) -> Int? {
        if let negated = expression.as(PrefixOperatorExprSyntax.self), negated.operator.text == "-" {
            return integer(in: negated.expression).map { -$0 }
        }
        guard let literal = expression.as(IntegerLiteralExprSyntax.self) else {
            return nil
        }
        let digits = String(literal.literal.text.filter { $0 != "_" })
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }
}
