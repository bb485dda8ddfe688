import Foundation
import XCTest

@testable import CoordgenKit

/// `trimmingCharacters(inASCII:)` trims what Foundation's `trimmingCharacters(in:)` trims for the same
/// ASCII characters, on random texts with non-ASCII and combining characters around them.
final class ASCIITrimmingTests: XCTestCase {
    func testItTrimsAsFoundationTrimsTheSameCharacters() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = Array("?!()a Z_.é😀\u{301}") + ["?\u{301}", "\r\n"]
        for set in ["?!", "?!()", "(", " "] {
            for round in 0..<3_000 {
                let text = String((0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
                let expected = text.trimmingCharacters(in: CharacterSet(charactersIn: set))
                XCTAssertEqual(text.trimmingCharacters(inASCII: set), expected, "round \(round), \(set): \(text.debugDescription)")
            }
        }
    }

    func testTypeNames() {
        XCTAssertEqual("UINavigationController?".trimmingCharacters(inASCII: "?!"), "UINavigationController")
        XCTAssertEqual("String!".trimmingCharacters(inASCII: "?!"), "String")
        XCTAssertEqual("(Router)?".trimmingCharacters(inASCII: "?!()"), "Router")
        XCTAssertEqual("?!".trimmingCharacters(inASCII: "?!"), "")
        XCTAssertEqual("".trimmingCharacters(inASCII: "?!"), "")
    }
}
