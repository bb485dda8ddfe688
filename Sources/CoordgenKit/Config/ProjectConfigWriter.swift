import Foundation

/// Writes a `ProjectConfig` as `.coordgen.yml` — the one writer, for `coordgen init` and `coordgen new
/// project` alike: the familiar keys first, then each section `coordgen init` records, every one under a
/// comment that says what it is for, so the file reads and corrects well by hand.
public enum ProjectConfigWriter {
    /// The YAML text of `config`, starting with `heading` (comment lines, without `#`).
    public static func yaml(_ config: ProjectConfig, heading: [String]) -> String {
        var lines = heading.map { "# \($0)" }
        lines.append("name: \(YAMLScalar.scalar(config.name))")
        if let module = config.module { lines.append("module: \(YAMLScalar.scalar(module))") }
        lines.append("style: \(config.style.rawValue)")
        if let organization = config.organization { lines.append("organization: \(YAMLScalar.scalar(organization))") }
        if let bundleId = config.bundleId { lines.append("bundleId: \(YAMLScalar.scalar(bundleId))") }
        if let xcodeproj = config.xcodeproj {
            lines.append("# The Xcode project. Its app and test folders are synchronized groups: files coordgen adds later join")
            lines.append("# their targets without editing the project.")
            lines.append("xcodeproj: \(YAMLScalar.scalar(xcodeproj))")
        }
        if let testing = config.testing {
            lines.append("# The framework of generated unit tests: swift-testing or xctest.")
            lines.append("testing: \(testing.rawValue)")
        }
        lines.append("# Where new files go (relative to this file); layout: below may say per feature.")
        lines.append("paths:")
        lines.append("  coordinators: \(YAMLScalar.scalar(config.paths.coordinators))")
        lines.append("  screens: \(YAMLScalar.scalar(config.paths.screens))")
        lines.append("  tests: \(YAMLScalar.scalar(config.paths.tests))")
        if let coordinatorType = config.paths.coordinatorType {
            lines.append("  # The file that declares the flow enum.")
            lines.append("  coordinatorType: \(YAMLScalar.scalar(coordinatorType))")
        }
        if let header = config.header {
            let names = config.organization == nil ? "fileName and projectName" : "fileName, projectName and organization"
            lines.append("# The comment at the top of every generated file: a Stencil template that may use \(names).")
            if header.isEmpty {
                lines.append("header: \"\"")
            } else {
                // `|` keeps one final newline, `|-` none: the text reads back exactly as it is.
                let keepsNewline = header.hasSuffix("\n")
                lines.append(keepsNewline ? "header: |" : "header: |-")
                let body = keepsNewline ? String(header.dropLast()) : header
                lines += body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "  \($0)" }
            }
        }
        if let templates = config.templates { lines.append("templates: \(YAMLScalar.scalar(templates))") }
        lines += shapeSections(
            project: config.project, shape: config.shape, naming: config.naming, layout: config.layout, format: config.format)
        lines += concurrencySection(config.concurrency) + previewsSection(config.previews)
        if let example = config.example {
            lines.append("# The flow a new one is made like (new coordinator --like) where no built-in family fits.")
            lines.append("example: \(YAMLScalar.scalar(example))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The sections that record an app's shape — `project:`, `shape:`, `naming:`, `layout:` and
    /// `format:`, in that order, each under its comment — as lines of YAML; a nil (or empty `layout`)
    /// section is left out. `coordgen init` ends its config with them, and `coordgen new project` writes
    /// its style's built-in shape with them too (see ``ProjectGenerator``).
    public static func shapeSections(
        project: ProjectFacts?, shape: ProtocolShape?, naming: NamingScheme?, layout: LayoutConventions?, format: SourceFormat?
    ) -> [String] {
        var lines: [String] = []
        section("project", project, "The project file and its targets, as read from it.", into: &lines)
        section(
            "shape", shape,
            "The app's coordinator protocol: generated coordinators implement these requirements, and parents call the finish mechanism.",
            into: &lines)
        section("naming", naming, "How flows are named; {Name} stands for the flow's name.", into: &lines)
        if let layout, !layout.isEmpty {
            section("layout", layout, "Per-feature folders ({Name} is the flow) and the module that declares the protocol.", into: &lines)
        }
        section("format", format, "Indentation of generated code.", into: &lines)
        return lines
    }

    /// The `concurrency:` section under its comment; none for nil (Xcode 16's defaults).
    public static func concurrencySection(_ concurrency: ConcurrencySettings?) -> [String] {
        var lines: [String] = []
        section(
            "concurrency", concurrency,
            "The app target's default actor isolation and upcoming Swift features: generated code follows them.",
            into: &lines)
        return lines
    }

    /// The `previews:` line under its comment; none for nil (`#Preview`).
    public static func previewsSection(_ previews: PreviewStyle?) -> [String] {
        guard let previews else { return [] }
        return [
            "# How generated screens get their Xcode canvas preview: macro (#Preview), provider (PreviewProvider) or none.",
            "previews: \(previews.rawValue)",
        ]
    }

    private static func section(_ key: String, _ value: (some Encodable)?, _ comment: String, into lines: inout [String]) {
        guard let value, let text = try? YAMLNodeEncoder.encode(value) else { return }
        lines.append("# \(comment)")
        lines.append("\(key):")
        lines += text.split(separator: "\n").map { "  \($0)" }
    }
}
