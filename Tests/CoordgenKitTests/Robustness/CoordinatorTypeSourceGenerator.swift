/// A valid Swift file declaring `enum CoordinatorType`, made from a seed, and what it declares.
struct GeneratedEnumSource {
    let seed: UInt64
    let text: String
    /// The cases that are direct members of the enum, in source order, without backticks.
    let directCases: [String]
    /// The cases inside `#if` clauses, in source order.
    let conditionalCases: [String]
    /// A case name the file does not use, to register.
    let newCase: String
    /// The indentation the new case's line must get, when the layout makes it unambiguous.
    let expectedIndent: String?
    /// Top-level type names the file declares, so a compile check can rename them per seed.
    let topLevelTypes: [String]
    /// The shapes this file has, for the coverage check ("crlf", "one-line", "#if", …).
    let traits: Set<String>
    /// Whether the enum declares a raw type (`: String`, `: Int16`…), explicit raw values or not.
    let hasRawType: Bool
    /// Whether a case with associated values keeps the file valid Swift: no raw type, no CaseIterable.
    let acceptsAssociatedValues: Bool
}

/// Makes varied, valid `CoordinatorType` files from seeds: one-line enums, several cases per line, String
/// and Int raw values (explicit, implicit, mixed; decimal, hex, with underscores), associated values,
/// conformances, comments, names and string values in English and Korean, `#if`/`#elseif`/`#else`
/// blocks (nested, with cases or members), members before and after the cases, nested types, an enum
/// nested in another type or an extension, tabs or two or four spaces, CRLF, a byte order mark,
/// trailing spaces and semicolons, no final newline.
///
/// Every file is valid Swift 6 that type-checks (raw values are unique, members only name cases that
/// exist), so registration must succeed on all of them.
struct CoordinatorTypeSourceGenerator {
    private static let words = [
        "app", "home", "settings", "signUp", "payment", "reservation", "profile", "search", "onboarding",
        "checkout", "details", "help", "login", "logout", "cart", "orders", "wallet", "rewards", "map",
        "chat", "inbox", "feed", "camera", "gallery", "share", "support", "faq", "urlSession", "hotel",
        "room", "booking", "review", "promo", "coupon", "history", "account", "privacy", "about", "legal",
        "tutorial", "debugMenu", "featureFlags", "qa", "beta", "legacy", "v2Flow", "x",
        // Swift identifiers may be Korean; coordgen itself only adds ASCII names.
        "홈", "결제화면", "설정",
    ]
    /// Reserved words: cases with these names are written in backticks.
    static let keywords = ["default", "class", "return", "in", "repeat", "protocol"]
    private static let koreanComments = ["// 홈 화면", "// 결제 흐름", "// 예약 (임시)", "// 설정 — 나중에 정리", "// 로그인 후 이동"]
    private static let englishComments = ["// the root flow", "// TODO: split", "// modal", "// since 2.0", "// keep last?"]

    private var random: SplitMix64
    private var unused: [String]
    private var traits: Set<String> = []
    private var directCases: [String] = []
    private var conditionalCases: [String] = []
    /// The indentation of the last direct case when it starts its own line.
    private var expectedIndent: String?
    private var lastInteger: Int?
    private var ifMembers = 0
    /// Lines of direct cases so far.
    private var directCaseLines = 0

    // The file's style, chosen once per seed.
    private let newline: String
    private let unit: String
    private let rawType: RawType
    private let stringValues: StringValues
    private var nextInteger: Int

    private enum RawType: Equatable {
        case none(conformances: String?)
        case string(declaration: String)
        case integer(declaration: String)
    }

    private enum StringValues {
        case implicit, explicit, mixed
    }

    /// The file for `seed`; the same seed always gives the same file.
    static func make(seed: UInt64) -> GeneratedEnumSource {
        var generator = CoordinatorTypeSourceGenerator(seed: seed)
        return generator.build(seed: seed)
    }

    private init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        var pool = Self.words
        for index in pool.indices.reversed() {
            pool.swapAt(index, random.below(index + 1))
        }
        unused = pool
        newline = random.chance(0.3) ? "\r\n" : "\n"
        unit = random.pick(["    ", "    ", "  ", "\t"])
        switch random.below(10) {
        case 0..<3:
            rawType = .none(conformances: random.pick([nil, "CaseIterable", "Hashable, Sendable", "CaseIterable, Codable"]))
        case 3..<7:
            rawType = .string(declaration: random.pick(["String", "String, CaseIterable", "Swift.String, Codable"]))
        default:
            rawType = .integer(declaration: random.pick(["Int", "Int, CaseIterable", "Int16"]))
        }
        stringValues = random.pick([.implicit, .explicit, .mixed])
        nextInteger = random.pick([0, 0, 1, 10, -3])
    }

    private mutating func build(seed: UInt64) -> GeneratedEnumSource {
        if newline == "\r\n" { traits.insert("crlf") }
        if unit == "\t" { traits.insert("tabs") }
        var lines: [String] = []
        if random.chance(0.5) { lines += ["//", "//  CoordinatorType.swift", "//  호텔 앱 (Hotel)", "//", ""] }
        if random.chance(0.5) { lines += ["import Foundation", ""] }

        var topLevelTypes = ["CoordinatorType"]
        var base = ""
        let wrapper = random.below(10)
        if wrapper == 7 || wrapper == 8 {
            traits.insert("nested")
            topLevelTypes = [wrapper == 7 ? "Flows" : "AppFlows"]
            lines.append(wrapper == 7 ? "enum Flows {" : "struct AppFlows {")
            base = unit
        } else if wrapper == 9 {
            traits.insert("in-extension")
            topLevelTypes = ["Flows"]
            lines += ["enum Flows {}", "", "extension Flows {"]
            base = unit
        }
        lines += enumDeclaration(indent: base)
        if !base.isEmpty { lines.append("}") }
        if random.chance(0.3) {
            traits.insert("other-enum")
            topLevelTypes.append("OtherType")
            lines += ["", "enum OtherType { case other, another }"]
        }
        if random.chance(0.3), topLevelTypes.first == "CoordinatorType" {
            lines += ["", "extension CoordinatorType {", "\(unit)/// 모달로 보여 주는지", "\(unit)var isModal: Bool { false }", "}"]
        }
        var text = lines.joined(separator: newline)
        if random.chance(0.2) {
            traits.insert("no-final-newline")
        } else {
            text += newline
        }
        if random.chance(0.03) {
            traits.insert("byte-order-mark")
            text = "\u{FEFF}" + text
        }
        let newCase: String
        if random.chance(0.15), let keyword = Self.keywords.first(where: { !isUsed($0) }) {
            traits.insert("keyword-new-case")
            newCase = keyword
        } else {
            let index = unused.lastIndex { $0.allSatisfy(\.isASCII) }!
            newCase = unused.remove(at: index)
        }
        var hasRawType = true
        var acceptsAssociatedValues = false
        if case .none(let conformances) = rawType {
            hasRawType = false
            acceptsAssociatedValues = conformances?.contains("CaseIterable") != true
        }
        return GeneratedEnumSource(
            seed: seed, text: text, directCases: directCases, conditionalCases: conditionalCases, newCase: newCase,
            expectedIndent: expectedIndent, topLevelTypes: topLevelTypes, traits: traits,
            hasRawType: hasRawType, acceptsAssociatedValues: acceptsAssociatedValues
        )
    }

    // MARK: - The enum

    private mutating func enumDeclaration(indent: String) -> [String] {
        var lines: [String] = []
        if random.chance(0.5) {
            lines.append(indent + random.pick(["/// Every coordinator the app can show.", "/// 앱의 모든 코디네이터 종류", "/// Flows — 흐름"]))
        }
        let modifier = random.chance(0.2) ? "public " : ""
        let head = "\(indent)\(modifier)enum CoordinatorType\(inheritance)"
        if random.chance(0.15) {
            traits.insert("one-line")
            return lines + [head + " " + oneLineBody()]
        }
        var body = multiLineBody(indent: indent + unit)
        if let first = body.first, Self.isPlainCaseLine(first), random.chance(0.1) {
            // `enum CoordinatorType { case app` with more cases on the following lines.
            traits.insert("case-on-brace-line")
            lines.append(head + " { " + first.drop { $0 == " " || $0 == "\t" })
            body.removeFirst()
            if directCaseLines == 1 { expectedIndent = nil }
        } else {
            lines.append(head + " {")
        }
        lines += body
        if let last = lines.last, Self.isPlainCaseLine(last), random.chance(0.1) {
            // `case home }`: the closing brace shares the last case's line.
            traits.insert("brace-on-case-line")
            lines[lines.count - 1] += " }"
            expectedIndent = nil
            return lines
        }
        lines.append(indent + "}")
        return lines
    }

    /// A line with only a direct `case` declaration: no comment, no `;` and no trailing spaces.
    private static func isPlainCaseLine(_ line: String) -> Bool {
        line.drop { $0 == " " || $0 == "\t" }.hasPrefix("case ") && !line.contains("//") && !line.hasSuffix(";") && !line.hasSuffix(" ")
    }

    private var inheritance: String {
        switch rawType {
        case .none(let conformances): return conformances.map { ": \($0)" } ?? ""
        case .string(let declaration), .integer(let declaration): return ": \(declaration)"
        }
    }

    /// `{ case app, home }`, `{ case app; case home }`, `{}` or `{ case app; var isRoot: Bool { … } }`.
    private mutating func oneLineBody() -> String {
        if random.chance(0.1) {
            traits.insert("empty")
            return "{}"
        }
        let count = random.inRange(1...3)
        let elements = (0..<count).map { _ in element(conditional: false) }
        let body =
            random.chance(0.5)
            ? "case " + elements.joined(separator: ", ")
            : elements.map { "case " + $0 }.joined(separator: "; ")
        if random.chance(0.3) {
            traits.insert("member-after-cases")
            return "{ \(body); \(isRoot(directCases[0])) }"
        }
        return "{ \(body) }"
    }

    private mutating func multiLineBody(indent: String) -> [String] {
        var lines: [String] = []
        if random.chance(0.2) {
            traits.insert("member-before-cases")
            lines += [indent + "typealias ID = String", ""]
        }
        if random.chance(0.2) { lines.append(indent + random.pick(["// MARK: - Cases", "// MARK: - 케이스"])) }
        let onlyConditional = random.chance(0.05)
        let caseLines = onlyConditional ? 0 : random.inRange(1...7)
        var ifBlocksLeft = random.chance(0.45) || onlyConditional ? random.inRange(1...2) : 0
        for index in 0..<caseLines {
            if ifBlocksLeft > 0, random.chance(0.3) {
                lines += ifBlock(indent: indent)
                ifBlocksLeft -= 1
            }
            if random.chance(0.15) { lines.append(indent + random.pick(["/// 예약 화면", "/// The first screen.", "/* 결제 */"])) }
            // Swift cannot synthesise CaseIterable once a case is deprecated.
            if random.chance(0.05), !inheritance.contains("CaseIterable") {
                traits.insert("attribute")
                lines.append(indent + "@available(*, deprecated, message: \"이전 흐름\")")
            }
            let count = random.chance(0.3) ? random.inRange(2...4) : 1
            if count > 1 { traits.insert("several-per-line") }
            var line = indent + "case " + (0..<count).map { _ in element(conditional: false) }.joined(separator: ", ")
            switch random.below(20) {
            case 0..<5:
                traits.insert("trailing-comment")
                line += " " + random.pick(Self.koreanComments + Self.englishComments)
            case 5:
                traits.insert("semicolon")
                line += ";"
            case 6:
                traits.insert("trailing-spaces")
                line += "   "
            default:
                break
            }
            lines.append(line)
            directCaseLines += 1
            expectedIndent = indent
            if index < caseLines - 1, random.chance(0.15) { lines.append("") }
        }
        while ifBlocksLeft > 0 {
            lines += ifBlock(indent: indent)
            ifBlocksLeft -= 1
        }
        lines += members(indent: indent)
        return lines
    }

    /// `#if DEBUG … #endif`, sometimes with `#elseif`/`#else` or a nested `#if`, holding cases or a member.
    private mutating func ifBlock(indent: String, depth: Int = 0) -> [String] {
        traits.insert("#if")
        let inner = random.chance(0.5) ? indent + unit : indent
        var lines = [indent + random.pick(["#if DEBUG", "#if os(iOS)", "#if canImport(UIKit)", "#if swift(>=5.9)"])]
        if random.chance(0.2) {
            traits.insert("#if-member")
            // Numbered: two active `#if` blocks must not declare the same member.
            ifMembers += 1
            lines.append(inner + "var isDebugBuild\(ifMembers): Bool { true }")
        } else {
            lines.append(inner + "case " + element(conditional: true))
        }
        if depth == 0, random.chance(0.15) {
            traits.insert("nested-#if")
            lines += ifBlock(indent: inner, depth: 1)
        }
        if random.chance(0.3) {
            traits.insert("#elseif")
            lines += [indent + "#elseif os(macOS)", inner + "case " + element(conditional: true)]
        }
        if random.chance(0.3) {
            lines += [indent + "#else", inner + "// " + random.pick(["nothing here", "여기는 비어 있음"])]
        }
        lines.append(indent + "#endif")
        return lines
    }

    /// Declarations after the cases: computed properties, a function, a nested enum with its own cases.
    private mutating func members(indent: String) -> [String] {
        var lines: [String] = []
        if let first = directCases.first, random.chance(0.4) {
            traits.insert("member-after-cases")
            lines += ["", indent + "/// Whether this is the first flow.", indent + isRoot(first)]
        }
        if random.chance(0.25) {
            traits.insert("member-after-cases")
            lines += ["", indent + "func title() -> String {", indent + unit + "\"제목: \\(self)\"", indent + "}"]
        }
        if random.chance(0.2) {
            traits.insert("nested-type")
            lines += ["", indent + "// MARK: - 종류", indent + "enum Kind {", indent + unit + "case push, modal", indent + "}"]
        }
        return lines
    }

    /// A pattern match rather than `==`, which also works for cases with associated values.
    private func isRoot(_ name: String) -> String {
        "var isRoot: Bool { if case .\(spelled(name)) = self { return true }; return false }"
    }

    // MARK: - Cases

    /// A new case element, with a raw value or associated value when the style calls for one, recorded
    /// as direct or conditional.
    private mutating func element(conditional: Bool) -> String {
        let name: String
        if random.chance(0.06), let keyword = Self.keywords.first(where: { !isUsed($0) }) {
            traits.insert("keyword-case")
            name = keyword
        } else {
            name = unused.removeLast()
        }
        if !name.allSatisfy(\.isASCII) { traits.insert("korean-case") }
        if conditional { conditionalCases.append(name) } else { directCases.append(name) }
        return spelled(name) + rawValue(for: name, conditional: conditional)
    }

    private mutating func rawValue(for name: String, conditional: Bool) -> String {
        switch rawType {
        case .none(let conformances):
            // Payloads rule out CaseIterable; Hashable and Codable are still synthesised.
            guard conformances?.contains("CaseIterable") != true, random.chance(0.1) else { return "" }
            traits.insert("associated-value")
            return random.pick(["(id: Int)", "(String)", "(title: String, count: Int)"])
        case .string:
            let explicit = stringValues == .explicit || (stringValues == .mixed && random.chance(0.5))
            guard explicit else { return "" }
            traits.insert("string-raw-values")
            // A label with a space never equals a case name, so values stay unique.
            return random.chance(0.3) ? " = \"화면 \(directCases.count + conditionalCases.count)\"" : " = \"\(name)\""
        case .integer:
            let value = nextInteger
            nextInteger += random.inRange(1...3)
            // Swift counts implicit values from the previous case; after or inside `#if` that depends on the
            // active clause, so only a case in plain sequence may leave its value implicit.
            let implicitIsSame = !traits.contains("#if") && !conditional && value == (lastInteger.map { $0 + 1 } ?? 0)
            lastInteger = value
            if implicitIsSame, random.chance(0.5) { return "" }
            traits.insert("int-raw-values")
            return " = " + integerLiteral(value)
        }
    }

    /// `value` as decimal, hex or with an underscore, all of which the registrar must read.
    private mutating func integerLiteral(_ value: Int) -> String {
        switch random.below(10) {
        case 0 where value >= 0:
            traits.insert("int-literal-forms")
            return "0x" + String(value, radix: 16)
        case 1 where value >= 10:
            traits.insert("int-literal-forms")
            var digits = String(value)
            digits.insert("_", at: digits.index(after: digits.startIndex))
            return digits
        default:
            return String(value)
        }
    }

    private func isUsed(_ name: String) -> Bool {
        directCases.contains(name) || conditionalCases.contains(name)
    }

    private func spelled(_ name: String) -> String {
        Self.keywords.contains(name) ? "`\(name)`" : name
    }
}
