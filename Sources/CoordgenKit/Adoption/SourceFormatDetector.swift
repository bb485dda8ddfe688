import Foundation

/// Reads indentation (tabs or spaces, and the width of one level) and the header comment from the
/// app's files.
struct SourceFormatDetector {
    let files: [SourceFile]

    /// Tabs when most indented lines start with a tab; otherwise the most common indentation of the
    /// first line inside a top-level declaration.
    func indentation() -> SourceFormat {
        var tabs = 0
        var spaces = 0
        var widths: [Int: Int] = [:]
        for file in files {
            var previous: Substring?
            for line in file.text.split(separator: "\n", omittingEmptySubsequences: true) {
                if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
                if line.first == "\t" { tabs += 1 } else if line.first == " " { spaces += 1 }
                if let previous, previous.first.map({ $0 != " " && $0 != "\t" }) == true,
                    previous.trimmingCharacters(in: .whitespaces).hasSuffix("{"), line.first == " "
                {
                    widths[line.prefix { $0 == " " }.count, default: 0] += 1
                }
                previous = line
            }
        }
        if tabs > spaces { return SourceFormat(indentation: .tabs, width: 4) }
        let width = widths.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.first?.key ?? 4
        return SourceFormat(indentation: .spaces, width: width)
    }

    /// The header comment of `file` as a template: its name becomes `{{ fileName }}` and the project's
    /// `{{ projectName }}`; `Created by` lines are dropped (they name one person and one day). Nil
    /// when the file starts without a `//` comment.
    static func header(of file: SourceFile, projectNames: [String]) -> (template: String, droppedCreatedBy: Bool)? {
        var lines: [String] = []
        for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else { break }
            lines.append(String(line))
        }
        guard !lines.isEmpty else { return nil }
        var dropped = false
        let templated = lines.compactMap { line -> String? in
            let text = line.dropFirst(2).trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("Created by") {
                dropped = true
                return nil
            }
            if text == file.fileName { return line.replacingOccurrences(of: file.fileName, with: "{{ fileName }}") }
            if let name = projectNames.first(where: { text == $0 }) {
                return line.replacingOccurrences(of: name, with: "{{ projectName }}")
            }
            return line
        }
        // Two comment separators in a row once a line is gone read as a gap; keep the shape Xcode writes.
        var result: [String] = []
        for line in templated
        where !(line.trimmingCharacters(in: .whitespaces) == "//" && result.last?.trimmingCharacters(in: .whitespaces) == "//") {
            result.append(line)
        }
        return (result.joined(separator: "\n"), dropped)
    }
}
