import Foundation
import XCTest
import Yams

/// `.github/workflows/ci.yml` and the scripts it runs, checked as far as Linux can check them.
final class ContinuousIntegrationTests: XCTestCase {
    private func workflow() throws -> [String: Any] {
        let text = try String(
            contentsOf: Repository.root.appendingPathComponent(".github/workflows/ci.yml"), encoding: .utf8)
        return try XCTUnwrap(try Yams.load(yaml: text) as? [String: Any], "ci.yml is not a YAML mapping")
    }

    private func job(_ name: String) throws -> [String: Any] {
        let jobs = try XCTUnwrap(try workflow()["jobs"] as? [String: Any], "ci.yml has no jobs")
        return try XCTUnwrap(jobs[name] as? [String: Any], "ci.yml has no job \(name); it has \(jobs.keys.sorted())")
    }

    /// Every `run:` of a job, in order.
    private func commands(of job: [String: Any]) throws -> [String] {
        let steps = try XCTUnwrap(job["steps"] as? [[String: Any]], "the job has no steps")
        return steps.compactMap { $0["run"] as? String }
    }

    func testWorkflowRunsOnPushesToMainAndPullRequests() throws {
        let triggers = try XCTUnwrap(try workflow()["on"] as? [String: Any], "ci.yml has no `on:`")
        XCTAssertEqual((triggers["push"] as? [String: Any])?["branches"] as? [String], ["main"])
        XCTAssertNotNil(triggers.index(forKey: "pull_request"))
    }

    func testLinuxJobRunsTheReadmesTestCommandInASwiftContainer() throws {
        let linux = try job("linux")
        XCTAssertEqual(linux["runs-on"] as? String, "ubuntu-latest")
        XCTAssertTrue((linux["container"] as? String)?.hasPrefix("swift:6") == true, "a Swift 6 container")
        let runs = try commands(of: linux)
        XCTAssertEqual(runs.last, "./scripts/test.sh")
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("./scripts/test.sh"), "README.md's test command is ./scripts/test.sh")
        XCTAssertFalse(runs.contains { $0.contains("shared/") }, "the tests need nothing beside the repository")
    }

    /// The macOS job uses the image's Xcode and lets verify-xcode.sh choose a simulator at run time:
    /// no Xcode or iOS version is written down, since runner images change what they carry.
    func testMacOSJobUsesTheImagesXcodeRunsTheSuiteThenVerifiesTheGeneratedProjects() throws {
        let macos = try job("macos")
        XCTAssertTrue((macos["runs-on"] as? String)?.hasPrefix("macos-") == true)
        let steps = try XCTUnwrap(macos["steps"] as? [[String: Any]])
        XCTAssertTrue((steps.first?["uses"] as? String)?.hasPrefix("actions/checkout@") == true)
        XCTAssertNil(macos["strategy"], "no fixed Xcode versions")
        let runs = try commands(of: macos)
        XCTAssertFalse(runs.contains { $0.contains("xcode-select --switch") || $0.contains("/Applications/Xcode_") }, "\(runs)")
        XCTAssertEqual(runs.first, "swift build", "a Darwin-only break is the first thing the macOS job reports")
        XCTAssertFalse(runs.contains { $0.contains("shared/") }, "the tests need nothing beside the repository")
        let suite = try XCTUnwrap(runs.firstIndex(of: "./scripts/test.sh"), "the macOS job does not run the suite")
        let verify = try XCTUnwrap(runs.firstIndex { $0.hasPrefix("scripts/verify-xcode.sh") }, "no verify-xcode.sh step")
        XCTAssertLessThan(suite, verify)
        XCTAssertEqual(steps.compactMap { $0["name"] as? String }.last, "Build and test the generated projects in Xcode")
        let script = try String(contentsOf: Repository.root.appendingPathComponent("scripts/verify-xcode.sh"), encoding: .utf8)
        XCTAssertTrue(script.contains("xcrun simctl list -j"), "the simulator is chosen from what is installed")
        XCTAssertTrue(script.contains("--show-sdk-version"), "and must not be newer than the selected Xcode's SDK")
    }

    /// Every action is pinned to a commit, with the tag it is in a comment; the token only reads; checkout
    /// keeps no credentials; SwiftPM's build folder is cached.
    func testWorkflowsAreHardened() throws {
        let workflows = ["ci.yml", "release.yml"]
        for name in workflows {
            let url = Repository.root.appendingPathComponent(".github/workflows/\(name)")
            let text = try String(contentsOf: url, encoding: .utf8)
            let uses = text.split(separator: "\n").filter { $0.contains("uses:") }
            XCTAssertFalse(uses.isEmpty, name)
            for line in uses {
                XCTAssertNotNil(
                    line.firstMatch(of: /uses: [\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/),
                    "\(name): not pinned to a SHA with its tag: \(line)")
            }
            let yaml = try XCTUnwrap(try Yams.load(yaml: text) as? [String: Any])
            XCTAssertEqual((yaml["permissions"] as? [String: Any])?["contents"] as? String, "read", "\(name): permissions")
            for (jobName, job) in try XCTUnwrap(yaml["jobs"] as? [String: [String: Any]]) {
                for step in job["steps"] as? [[String: Any]] ?? [] where (step["uses"] as? String)?.hasPrefix("actions/checkout@") == true {
                    XCTAssertEqual((step["with"] as? [String: Any])?["persist-credentials"] as? Bool, false, "\(name) \(jobName)")
                }
            }
        }
        for job in [try job("linux"), try job("macos")] {
            let steps = try XCTUnwrap(job["steps"] as? [[String: Any]])
            XCTAssertTrue(steps.contains { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true }, "SwiftPM is cached")
        }
    }

    /// zizmor finds nothing of medium severity or above (when it is installed: `pip install zizmor`).
    func testZizmorFindsNothingAtMediumOrAbove() throws {
        guard findExecutable("zizmor") != nil else {
            throw OptionalTool.missing("zizmor is not on PATH (./scripts/test.sh installs it into .build/python-tools); the workflow audit was not run")
        }
        let result = runProcess("bash", [Repository.root.appendingPathComponent("scripts/check-workflows.sh").path])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    }

    /// `.ci/run` tests what a newcomer gets: a clone into an empty folder, nothing beside it, and the
    /// README's test command run there rather than in the checkout it was handed.
    func testCIRunTestsAFreshCloneWithNothingBesideIt() throws {
        let script = try String(contentsOf: Repository.root.appendingPathComponent(".ci/run"), encoding: .utf8)
        let lines = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") }
        let clone = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("git clone") && $0.contains("$workspace/") }, script)
        let enter = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("cd \"$workspace/") }, script)
        let test = try XCTUnwrap(lines.firstIndex(of: "./scripts/test.sh"), "the README's test command")
        XCTAssertLessThan(clone, enter)
        XCTAssertLessThan(enter, test)
        XCTAssertTrue(script.contains("mktemp -d"), "a fresh, empty folder")
        XCTAssertFalse(script.contains("shared"), "nothing beside the repository is used")
    }

    func testScriptsAreValidBash() throws {
        for script in [".ci/run", "scripts/verify-xcode.sh", "scripts/test.sh", "install.sh", "scripts/check-workflows.sh", "scripts/release.sh"] {
            let result = runProcess("bash", ["-n", Repository.root.appendingPathComponent(script).path])
            XCTAssertEqual(result.status, 0, "\(script): \(result.stderr)")
        }
    }

    func testVerifyXcodeSaysItNeedsMacOSAndXcodeElsewhere() throws {
        #if os(macOS)
            throw XCTSkip("on macOS the script really builds projects with Xcode; CI's macOS job runs it")
        #else
            let script = Repository.root.appendingPathComponent("scripts/verify-xcode.sh").path
            let result = runProcess("bash", [script])
            XCTAssertNotEqual(result.status, 0)
            XCTAssertEqual(result.stdout, "")
            XCTAssertTrue(result.stderr.contains("needs macOS and Xcode"), result.stderr)
        #endif
    }
}
