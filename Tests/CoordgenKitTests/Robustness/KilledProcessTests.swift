import Foundation
import XCTest

/// The real binary, stopped for real between two moves (`COORDGEN_TEST_PAUSE_AFTER_MOVE`, test-only):
/// killed with `SIGKILL`, the next command completes the change and says so in one line, and the
/// project is byte-identical to one where nothing was interrupted; interrupted with Ctrl-C (`SIGINT`),
/// the change is finished before the process ends by the signal, the lock released.
final class KilledProcessTests: EndToEndTestCase {
    private static let command = ["new", "coordinator", "Reservation", "--parent", "App"]

    func testKillBetweenTwoMovesIsCompletedByTheNextCommand() throws {
        let control = try controlCopy()
        defer { try? FileManager.default.removeItem(at: control) }

        let paused = try PausedCoordgen(Self.command, in: project, afterMove: 2)
        paused.kill(SIGKILL)
        XCTAssertEqual(paused.wait(), 128 + SIGKILL)
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent(".coordgen.journal/journal.json").path))

        let next = coordgen("new", "screen", "Details", "--coordinator", "Reservation")
        XCTAssertEqual(next.status, 0, next.output)
        XCTAssertEqual(
            next.stdout.split(separator: "\n").first.map(String.init),
            "note: an interrupted `new coordinator Reservation --parent App` was completed: 5 files")
        // The journal may rightly stay until the next command; after it, nothing of the change is left.
        XCTAssertEqual(strayFiles(in: project), [])

        let controlProject = control.appendingPathComponent("Hotel")
        XCTAssertEqual(CoordgenBinary.run(Self.command, in: controlProject).status, 0)
        XCTAssertEqual(CoordgenBinary.run(["new", "screen", "Details", "--coordinator", "Reservation"], in: controlProject).status, 0)
        XCTAssertEqual(TreeSnapshot(project), TreeSnapshot(controlProject))
    }

    func testCtrlCBetweenTwoMovesFinishesTheChangeFirst() throws {
        let control = try controlCopy()
        defer { try? FileManager.default.removeItem(at: control) }

        let paused = try PausedCoordgen(Self.command, in: project, afterMove: 1)
        paused.kill(SIGINT)
        XCTAssertEqual(paused.wait(), 128 + SIGINT)
        XCTAssertTrue(
            paused.stderr.contains("coordgen: interrupted; the change to the project was finished first, so no file is half-changed"),
            paused.stderr)

        XCTAssertEqual(CoordgenBinary.run(Self.command, in: control.appendingPathComponent("Hotel")).status, 0)
        XCTAssertEqual(TreeSnapshot(project), TreeSnapshot(control.appendingPathComponent("Hotel")))
        // The lock went with the process: the next command runs at once, with nothing to recover.
        let next = coordgen("new", "screen", "Details", "--coordinator", "Reservation")
        XCTAssertEqual(next.status, 0, next.output)
        XCTAssertFalse(next.stdout.contains("interrupted"), next.stdout)
    }

    /// What a change leaves only while it is under way: the journal folder and staged files
    /// (`.<name>.coordgen-<UUID>.tmp`), as paths relative to `folder`.
    private func strayFiles(in folder: URL) -> [String] {
        let base = folder.standardizedFileURL.path + "/"
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects ?? []).compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .filter { $0.hasSuffix("/.coordgen.journal") || ($0.contains(".coordgen-") && $0.hasSuffix(".tmp")) }
            .map { String($0.dropFirst(base.count)) }.sorted()
    }

    /// A copy of the project, in a folder of its own, to run the same commands in uninterrupted.
    private func controlCopy() throws -> URL {
        let control = try Repository.temporaryDirectory("control")
        try FileManager.default.copyItem(at: project, to: control.appendingPathComponent("Hotel"))
        return control
    }
}

/// A coordgen process paused after its k-th move, waiting to be killed.
private final class PausedCoordgen {
    private let process = Process()
    private let errorPipe = Pipe()
    private var errorData = Data()

    init(_ arguments: [String], in directory: URL, afterMove move: Int) throws {
        process.executableURL = URL(fileURLWithPath: CoordgenBinary.path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(["COORDGEN_TEST_PAUSE_AFTER_MOVE": String(move)]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorPipe
        try process.run()
        let marker = "coordgen-test: paused after move \(move)"
        let deadline = Date().addingTimeInterval(60)
        while !stderr.contains(marker) {
            let chunk = errorPipe.fileHandleForReading.availableData
            if chunk.isEmpty || Date() > deadline { throw PauseError(stderr: stderr) }
            errorData += chunk
        }
    }

    var stderr: String { String(decoding: errorData, as: UTF8.self) }

    func kill(_ signal: Int32) {
        _ = Foundation.kill(process.processIdentifier, signal)
    }

    /// The exit status as a shell reports it: 128 + N for death by signal N.
    func wait() -> Int32 {
        errorData += errorPipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
    }

    struct PauseError: Error, CustomStringConvertible {
        let stderr: String
        var description: String { "coordgen ended or stalled before pausing: \(stderr)" }
    }
}
