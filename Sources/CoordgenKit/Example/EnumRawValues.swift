import SwiftSyntax

/// The integer raw values of an enum's cases, for `new coordinator --like`: a copied case needs one of
/// its own, since raw values must be unique (`case feed = 1` copied as `case zebra` would take 2, the
/// value of the case after it).
struct EnumRawValues {
    /// One case's value, and whether it is written or follows the case before it.
    struct Value {
        let element: EnumCaseElementSyntax
        let value: Int
        let explicit: Bool
    }

    /// The values already handed out, per enum (by its position in its file).
    private var handedOut: [Int: Int] = [:]

    /// The next value no case of the enum has (nor a copy made before).
    mutating func nextFree(in enumDecl: EnumDeclSyntax, values: [Value]) -> Int {
        let key = enumDecl.position.utf8Offset
        let next = max(handedOut[key] ?? Int.min, (values.map(\.value).max() ?? -1) + 1)
        handedOut[key] = next + 1
        return next
    }

    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]

    /// The enum's cases with their values in order, when its raw type (the first type it inherits) is an
    /// integer type and every written value is an integer literal; else nil.
    static func integerValues(of enumDecl: EnumDeclSyntax) -> [Value]? {
        guard let rawType = enumDecl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription, integerTypes.contains(rawType) else {
            return nil
        }
        var values: [Value] = []
        var next = 0
        for item in enumDecl.memberBlock.members {
            guard let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDecl.elements {
                if let rawValue = element.rawValue {
                    guard let value = integer(rawValue.value) else { return nil }
                    values.append(Value(element: element, value: value, explicit: true))
                    next = value + 1
                } else {
                    values.append(Value(element: element, value: next, explicit: false))
                    next += 1
                }
            }
        }
        return values
    }

    /// `3`, `-1`, `1_000`, `0x10`.
    private static func integer(_ expression: ExprSyntax) -> Int? {
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return integer(prefix.expression).map { -$0 }
        }
        guard let literal = expression.as(IntegerLiteralExprSyntax.self) else { return nil }
        let digits = String(literal.literal.text.filter { $0 != "_" })
        for (prefix, radix) in [("0x", 16), ("0o", 8), ("0b", 2)] where digits.hasPrefix(prefix) {
            return Int(digits.dropFirst(2), radix: radix)
        }
        return Int(digits)
    }
}
