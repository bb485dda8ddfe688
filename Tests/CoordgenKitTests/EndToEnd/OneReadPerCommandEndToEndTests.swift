import Foundation
import XCTest

/// Each command opens each Swift file of the app at most once, as the operating system sees it: the
/// binary runs under `strace`, and every successful read-only `open` of a `.swift` file below the app
/// is counted. (Writes — staged files, the moves into place — are not reads.) Skipped where `strace`
/// is missing or may not trace (`./scripts/test.sh` installs it on Debian; macOS has no strace).
final class OneReadPerCommandEndToEndTests: EndToEndTestCase {
    private func tracedOpens(_ arguments: [String], in directory: URL, under root: URL) throws -> [String: Int] {
        guard let strace = ["/usr/bin/strace", "/bin/strace"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw OptionalTool.missing("strace is not installed (scripts/test.sh installs it on Debian)")
        }
        let log = workspace.appendingPathComponent("strace-\(UUID().uuidString).log")
        let result = runProcess(
            strace, ["-f", "-qq", "-e", "trace=open,openat", "-o", log.path, CoordgenBinary.path] + arguments,
            currentDirectory: directory)
        guard let text = try? String(contentsOf: log, encoding: .utf8) else {
            throw XCTSkip("strace could not trace here: \(result.stderr)")
        }
        try? FileManager.default.removeItem(at: log)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stdout)\(result.stderr)")
        let prefix = root.standardizedFileURL.resolvingSymlinksInPath().path + "/"
        var counts: [String: Int] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, parts[1].hasSuffix(".swift"), !line.contains("= -1"),
                !line.contains("O_WRONLY"), !line.contains("O_RDWR"), !line.contains("O_DIRECTORY")
            else { continue }
            var path = String(parts[1])
            if !path.hasPrefix("/") { path = directory.resolvingSymlinksInPath().path + "/" + path }
            guard path.hasPrefix(prefix) else { continue }
            counts[String(path.dropFirst(prefix.count)), default: 0] += 1
        }
        return counts
    }

    private func assertEachSwiftFileOpenedAtMostOnce(
        _ arguments: String..., in directory: URL, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let counts = try tracedOpens(arguments, in: directory, under: directory)
        XCTAssertFalse(counts.isEmpty, "\(arguments) read no Swift file at all: is the trace right?", file: file, line: line)
        XCTAssertEqual(counts.filter { $0.value > 1 }, [:], "\(arguments) opened these files more than once", file: file, line: line)
    }

    func testEveryCommandOpensEachSwiftFileAtMostOnceInANewProject() throws {
        try assertEachSwiftFileOpenedAtMostOnce("new", "coordinator", "Reservation", "--parent", "App", in: project)
        try assertEachSwiftFileOpenedAtMostOnce("new", "coordinator", "Payment", "--parent", "Reservation", "--present", in: project)
        try assertEachSwiftFileOpenedAtMostOnce("new", "screen", "Details", "--coordinator", "Reservation", in: project)
        try assertEachSwiftFileOpenedAtMostOnce("tree", in: project)
        try assertEachSwiftFileOpenedAtMostOnce("doctor", in: project)
        try assertEachSwiftFileOpenedAtMostOnce("init", "--force", in: project)
    }

    func testEveryCommandOpensEachSwiftFileAtMostOnceInAnAdoptedClassicProject() throws {
        let app = workspace.appendingPathComponent("ClassicDelegate")
        try FileManager.default.copyItem(at: ExistingApps.url("ClassicDelegate"), to: app)
        try assertEachSwiftFileOpenedAtMostOnce("init", in: app)
        try assertEachSwiftFileOpenedAtMostOnce("new", "coordinator", "Reservation", "--parent", "App", in: app)
        try assertEachSwiftFileOpenedAtMostOnce("new", "screen", "Receipt", "--coordinator", "Reservation", in: app)
        try assertEachSwiftFileOpenedAtMostOnce("tree", in: app)
        try assertEachSwiftFileOpenedAtMostOnce("doctor", in: app)
    }
}
