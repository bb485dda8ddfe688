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
        XCTAssertTrue(runs.contains { $0.contains("../shared/reference") }, "the plist tests need ../shared/reference")
    }

    func testMacOSJobSelectsXcodeRunsTheSuiteThenVerifiesTheGeneratedProjects() throws {
        let macos = try job("macos")
        XCTAssertTrue((macos["runs-on"] as? String)?.hasPrefix("macos-") == true)
        let steps = try XCTUnwrap(macos["steps"] as? [[String: Any]])
        XCTAssertEqual(steps.first?["uses"] as? String, "actions/checkout@v4")
        let runs = try commands(of: macos)
        let select = try XCTUnwrap(runs.firstIndex { $0.contains("xcode-select --switch") }, "no xcode-select step")
        let suite = try XCTUnwrap(runs.firstIndex(of: "./scripts/test.sh"), "the macOS job does not run the suite")
        let verify = try XCTUnwrap(runs.firstIndex { $0.hasPrefix("scripts/verify-xcode.sh") }, "no verify-xcode.sh step")
        XCTAssertLessThan(select, suite)
        XCTAssertLessThan(suite, verify)
        XCTAssertEqual(steps.compactMap { $0["name"] as? String }.last, "Build and test the generated projects in Xcode")
    }

    func testScriptsAreValidBash() throws {
        for script in ["scripts/verify-xcode.sh", "scripts/test.sh", "install.sh"] {
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
