import Foundation

/// Writes `BuiltInTemplates+Generated.swift`, the copy of `Templates/` compiled into the binary.
///
/// The test `BuiltInTemplatesTests` compares that file with what this returns and fails, naming the
/// command that regenerates it, whenever someone edits `Templates/` without regenerating.
public enum BuiltInTemplatesSource {
    /// The command that rewrites the generated file; tests print it when the file is stale.
    public static let regenerateCommand = "COORDGEN_RECORD=1 swift test --filter BuiltInTemplatesTests"

    /// Swift source declaring `BuiltInTemplates.files` with every `*.stencil` file under `directory`.
    public static func make(fromTemplatesDirectory directory: URL) throws -> String {
        let files = try templateFiles(in: directory)
        var output = """
            // Generated from Templates/ by `\(regenerateCommand)`. Do not edit.
            // swift-format-ignore-file

            /// The built-in templates, keyed by their path under `Templates/`.
            enum BuiltInTemplates {
                static let files: [String: String] = [

            """
        for (path, text) in files {
            output += "        \(stringLiteral(path)): \(rawMultilineLiteral(text)),\n"
        }
        output += "    ]\n}\n"
        return output
    }

    /// The `.stencil` files under `directory`, as (relative path, text), sorted by path.
    static func templateFiles(in directory: URL) throws -> [(String, String)] {
        let root = directory.standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw TemplateError.noSuchDirectory(directory.path)
        }
        var files: [(String, String)] = []
        for case let url as URL in enumerator where url.pathExtension == "stencil" {
            let text = try String(contentsOf: url, encoding: .utf8)
            files.append((url.path(relativeTo: root), text))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    private static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A raw multi-line literal whose `#` count is one more than any run in the text, so no text can
    /// end it early. The newline before the closing delimiter is not part of the value, hence the
    /// extra one.
    private static func rawMultilineLiteral(_ text: String) -> String {
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "#" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let hashes = String(repeating: "#", count: longestRun + 1)
        return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)"
    }
}
