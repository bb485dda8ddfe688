import CoordgenKit
import Foundation
import XCTest

/// `Formula/coordgen.rb`: valid Ruby, building the release tagged with the one version coordgen has,
/// and installing the completions the built binary really prints.
final class HomebrewFormulaTests: XCTestCase {
    private let formulaURL = Repository.root.appendingPathComponent("Formula/coordgen.rb")

    private func formula() throws -> String {
        try String(contentsOf: formulaURL, encoding: .utf8)
    }

    func testFormulaIsValidRuby() throws {
        guard findExecutable("ruby") != nil else {
            throw OptionalTool.missing("ruby is not on PATH (./scripts/test.sh installs it); `ruby -c` on the formula was not run")
        }
        let result = runProcess("ruby", ["-c", formulaURL.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "Syntax OK")
    }

    /// The tarball is the tag named after `CoordgenVersion.current`, so Homebrew's `version` (taken
    /// from the url) is what `coordgen --version` prints — the formula's own test checks that too.
    func testFormulaBuildsTheTagOfTheCurrentVersion() throws {
        let url = try XCTUnwrap(try value(of: "url"), "the formula has no url")
        XCTAssertTrue(
            url.hasSuffix("/archive/refs/tags/\(CoordgenVersion.current).tar.gz"),
            "Formula/coordgen.rb's url \(url) must name the tag \(CoordgenVersion.current) (CoordgenVersion.current)")
        let checksum = try XCTUnwrap(try value(of: "sha256"), "the formula has no sha256")
        XCTAssertNotNil(checksum.wholeMatch(of: /[0-9a-f]{64}/), "sha256 must be 64 lower-case hex digits: \(checksum)")
    }

    func testFormulaBuildsARelease_InstallsTheBinaryAndItsCompletions() throws {
        let text = try formula()
        for expected in [
            #"system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "coordgen""#,
            #"bin.install ".build/release/coordgen""#,
            #"generate_completions_from_executable(bin/"coordgen", "--generate-completion-script")"#,
            #"uses_from_macos "libxml2""#,
        ] {
            XCTAssertTrue(text.contains(expected), "Formula/coordgen.rb lacks: \(expected)")
        }
        XCTAssertFalse(text.contains("depends_on \"pkg"), "macOS builds use the SDK's libxml2, not pkg-config")
    }

    /// What `generate_completions_from_executable` runs: `coordgen --generate-completion-script <shell>`
    /// for bash, zsh and fish, each of which must print a script.
    func testTheBinaryPrintsACompletionScriptForEveryShellHomebrewAsksFor() throws {
        let directory = try Repository.temporaryDirectory("completions")
        defer { try? FileManager.default.removeItem(at: directory) }
        for shell in ["bash", "zsh", "fish"] {
            let result = CoordgenBinary.run(["--generate-completion-script", shell], in: directory)
            XCTAssertEqual(result.status, 0, "\(shell): \(result.stderr)")
            XCTAssertTrue(result.stdout.contains("coordgen"), "\(shell): no completion script printed")
        }
        let zsh = CoordgenBinary.run(["--generate-completion-script", "zsh"], in: directory)
        XCTAssertTrue(zsh.stdout.hasPrefix("#compdef coordgen"), "zsh loads completions by their #compdef line")
    }

    /// The value of a `key "value"` line of the formula.
    private func value(of key: String) throws -> String? {
        let lines = try formula().split(separator: "\n")
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\(key) \"") else { continue }
            return trimmed.dropFirst(key.count + 2).split(separator: "\"").first.map(String.init)
        }
        return nil
    }
}
