import CoordgenKit
import Foundation
import XCTest

/// Registers a case into hundreds of generated `CoordinatorType` files (see
/// `CoordinatorTypeSourceGenerator`) and checks each result independently of the registrar.
///
/// `COORDGEN_FUZZ_SEEDS=N` checks seeds 0..<N (default 500); `COORDGEN_FUZZ_SEED=S` checks only seed S,
/// which is how a failure is reproduced: every failure message names its seed.
final class EnumRegistrationFuzzTests: XCTestCase {
    private let registrar = EnumCaseRegistrar(enumName: "CoordinatorType")

    static var seeds: [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let one = environment["COORDGEN_FUZZ_SEED"].flatMap(UInt64.init) { return [one] }
        let count = environment["COORDGEN_FUZZ_SEEDS"].flatMap(UInt64.init) ?? 500
        return Array(0..<count)
    }

    /// The result parses, keeps every original byte and line in order, adds exactly one case as a direct
    /// member (never inside `#if`), keeps the line endings and indentation, and a duplicate is refused.
    func testRegistrationKeepsEveryLineAndAddsExactlyOneCase() {
        var seen: Set<String> = []
        var failures = 0
        for seed in Self.seeds {
            let source = CoordinatorTypeSourceGenerator.make(seed: seed)
            seen.formUnion(source.traits)
            if let problem = problem(registering: source) {
                failures += 1
                XCTFail(
                    """
                    seed \(seed): \(problem)
                    reproduce with: COORDGEN_FUZZ_SEED=\(seed) swift test --filter EnumRegistrationFuzzTests
                    source: \(String(reflecting: source.text))
                    """)
                if failures == 10 { return XCTFail("stopping after 10 failing seeds") }
            }
        }
        // The generator is only worth its seeds if it produces every shape the issue asks for.
        if Self.seeds.count >= 100 {
            let required: Set<String> = [
                "crlf", "tabs", "no-final-newline", "one-line", "several-per-line", "string-raw-values", "int-raw-values",
                "#if", "#elseif", "#if-member", "member-after-cases", "member-before-cases", "nested-type", "nested",
                "in-extension", "trailing-comment", "keyword-case", "keyword-new-case", "empty", "brace-on-case-line",
                "attribute", "other-enum", "associated-value", "nested-#if", "case-on-brace-line", "korean-case",
                "semicolon", "trailing-spaces", "byte-order-mark", "int-literal-forms",
            ]
            XCTAssertEqual(required.subtracting(seen), [], "shapes no seed produced")
        }
    }

    /// The results are not only well-formed but valid Swift 6: raw values stay unique, nothing else breaks.
    /// The first 200 seeds go into one module (their types renamed per seed) and are type-checked.
    func testRegisteredFilesTypeCheck() throws {
        let folder = try Repository.temporaryDirectory("fuzz-typecheck")
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [URL] = []
        for seed in Self.seeds.prefix(200) {
            let source = CoordinatorTypeSourceGenerator.make(seed: seed)
            guard let edited = try? registrar.addingCase(source.newCase, associatedValues: Self.payload(for: source), to: source.text)
            else {
                continue  // reported by the test above
            }
            var renamed = edited
            for name in Set(source.topLevelTypes + ["CoordinatorType"]) {
                renamed = renamed.replacing(try Regex("\\b\(name)\\b"), with: "\(name)_S\(seed)")
            }
            let file = folder.appendingPathComponent("Seed\(seed).swift")
            try Data(renamed.utf8).write(to: file)
            files.append(file)
        }
        XCTAssertFalse(files.isEmpty)
        _ = try SwiftCompiler.typeCheck(appSources: files, moduleName: "FuzzedEnums", swiftVersion: 6)
    }

    // MARK: - Checks

    /// The associated values some registrations add, as SwiftUI `Destination` enums get them.
    private static let payload = "(id: Int)"

    /// `payload` for every other seed whose enum can take one, nil otherwise.
    private static func payload(for source: GeneratedEnumSource) -> String? {
        source.acceptsAssociatedValues && source.seed % 2 == 0 ? payload : nil
    }

    /// What is wrong with registering `source.newCase` into `source.text`, or nil when all is well.
    private func problem(registering source: GeneratedEnumSource) -> String? {
        let text = source.text
        guard let before = EnumCaseCensus(of: text) else { return "the generated file does not parse (generator bug)" }
        guard before.direct == source.directCases, before.conditional == source.conditionalCases else {
            return
                "the generator's cases \(source.directCases) / \(source.conditionalCases) differ from the file's \(before.direct) / \(before.conditional)"
        }
        if source.hasRawType, (try? registrar.addingCase(source.newCase, associatedValues: Self.payload, to: text)) != nil {
            return "a case with associated values was added to an enum with a raw type, which cannot compile"
        }
        let edited: String
        do {
            edited = try registrar.addingCase(source.newCase, associatedValues: Self.payload(for: source), to: text)
        } catch {
            return "registering \(source.newCase) was refused: \(error)"
        }
        guard EnumCaseCensus.parsesCleanly(edited) else { return "the result does not parse: \(String(reflecting: edited))" }
        guard let inserted = Self.insertion(from: text, to: edited) else {
            return "the result is not the original with one insertion: \(String(reflecting: edited))"
        }
        if let problem = Self.lineProblem(text, edited, inserted: inserted, newCase: source.newCase, indent: source.expectedIndent) {
            return problem + ": \(String(reflecting: edited))"
        }
        guard let after = EnumCaseCensus(of: edited) else { return "the result lost its enum" }
        guard after.direct == before.direct + [source.newCase], after.conditional == before.conditional else {
            return
                "expected direct cases \(before.direct + [source.newCase]) and #if cases \(before.conditional), got \(after.direct) / \(after.conditional)"
        }
        if let existing = (before.direct + before.conditional).first,
            (try? registrar.addingCase(existing, to: text)) != nil
        {
            return "registering the existing case \(existing) again was accepted"
        }
        return nil
    }

    /// The bytes inserted into `original` to make `edited`, or nil when `edited` is not `original` with
    /// one contiguous insertion (so every original byte is kept, in order).
    static func insertion(from original: String, to edited: String) -> String? {
        let old = Array(original.utf8)
        let new = Array(edited.utf8)
        guard new.count > old.count else { return nil }
        var prefix = 0
        while prefix < old.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        guard prefix + suffix == old.count else { return nil }
        return String(decoding: new[prefix..<(new.count - suffix)], as: UTF8.self)
    }

    /// Checks the edit line by line: a new line is one extra line with every original line kept, in the
    /// file's line ending and the neighbouring case's indentation; an inline insertion (`{ case a, b }`)
    /// extends exactly one line.
    static func lineProblem(_ original: String, _ edited: String, inserted: String, newCase: String, indent: String?) -> String? {
        // Split the bytes, not the Characters: Swift reads "\r\n" as one Character, which is not "\n".
        let old = lines(of: original)
        let new = lines(of: edited)
        let spelling = CoordinatorTypeSourceGenerator.keywords.contains(newCase) ? "`\(newCase)`" : newCase
        if inserted.contains("\n") {
            guard new.count == old.count + 1,
                let added = (0..<new.count).first(where: { $0 >= old.count || new[$0] != old[$0] }),
                Array(new[..<added] + new[(added + 1)...]) == old
            else { return "expected every original line plus one" }
            let line = new[added].hasSuffix("\r") ? new[added].dropLast() : Substring(new[added])
            let lineIndent = line.prefix { $0 == " " || $0 == "\t" }
            guard line.dropFirst(lineIndent.count).hasPrefix("case \(spelling)") else { return "the added line is not `case \(spelling)`" }
            if let indent, lineIndent != indent {
                return "the added line is indented \(String(reflecting: String(lineIndent))), not \(String(reflecting: indent))"
            }
            if bareLineFeeds(in: original) == 0, original.contains("\r\n"), bareLineFeeds(in: edited) > 0 {
                return "a CRLF file got an LF line"
            }
            if !original.contains("\r"), edited.contains("\r") { return "an LF file got a CR" }
        } else {
            guard new.count == old.count, zip(old, new).filter({ $0 != $1 }).count == 1 else { return "expected exactly one extended line" }
            guard inserted.contains(spelling) else { return "the insertion \(String(reflecting: inserted)) does not name \(spelling)" }
        }
        return nil
    }

    /// The lines of `text` split at each LF; a CRLF line keeps its CR.
    private static func lines(of text: String) -> [String] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func bareLineFeeds(in text: String) -> Int {
        let bytes = Array(text.utf8)
        return bytes.indices.filter { bytes[$0] == 0x0A && ($0 == 0 || bytes[$0 - 1] != 0x0D) }.count
    }
}
