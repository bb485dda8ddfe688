import Foundation
import XCTest

@testable import CoordgenKit

/// `FolderNames.fold` lower-cases an ASCII name without Foundation and folds every other name through
/// Foundation's canonical decomposition: both give what the decomposition alone gives.
final class FolderNameFoldingTests: XCTestCase {
    func testItFoldsAsFoundationsDecompositionFolds() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = Array("aZq09 ._-/ÉéÅ\u{301}ß😀İ")
        var names = ["Coordinators", "PaymentCoordinator.swift", "ÉCRAN", "e\u{301}cran", "İstanbul", "STRASSE", ""]
        for _ in 0..<5_000 {
            names.append(String((0..<Int.random(in: 0...10, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for name in names {
            let expected = name.decomposedStringWithCanonicalMapping.lowercased().decomposedStringWithCanonicalMapping
            XCTAssertEqual(Array(FolderNames.fold(name).utf8), Array(expected.utf8), name.debugDescription)
        }
    }
}
