import Foundation
import XCTest

/// coordgen is for Mac users first, and the suite runs on Linux: a C name that only glibc declares
/// (`sighandler_t`, `st_mtim`) compiles here and breaks every Mac build, and a Darwin-only one
/// (`st_mtimespec`, `F_FULLFSYNC`) the other way round. Each such name may appear in `Sources/` only
/// inside the branch of an `#if` that selects its platform (`canImport(Glibc)` / `os(Linux)`, or the
/// `#else` of `canImport(Darwin)`; and the converse). The lists are the audit in CONTRIBUTING.md
/// ("C and POSIX names on Linux and Darwin"); add a name there and here when the code starts using one.
final class PlatformSymbolTests: XCTestCase {
    /// Names glibc declares and Darwin's headers do not (or declares differently).
    static let glibcOnly: Set<String> = [
        "sighandler_t", "__sighandler_t", "st_mtim", "st_ctim", "st_atim", "O_DIRECT", "O_NOATIME", "O_PATH",
        "O_TMPFILE", "renameat2", "RENAME_NOREPLACE", "RENAME_EXCHANGE", "statx", "getdents64", "fdatasync",
        "posix_fadvise", "MAP_POPULATE", "SOCK_CLOEXEC", "Glibc",
    ]
    /// Names Darwin declares and glibc does not.
    static let darwinOnly: Set<String> = [
        "sig_t", "st_mtimespec", "st_ctimespec", "st_atimespec", "st_birthtimespec", "F_FULLFSYNC", "F_NOCACHE",
        "renamex_np", "RENAME_EXCL", "RENAME_SWAP", "O_SYMLINK", "Darwin",
    ]

    func testPlatformOnlyNamesAppearOnlyInTheirPlatformsBranch() throws {
        let sources = Repository.root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        XCTAssertGreaterThan(files.count, 100, "the Sources folder was not found")
        var misplaced: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let relative = String(file.path.dropFirst(Repository.root.path.count + 1))
            misplaced += Self.misplacedNames(in: text).map { "\(relative):\($0.line): \($0.name) (\($0.platform)-only)" }
        }
        XCTAssertEqual(misplaced, [], "wrap these in `#if canImport(Darwin)` … `#else` … `#endif`:\n" + misplaced.joined(separator: "\n"))
    }

    /// The scan can fail: a glibc-only name outside any branch, and a Darwin-only one in the Linux
    /// branch, are found; both in their right branches are not; comments are not code.
    func testTheScanFindsMisplacedNamesAndAcceptsBranchedOnes() {
        let wrong = """
            var previous: [Int32: sighandler_t?] = [:]
            #if canImport(Glibc)
                let seconds = info.st_mtimespec.tv_sec
            #endif
            """
        XCTAssertEqual(Self.misplacedNames(in: wrong).map(\.name), ["sighandler_t", "st_mtimespec"])

        let right = """
            /// glibc says `st_mtim`, Darwin `st_mtimespec`.
            #if canImport(Darwin)
                let seconds = info.st_mtimespec.tv_sec  // not st_mtim
            #elseif canImport(Glibc)
                let seconds = info.st_mtim.tv_sec
            #endif
            #if os(Linux)
                typealias Handler = sighandler_t
            #else
                typealias Handler = sig_t
            #endif
            """
        XCTAssertEqual(Self.misplacedNames(in: right).map(\.name), [])
    }

    // MARK: - The scan

    private enum Platform: String { case glibc, darwin }

    /// Each platform-only identifier with the platform it needs, where the enclosing `#if` branches do
    /// not select that platform.
    private static func misplacedNames(in text: String) -> [(line: Int, name: String, platform: String)] {
        var branches: [Platform?] = []  // the platform each enclosing branch selects, or nil
        var found: [(line: Int, name: String, platform: String)] = []
        for (index, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = code(of: rawLine).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#if ") {
                branches.append(platform(selectedBy: String(line.dropFirst(4))))
                continue
            }
            if line.hasPrefix("#elseif "), !branches.isEmpty {
                let previous = branches.removeLast()
                branches.append(platform(selectedBy: String(line.dropFirst(8))) ?? previous.map(opposite))
                continue
            }
            if line == "#else", !branches.isEmpty {
                branches.append(branches.removeLast().map(opposite))
                continue
            }
            if line == "#endif" {
                _ = branches.popLast()
                continue
            }
            for name in identifiers(in: line) {
                let needed: Platform? = glibcOnly.contains(name) ? .glibc : darwinOnly.contains(name) ? .darwin : nil
                guard let needed, !branches.contains(where: { $0 == needed }) else { continue }
                found.append((index + 1, name, needed.rawValue))
            }
        }
        return found
    }

    private static func platform(selectedBy condition: String) -> Platform? {
        let condition = condition.replacingOccurrences(of: " ", with: "")
        if ["canImport(Glibc)", "os(Linux)", "canImport(Musl)"].contains(where: condition.contains) { return .glibc }
        if ["canImport(Darwin)", "os(macOS)", "os(iOS)", "canImport(ObjectiveC)"].contains(where: condition.contains) {
            return .darwin
        }
        return nil
    }

    private static func opposite(_ platform: Platform) -> Platform {
        platform == .glibc ? .darwin : .glibc
    }

    /// The line without its `//` comment (string literals here never hold `//` next to a platform name).
    private static func code(of line: String) -> String {
        guard let comment = line.range(of: "//") else { return line }
        return String(line[..<comment.lowerBound])
    }

    private static func identifiers(in line: String) -> [String] {
        line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    }
}
