import Dispatch
import Foundation

/// The full path of the executable `name` on `PATH`, or `nil` if there is none.
///
/// A `name` containing a slash is taken as a path and only checked for being executable.
/// - Parameter path: The search path; defaults to this process's `PATH`.
func findExecutable(_ name: String, path: String? = nil) -> String? {
    if name.contains("/") {
        return FileManager.default.isExecutableFile(atPath: name) ? name : nil
    }
    let searchPath = path ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in searchPath.split(separator: ":") where !directory.isEmpty {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
    }
    return nil
}

/// Runs a program to completion and returns its exit status and everything it printed.
///
/// Meant for tests that drive external tools (`xmllint`, `swiftc`, the `coordgen` binary); it
/// never throws, so a failure to start shows up as a status and a message a test can assert on.
///
/// - Parameters:
///   - executable: A program name looked up on `PATH` (the one in `environment` if given), or a path.
///   - arguments: The arguments, passed as-is (no shell is involved).
///   - environment: Variables set on top of this process's environment.
///   - currentDirectory: The working directory; defaults to this process's.
/// - Returns: The exit status — 127 if the program could not be found or started, 128 + N if it
///   died from signal N, like a shell reports it — and stdout/stderr decoded as UTF-8.
func runProcess(
    _ executable: String,
    _ arguments: [String] = [],
    environment: [String: String] = [:],
    currentDirectory: URL? = nil
) -> (status: Int32, stdout: String, stderr: String) {
    let fullEnvironment = ProcessInfo.processInfo.environment.merging(environment) { _, override in override }
    guard let executablePath = findExecutable(executable, path: fullEnvironment["PATH"]) else {
        return (127, "", "\(executable): not found on PATH (\(fullEnvironment["PATH"] ?? ""))")
    }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executablePath)
    process.arguments = arguments
    process.environment = fullEnvironment
    if let currentDirectory {
        process.currentDirectoryURL = currentDirectory
    }
    let outputPipe = Pipe()
    let errorPipe = Pipe()
    process.standardOutput = outputPipe
    process.standardError = errorPipe
    process.standardInput = FileHandle.nullDevice

    do {
        try process.run()
    } catch {
        return (127, "", "\(executablePath): could not start: \(error)")
    }

    // Drain stderr on another thread: a child that fills one pipe while we block reading the
    // other would otherwise deadlock.
    let errorOutput = CapturedOutput()
    let errorHandle = errorPipe.fileHandleForReading
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
        errorOutput.data = errorHandle.readDataToEndOfFile()
    }
    let standardOutput = outputPipe.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()

    let status =
        process.terminationReason == .uncaughtSignal
        ? 128 + process.terminationStatus
        : process.terminationStatus
    return (
        status,
        String(decoding: standardOutput, as: UTF8.self),
        String(decoding: errorOutput.data, as: UTF8.self)
    )
}

/// Bytes read on the draining thread; `DispatchGroup.wait()` orders the write before the read.
private final class CapturedOutput: @unchecked Sendable {
    var data = Data()
}
