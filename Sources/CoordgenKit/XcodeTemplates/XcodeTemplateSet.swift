import Foundation

/// Every Xcode template coordgen ships — the Coordinator and Screen file templates and the
/// Coordinator App project template — laid out as `~/Library/Developer/Xcode/Templates` holds them.
public struct XcodeTemplateSet: Sendable {
    /// The group folder, under both `File Templates` and `Project Templates`. Xcode shows it as the
    /// section header; the name is coordgen's own, so install and uninstall touch nothing else.
    public static let groupName = "Coordinator (coordgen)"

    /// The folders coordgen owns, relative to a templates folder: install replaces them, uninstall
    /// removes them, and nothing outside them is ever touched.
    public static var ownedFolders: [String] {
        XcodeTemplateBundle.Kind.allCases.map { "\($0.rawValue)/\(groupName)" }
    }

    /// The style the templates are rendered from. The bundles name that style's files (its finish
    /// delegate, its CoordinatorType), so another style needs bundles of its own.
    public static let style = Style.uikit

    public let bundles: [XcodeTemplateBundle]

    /// Renders the bundles from `library`: the built-in templates, or a user's folder first.
    public init(library: TemplateLibrary = TemplateLibrary()) throws {
        let style = Self.style
        bundles = [
            try CoordinatorFileTemplate.bundle(library: library, style: style),
            try ScreenFileTemplate.bundle(library: library, style: style),
            try CoordinatorAppProjectTemplate.bundle(library: library, style: style),
        ]
    }

    /// Every file, by its path relative to the templates folder, sorted by path.
    public var files: [(path: String, contents: Data)] {
        bundles.flatMap { bundle in
            bundle.files.map { (path: "\(bundle.relativePath)/\($0.key)", contents: $0.value) }
        }.sorted { $0.path < $1.path }
    }
}
