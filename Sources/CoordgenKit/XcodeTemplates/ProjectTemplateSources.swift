import Foundation
import Yams

/// The app sources a style's project template ships: exactly the files `coordgen new project` writes
/// into the app folder (`ProjectLayout`), with the same templates and values, by their path inside
/// that folder. The test target's files are left out: the project template makes the app target only.
struct ProjectTemplateSources {
    /// One source file of the template.
    struct Source {
        /// Its path inside the new project's app folder, which is also its path inside the bundle.
        let node: String
        let role: TemplateID.Role
        /// The values it is rendered with, on top of the shared ones (the first screens' names, the
        /// router style's first flows).
        let values: [String: any Sendable]

        /// The Xcode groups it shows in, outermost first: the folders of its node (none at the top).
        var groups: [String] {
            node.split(separator: "/").dropLast().map(String.init)
        }

        /// The file's name, the last part of its node.
        var fileName: String { String(node.split(separator: "/").last ?? "") }
    }

    /// The sources of a new project of `style`, in the order `coordgen new project` writes them.
    static func sources(style: Style, library: TemplateLibrary) throws -> [Source] {
        let config = try defaultConfig(style: style, library: library)
        // Only paths relative to the app folder come out, so the root is never touched.
        let root = URL(fileURLWithPath: "/coordgen-project-template", isDirectory: true)
        let project = Project(root: root, config: config)
        let appFolder = root.appendingPathComponent(config.name).path + "/"
        let testsFolder = project.url(for: config.paths.tests).path + "/"
        return try ProjectLayout(project: project, style: style).files().compactMap { file in
            let path = file.url.path
            if path.hasPrefix(testsFolder) { return nil }
            guard path.hasPrefix(appFolder) else { throw XcodeTemplateError.sourceOutsideAppFolder(file.url.lastPathComponent) }
            return Source(node: String(path.dropFirst(appFolder.count)), role: file.role, values: file.values)
        }
    }

    /// The project's name while the paths are worked out: the macro Xcode replaces with the product
    /// name as an identifier, so a file named after the project (a SwiftUI `<Name>App.swift`) gets a
    /// node Xcode names the same way, as Apple's own app templates do.
    private static let placeholderName = XcodeMacro.named("PACKAGENAMEASIDENTIFIER")

    /// The `.coordgen.yml` a new project of `style` starts with, rendered from the style's own config
    /// template (a user's copy included), for the folders it puts coordinators, screens and tests in.
    private static func defaultConfig(style: Style, library: TemplateLibrary) throws -> ProjectConfig {
        let header = ProjectConfig.defaultHeader.splitLines().map { "  \($0)" }.joined(separator: "\n")
        let text = try TemplateRenderer(library: library).render(
            TemplateID(style, .projectConfig),
            context: [
                "projectName": placeholderName,
                "style": style.rawValue,
                "organization": "",
                "organizationYAML": "\"\"",
                "bundleId": "com.example.app",
                "xcodeproj": "",
                "testing": TestingFramework.newProjectDefault.rawValue,
                "headerYAML": header,
            ])
        return try YAMLDecoder().decode(ProjectConfig.self, from: text)
    }
}
