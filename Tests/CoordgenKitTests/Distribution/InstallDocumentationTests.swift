import CoordgenKit
import Foundation
import XCTest

/// README.md's Install section shows the three ways in, and names what the formula and Mint build.
final class InstallDocumentationTests: XCTestCase {
    private func installSection() throws -> Substring {
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "\n## Install\n"), "README.md has no Install section")
        let rest = readme[start.upperBound...]
        return rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    }

    func testInstallSectionShowsHomebrewMintAndInstallScript() throws {
        let section = try installSection()
        for command in ["brew tap ", "brew install coordgen", "mint install ", "./install.sh"] {
            XCTAssertTrue(section.contains(command), "README's Install section lacks `\(command)`")
        }
        XCTAssertTrue(section.contains("@\(CoordgenVersion.current)"), "the Mint example names the current version")
    }

    /// The tap's repository in README is the one the formula downloads from.
    func testTapAndMintNameTheFormulasRepository() throws {
        let formula = try String(
            contentsOf: Repository.root.appendingPathComponent("Formula/coordgen.rb"), encoding: .utf8)
        let homepage = try XCTUnwrap(formula.firstMatch(of: /homepage "https:\/\/github.com\/([^"]+)"/)?.1)
        let section = try installSection()
        XCTAssertTrue(section.contains("mint install \(homepage)"), "mint install \(homepage)")
        XCTAssertTrue(section.contains("https://github.com/\(homepage)"), "brew tap … https://github.com/\(homepage)")
    }

    func testInstallScriptOnMacOSAsksForXcodeNotHomebrew() throws {
        let script = try String(contentsOf: Repository.root.appendingPathComponent("install.sh"), encoding: .utf8)
        XCTAssertFalse(script.contains("brew install"), "install.sh must not need Homebrew")
        XCTAssertTrue(script.contains("xcode-select -p"))
        XCTAssertTrue(script.contains("xcrun --sdk macosx --show-sdk-path"))
        XCTAssertTrue(script.contains("xcode-select --install"), "say what to run when the tools are missing")
    }
}
