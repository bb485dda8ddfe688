import Foundation
import XCTest

@testable import CoordgenKit

/// `URL.standardizedPath` is `standardizedFileURL.path` on every path, those it takes as already
/// standard and those it leaves to Foundation.
final class StandardizedPathTests: XCTestCase {
    /// Random paths of the parts that matter to standardisation: empty, `.`, `..`, dotted names,
    /// `private`, `~`, spaces, non-ASCII letters, a trailing slash.
    private func paths(count: Int, seed: UInt64) -> [String] {
        let parts = ["a", "Hotel", ".", "..", "...", ".a", "a.", "", "private", "var", "automount", "~", "x y", "é", "tmp", "%20"]
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let body = (0..<Int.random(in: 0...6, using: &generator)).map { _ in parts.randomElement(using: &generator)! }
            let start = ["/", "", "/private/", "/var/automount/", "//", "~/"].randomElement(using: &generator)!
            let end = ["", "", "/", "/."].randomElement(using: &generator)!
            return start + body.joined(separator: "/") + end
        }
    }

    func testStandardizedPathIsFoundations() {
        let base = URL(fileURLWithPath: "/tmp/Hotel", isDirectory: true)
        var taken = 0
        for path in paths(count: 4_000, seed: 45) + ["/", "/a", "/a/", "/./a", "/a/..", "/private", "/privatex/a", "/var/automountx"] {
            for url in [URL(fileURLWithPath: path), URL(fileURLWithPath: path, relativeTo: base), base.appendingPathComponent(path)] {
                XCTAssertEqual(url.standardizedPath, url.standardizedFileURL.path, "\(path.debugDescription) as \(url)")
                if URL.isStandard(url.path) { taken += 1 }
            }
        }
        // The fast answer is the common one, not a path the test never reaches.
        XCTAssertGreaterThan(taken, 1_000)
    }

    func testStandardPathsAreRecognised() {
        XCTAssertTrue(URL.isStandard("/tmp/Hotel/Hotel/Coordinators/AppCoordinator.swift"))
        XCTAssertTrue(URL.isStandard("/a/.b/c..d/..."))
        for path in ["", "/", "a/b", "/a//b", "/a/./b", "/a/../b", "/a/", "/a/.", "/private/tmp", "/var/automount/x", "~/a"] {
            XCTAssertFalse(URL.isStandard(path), path)
        }
    }
}
