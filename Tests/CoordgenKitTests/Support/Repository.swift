import Foundation

/// Folders of the coordgen repository, found from this source file so tests work from any folder.
enum Repository {
    /// The repository root (the folder with Package.swift).
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // CoordgenKitTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let templates = root.appendingPathComponent("Templates")
    static let golden = root.appendingPathComponent("Tests/CoordgenKitTests/Golden")

    /// Whether golden files and generated sources should be rewritten instead of compared.
    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["COORDGEN_RECORD"] == "1"
    }

    /// A new, empty temporary folder.
    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coordgen-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
