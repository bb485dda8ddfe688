/// The app sources a style's project template ships: exactly the files `coordgen new project` writes
/// into the app folder (`ProjectLayout`, with the style's default folders), by their path inside that
/// folder. The test target's files are left out: the project template makes the app target only.
enum ProjectTemplateSources {
    /// One source file of the template.
    struct Source {
        /// Its path inside the new project's app folder, which is also its path inside the bundle.
        let node: String
        /// The file as `new project` writes it: its template and what it is about.
        let file: ProjectLayout.File

        /// The Xcode groups it shows in, outermost first: the folders of its node (none at the top).
        var groups: [String] {
            node.split(separator: "/").dropLast().map(String.init)
        }
    }

    /// The project's name while the paths are worked out: the macro Xcode replaces with the product
    /// name as an identifier, so a file named after the project (a SwiftUI `<Name>App.swift`) gets a
    /// node Xcode names the same way, as Apple's own app templates do.
    private static let placeholderName = XcodeMacro.named("PACKAGENAMEASIDENTIFIER")

    /// The sources of a new project of `style`, in the order `coordgen new project` writes them.
    static func sources(style: Style) throws -> [Source] {
        let layout = ProjectLayout(projectName: placeholderName, paths: ProjectLayout.defaultPaths(projectName: placeholderName))
        let appFolder = layout.appFolder + "/"
        let testsFolder = layout.paths.tests + "/"
        return try layout.files(for: style).compactMap { file in
            if file.path.hasPrefix(testsFolder) { return nil }
            guard file.path.hasPrefix(appFolder) else { throw XcodeTemplateError.sourceOutsideAppFolder(file.fileName) }
            return Source(node: String(file.path.dropFirst(appFolder.count)), file: file)
        }
    }
}
