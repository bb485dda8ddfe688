import Foundation

/// The settings of an `.xcconfig` file a build configuration is based on (`baseConfigurationReference`),
/// with the files it `#include`s, as Xcode reads them: `NAME = value` lines, later ones winning, `//`
/// comments, conditional settings (`NAME[sdk=iphoneos*]`) left out. Only regular files inside the
/// project's folder are read (an include or a link that leads outside it is not followed), at most
/// ``includeDepthLimit`` includes deep.
struct XCConfigFile {
    /// The settings, and the files read (relative to the project's folder) in the order read.
    private(set) var settings: [String: String] = [:]
    private(set) var files: [String] = []

    static let includeDepthLimit = 8
    private static let sizeLimit = 1 << 20

    /// Reads `path` (absolute), refusing what lies outside `fence` (the project's folder).
    init(path: String, fence: String) {
        read(path, fence: fence, depth: 0)
    }

    private mutating func read(_ path: String, fence: String, depth: Int) {
        guard depth <= Self.includeDepthLimit, let real = Self.inside(path, fence: fence), !files.contains(real.relative),
            case .success(let file) = RegularFileReader.read(real.absolute, sizeLimit: Self.sizeLimit)
        else { return }
        files.append(real.relative)
        let folder = (path as NSString).deletingLastPathComponent
        for line in String(decoding: file.bytes, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let text = Self.withoutComment(line).trimmingCharacters(in: .whitespaces)
            if let included = Self.included(text) {
                read(PathMath.join(folder, included), fence: fence, depth: depth + 1)
            } else if let (name, value) = Self.assignment(text) {
                settings[name] = value
            }
        }
    }

    /// The path with links resolved, when it stays inside `fence`.
    private static func inside(_ path: String, fence: String) -> (absolute: String, relative: String)? {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let realFence = URL(fileURLWithPath: fence).resolvingSymlinksInPath().path
        guard let relative = PathMath.relative(PathMath.normalize(real), to: PathMath.normalize(realFence)) else { return nil }
        return (real, relative)
    }

    private static func withoutComment(_ line: Substring) -> Substring {
        guard let range = line.range(of: "//") else { return line }
        return line[..<range.lowerBound]
    }

    /// The path of `#include "path"` or `#include? "path"`.
    private static func included(_ text: String) -> String? {
        guard text.hasPrefix("#include") else { return nil }
        let quoted = text.split(separator: "\"", omittingEmptySubsequences: false)
        return quoted.count >= 3 && !quoted[1].isEmpty ? String(quoted[1]) : nil
    }

    /// `NAME = value`, unconditional.
    private static func assignment(_ text: String) -> (String, String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let name = text[..<equals].trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var value = text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if value.hasSuffix(";") { value.removeLast() }
        return (name, value)
    }
}
