import Foundation
import XCTest

/// Runs the built `coordgen` executable, as a user would.
enum CoordgenBinary {
    /// The executable SwiftPM built next to the test bundle (override with `COORDGEN_BINARY`).
    static var path: String {
        if let override = ProcessInfo.processInfo.environment["COORDGEN_BINARY"] { return override }
        let candidates =
            [
                Bundle.main.bundleURL.appendingPathComponent("coordgen"),
                URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("coordgen"),
            ] + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent().appendingPathComponent("coordgen") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path ?? "coordgen-not-built"
    }

    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        /// Both streams, for messages that may go to either.
        var output: String { stdout + stderr }
    }

    /// Runs `coordgen arguments…` in `directory`.
    static func run(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) -> Result {
        let result = runProcess(path, arguments, environment: environment, currentDirectory: directory)
        return Result(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }
}

/// A byte-exact picture of a folder, to prove a refused command changed nothing.
struct TreeSnapshot: Equatable {
    let files: [String: Data]

    init(_ directory: URL) {
        var files: [String: Data] = [:]
        let base = directory.standardizedFileURL.path + "/"
        if let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator {
                let path = url.standardizedFileURL.path
                var isDirectory: ObjCBool = false
                _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                files[String(path.dropFirst(base.count)) + (isDirectory.boolValue ? "/" : "")] =
                    isDirectory.boolValue ? Data() : FileManager.default.contents(atPath: path) ?? Data()
            }
        }
        self.files = files
    }
}
