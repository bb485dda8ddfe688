// The host tool of the EmbedTemplates build-tool plugin: reads every `*.stencil` file below a folder and
// writes a Swift file that declares `BuiltInTemplates`, with each template's text (for `templates list`,
// `templates export` and error messages) and the tokens Stencil's own lexer makes of it (so the binary
// only parses and renders them: lexing was the largest cost of a `new coordinator` run), and the Xcode
// templates' icon drawn as PNGs (`IconDrawing`: drawing it was an eighth of an `xcode export` run).
//
//   TemplateEmbedder <templates folder> <output .swift file>
import Foundation
import Stencil
import TemplateIconDrawing

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: TemplateEmbedder <templates folder> <output .swift file>\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2])

/// The `.stencil` files below `root`, as (path relative to `root`, text), sorted by path.
func templateFiles() throws -> [(path: String, text: String)] {
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
        throw EmbedError("no templates folder at \(root.path)")
    }
    var files: [(String, String)] = []
    let prefix = root.path.hasSuffix("/") ? root.path : root.path + "/"
    for case let url as URL in enumerator where url.pathExtension == "stencil" {
        let path = url.standardizedFileURL.path
        guard path.hasPrefix(prefix) else { throw EmbedError("\(path) is outside \(root.path)") }
        files.append((String(path.dropFirst(prefix.count)), try String(contentsOf: url, encoding: .utf8)))
    }
    return files.sorted { $0.0 < $1.0 }
}

struct EmbedError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A Swift string literal for `text`: every character that could end or bend the literal is escaped.
func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": result += "\\\\"
        case "\"": result += "\\\""
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}

/// The kind codes `PrelexedTemplate` reads back.
func code(of kind: Token.Kind) -> Int {
    switch kind {
    case .text: return 0
    case .variable: return 1
    case .comment: return 2
    case .block: return 3
    }
}

/// Stencil's tokens for `text`, or nil when one carries a whitespace-control marker (`{%-`, `-%}`, `+`):
/// a token built outside Stencil cannot carry one, so such a template is lexed at run time instead.
func tokens(of text: String, path: String) -> [(Int, String)]? {
    let template = Template(templateString: text, environment: Environment(trimBehaviour: .smart), name: path)
    var result: [(Int, String)] = []
    for token in template.tokens {
        if let whitespace = token.whitespace, whitespace != .unspecified { return nil }
        result.append((code(of: token.kind), token.contents))
    }
    return result
}

do {
    let files = try templateFiles()
    var swift = """
        // Generated on every build by the EmbedTemplates plugin (Plugins/EmbedTemplates) from Templates/.
        // swift-format-ignore-file

        /// The built-in templates, keyed by their path under `Templates/`.
        enum BuiltInTemplates {
            /// Each template's text.
            static let files: [String: String] = [

        """
    for file in files {
        swift += "        \(literal(file.path)): \(literal(file.text)),\n"
    }
    swift += """
            ]

            /// Each template's tokens as Stencil's lexer made them at build time: (kind, contents), kind 0 text,
            /// 1 variable, 2 comment, 3 block. Templates that must be lexed at run time are absent.
            static let tokens: [String: [(UInt8, String)]] = [

        """
    for file in files {
        guard let list = tokens(of: file.text, path: file.path) else { continue }
        swift += "        \(literal(file.path)): [\n"
        for (kind, contents) in list {
            swift += "            (\(kind), \(literal(contents))),\n"
        }
        swift += "        ],\n"
    }
    swift += """
            ]

            /// The Xcode templates' icon, `TemplateIcon.png` (64 pixels) and `TemplateIcon@2x.png` (128), as
            /// `IconDrawing.png(size:)` drew them at build time, in base64.
            static let templateIcon = "\(IconDrawing.png(size: 64).base64EncodedString())"
            static let templateIconRetina = "\(IconDrawing.png(size: 128).base64EncodedString())"
        }

        """
    let data = Data(swift.utf8)
    // Rewriting an identical file would make the build recompile CoordgenKit for nothing.
    if FileManager.default.contents(atPath: output.path) != data {
        try data.write(to: output, options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("TemplateEmbedder: error: \(error)\n".utf8))
    exit(1)
}
