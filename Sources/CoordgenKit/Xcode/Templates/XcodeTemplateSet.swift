import Foundation

/// Every Xcode template coordgen ships — for each style, its Coordinator and Screen file templates
/// and its Coordinator App project template — laid out as `~/Library/Developer/Xcode/Templates`
/// holds them, each style in group folders of its own (`Style.xcodeGroupName`).
public struct XcodeTemplateSet: Sendable {
    /// The styles that have Xcode templates — all of them — in the order their bundles are listed.
    public static let styles = Style.allCases

    /// The folders coordgen owns, relative to a templates folder: for every style, its group folder
    /// under `File Templates` and under `Project Templates`. Install replaces them, uninstall removes
    /// them, and nothing outside them is ever touched.
    public static var ownedFolders: [String] {
        styles.flatMap { style in
            XcodeTemplateBundle.Kind.allCases.map { "\($0.rawValue)/\(style.xcodeGroupName)" }
        }
    }

    public let bundles: [XcodeTemplateBundle]

    /// Renders the bundles of every style from `library`: the built-in templates, or a user's folder
    /// first. Each style's bundles come from that style's own templates, for `xcode` (its projects'
    /// settings, and code that follows them).
    public init(library: TemplateLibrary = TemplateLibrary(), xcode: XcodeVersion = .defaultValue) throws {
        bundles = try Self.styles.flatMap { style in
            try Self.fileTemplates(of: style, library: library, xcode: xcode)
                + [try CoordinatorAppProjectTemplate.bundle(library: library, style: style, xcode: xcode)]
        }
    }

    /// Every file, by its path relative to the templates folder, sorted by path.
    public var files: [(path: String, contents: Data)] {
        bundles.flatMap { bundle in
            bundle.files.map { (path: "\(bundle.relativePath)/\($0.key)", contents: $0.value) }
        }.sorted { $0.path < $1.path }
    }

    /// The New File templates of `style`. Their options and companion files differ between styles
    /// (what Xcode cannot do differs too), so each style has its own Coordinator template.
    private static func fileTemplates(of style: Style, library: TemplateLibrary, xcode: XcodeVersion) throws -> [XcodeTemplateBundle] {
        [
            try style.definition.coordinatorFileTemplate(library: library, xcode: xcode),
            try ScreenFileTemplate.bundle(library: library, style: style, xcode: xcode),
        ]
    }
}
