import CoordgenKit
import Foundation
import XCTest
import Yams

/// `scripts/release.sh` and `.github/workflows/release.yml`, as far as Linux can run them: the
/// artifact bundle's layout (SwiftPM's `info.json` schema 1.0) with a real binary in it, the
/// checksums, and the formula update. The universal macOS binary needs macOS (lipo); the release
/// workflow runs that part.
final class ReleaseTests: XCTestCase {
    private let script = Repository.root.appendingPathComponent("scripts/release.sh").path
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try Repository.temporaryDirectory("release")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: directory)
    }

    func testBundleHasOneVariantPerBinaryWithItsTriplesAndChecksums() throws {
        let output = directory.appendingPathComponent("out")
        let result = runProcess(
            "bash",
            [
                script, "bundle", "--variant", "arm64-apple-macosx,x86_64-apple-macosx=\(CoordgenBinary.path)",
                "--variant", "x86_64-unknown-linux-gnu=\(CoordgenBinary.path)", "--output", output.path,
            ])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)

        let bundle = output.appendingPathComponent("coordgen.artifactbundle")
        let info = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any])
        XCTAssertEqual(info["schemaVersion"] as? String, "1.0")
        let artifact = try XCTUnwrap((info["artifacts"] as? [String: Any])?["coordgen"] as? [String: Any])
        XCTAssertEqual(artifact["type"] as? String, "executable")
        XCTAssertEqual(artifact["version"] as? String, CoordgenVersion.current)
        let variants = try XCTUnwrap(artifact["variants"] as? [[String: Any]])
        XCTAssertEqual(
            variants.map { Set($0["supportedTriples"] as? [String] ?? []) },
            [
                ["arm64-apple-macosx", "x86_64-apple-macosx"], ["x86_64-unknown-linux-gnu"],
            ])
        for variant in variants {
            let path = try XCTUnwrap(variant["path"] as? String)
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent(path).path), path)
        }
        // The Linux variant is the real coordgen: it runs from the bundle.
        let linux = bundle.appendingPathComponent(try XCTUnwrap(variants.last?["path"] as? String))
        XCTAssertEqual(runProcess(linux.path, ["--version"]).stdout.trimmingCharacters(in: .newlines), CoordgenVersion.current)

        // The zip holds the same bundle, at its root, as Mint and SwiftPM expect.
        let listing = runProcess("unzip", ["-Z1", output.appendingPathComponent("coordgen.artifactbundle.zip").path])
        XCTAssertEqual(listing.status, 0, listing.stderr)
        XCTAssertTrue(listing.stdout.split(separator: "\n").contains("coordgen.artifactbundle/info.json"), listing.stdout)

        // checksums.txt verifies.
        let check = runProcess("bash", ["-c", "cd '\(output.path)' && sha256sum -c checksums.txt"])
        XCTAssertEqual(check.status, 0, check.stdout + check.stderr)
        XCTAssertTrue(check.stdout.contains("coordgen.artifactbundle.zip: OK"), check.stdout)
    }

    func testBundleRefusesAVariantWithoutItsTriplesOrBinary() throws {
        for variant in ["\(CoordgenBinary.path)", "x86_64-apple-macosx=\(directory.path)/missing"] {
            let result = runProcess("bash", [script, "bundle", "--variant", variant, "--output", directory.path])
            XCTAssertNotEqual(result.status, 0, variant)
            XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("checksums.txt").path))
        }
    }

    func testFormulaUpdatePointsAtTheTagWithItsChecksum() throws {
        let formula = directory.appendingPathComponent("coordgen.rb")
        try FileManager.default.copyItem(at: Repository.root.appendingPathComponent("Formula/coordgen.rb"), to: formula)
        let url = "https://github.com/coordgen/coordgen/archive/refs/tags/\(CoordgenVersion.current).tar.gz"
        let checksum = String(repeating: "ab", count: 32)
        let result = runProcess("bash", [script, "formula", "--url", url, "--sha256", checksum, "--formula", formula.path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let text = try String(contentsOf: formula, encoding: .utf8)
        XCTAssertTrue(text.contains("  url \"\(url)\"\n"), text)
        XCTAssertTrue(text.contains("  sha256 \"\(checksum)\"\n"), text)
        // Only those two lines changed.
        let original = try String(contentsOf: Repository.root.appendingPathComponent("Formula/coordgen.rb"), encoding: .utf8)
        XCTAssertEqual(
            zip(original.split(separator: "\n"), text.split(separator: "\n")).filter { $0 != $1 }.count, 1,
            "the url already names this version's tag, so only sha256 differs")
        if findExecutable("ruby") != nil {
            XCTAssertEqual(runProcess("ruby", ["-c", formula.path]).status, 0)
        }

        let refused = runProcess("bash", [script, "formula", "--url", url, "--sha256", "not-a-checksum", "--formula", formula.path])
        XCTAssertNotEqual(refused.status, 0)
        XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, refused.stderr)
        XCTAssertEqual(try String(contentsOf: formula, encoding: .utf8), text, "a refused update changes nothing")
    }

    func testBuildSaysItNeedsMacOSElsewhere() throws {
        #if os(macOS)
            throw XCTSkip("on macOS build really builds; the release workflow runs it")
        #else
            let result = runProcess("bash", [script, "build", "--output", directory.path])
            XCTAssertNotEqual(result.status, 0)
            XCTAssertTrue(result.stderr.contains("needs macOS"), result.stderr)
        #endif
    }

    func testReleaseWorkflowRunsOnVersionTagsAndPublishesWhatTheScriptMakes() throws {
        let text = try String(contentsOf: Repository.root.appendingPathComponent(".github/workflows/release.yml"), encoding: .utf8)
        let workflow = try XCTUnwrap(try Yams.load(yaml: text) as? [String: Any])
        let tags = try XCTUnwrap(((workflow["on"] as? [String: Any])?["push"] as? [String: Any])?["tags"] as? [String])
        XCTAssertEqual(tags, ["[0-9]+.[0-9]+.[0-9]+"])
        let job = try XCTUnwrap((workflow["jobs"] as? [String: Any])?["release"] as? [String: Any])
        XCTAssertTrue((job["runs-on"] as? String)?.hasPrefix("macos-") == true, "lipo needs macOS")
        let runs = (job["steps"] as? [[String: Any]] ?? []).compactMap { $0["run"] as? String }.joined(separator: "\n")
        for expected in [
            "scripts/release.sh build --output release",
            "release/coordgen release/coordgen.artifactbundle.zip release/checksums.txt",
            "scripts/release.sh formula --url",
            "gh pr create",
        ] {
            XCTAssertTrue(runs.contains(expected), "release.yml lacks: \(expected)")
        }
    }
}
