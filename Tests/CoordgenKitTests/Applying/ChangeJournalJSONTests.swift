import Foundation
import XCTest

@testable import CoordgenKit

/// `journal.json` is written by hand (`ChangeJournal.jsonText`) in the bytes `JSONEncoder` writes with
/// the options coordgen used before, so a journal written by either reads the same.
final class ChangeJournalJSONTests: XCTestCase {
    func testTheJournalIsWhatJSONEncoderWritesForRandomJournals() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<2_000 {
            let journal = Self.randomJournal(using: &generator)
            let expected = String(decoding: try encoder.encode(journal), as: UTF8.self)
            XCTAssertEqual(journal.jsonText, expected, "round \(round)")
            if journal.jsonText != expected { return }
            XCTAssertEqual(try JSONDecoder().decode(ChangeJournal.self, from: Data(journal.jsonText.utf8)), journal)
        }
    }

    func testEveryControlCharacterAndTheEscapedOnesAreWrittenAsJSONEncoderWritesThem() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(String.UnicodeScalarView((0...0x7f).compactMap(Unicode.Scalar.init))) + "\u{2028}é/\"\\😀"
        let journal = ChangeJournal(command: text, state: .moving, entries: [], createdFolders: [text])
        XCTAssertEqual(journal.jsonText, String(decoding: try encoder.encode(journal), as: UTF8.self))
    }

    private static let alphabet: [Character] = Array("aZ09/._- \"\\\n\t\r\u{1}\u{1f}\u{7f}é€😀\u{2028}")

    private static func randomText(using generator: inout SystemRandomNumberGenerator) -> String {
        String((0..<Int.random(in: 0...12, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
    }

    private static func randomOptional(using generator: inout SystemRandomNumberGenerator) -> String? {
        Bool.random(using: &generator) ? randomText(using: &generator) : nil
    }

    private static func randomJournal(using generator: inout SystemRandomNumberGenerator) -> ChangeJournal {
        let kinds: [ChangeJournal.Entry.Kind] = [.write, .delete, .deleteFolder]
        let entries = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
            ChangeJournal.Entry(
                kind: kinds.randomElement(using: &generator)!, path: randomText(using: &generator),
                staged: randomOptional(using: &generator), after: randomOptional(using: &generator),
                before: randomOptional(using: &generator), backup: randomOptional(using: &generator))
        }
        return ChangeJournal(
            format: Bool.random(using: &generator) ? ChangeJournal.formatName : randomText(using: &generator),
            version: Int.random(in: -3...300, using: &generator), command: randomText(using: &generator),
            state: Bool.random(using: &generator) ? .staging : .moving, entries: entries,
            createdFolders: (0..<Int.random(in: 0...3, using: &generator)).map { _ in randomText(using: &generator) })
    }
}
