import Foundation

/// Renders the templates of one project, filling in what every file shares: the header comment, the
/// project and module names and the organization.
public struct SourceFileRenderer: Sendable {
    public let renderer: TemplateRenderer
    public let style: Style
    public let projectName: String
    public let organization: String?
    /// The header template (from `.coordgen.yml`, or `ProjectConfig.defaultHeader`).
    public let headerTemplate: String

    public init(renderer: TemplateRenderer, style: Style, projectName: String, organization: String?, headerTemplate: String?) {
        self.renderer = renderer
        self.style = style
        self.projectName = projectName
        self.organization = organization
        self.headerTemplate = headerTemplate ?? ProjectConfig.defaultHeader
    }

    /// The renderer for an existing project, honouring its header and templates folder.
    public init(project: Project, templatesOverride: URL? = nil) throws(TemplateError) {
        let directory = templatesOverride ?? project.templatesDirectory
        if let directory {
            try TemplateLibrary.validateUserDirectory(directory)
        }
        self.init(
            renderer: TemplateRenderer(library: TemplateLibrary(userDirectory: directory)),
            style: project.config.style, projectName: project.config.name,
            organization: project.config.organization, headerTemplate: project.config.header)
    }

    /// Renders the file template `role` for a file named `fileName`, with `values` on top of the
    /// shared ones. The result always ends with exactly one newline.
    public func renderFile(_ role: TemplateID.Role, fileName: String, values: [String: any Sendable] = [:]) throws(TemplateError) -> String
    {
        var context = sharedValues
        context["fileName"] = fileName
        context["fileHeader"] = try header(for: fileName)
        context.merge(values) { _, new in new }
        return try renderer.render(TemplateID(style, role), context: context).withSingleTrailingNewline
    }

    /// Renders a snippet template (a declaration to insert into an existing file).
    public func renderSnippet(_ role: TemplateID.Role, values: [String: any Sendable]) throws(TemplateError) -> String {
        var context = sharedValues
        context.merge(values) { _, new in new }
        return try renderer.render(TemplateID(style, role), context: context).withSingleTrailingNewline
    }

    /// The header comment for `fileName`, without a trailing newline.
    public func header(for fileName: String) throws(TemplateError) -> String {
        try header(values: ["fileName": fileName])
    }

    /// The header for Xcode's `IDETemplateMacros.plist`: file and project names as Xcode's macros,
    /// without the leading `//` that Xcode's own `//___FILEHEADER___` line supplies.
    public func xcodeFileHeader() throws(TemplateError) -> String {
        let header = try header(values: ["fileName": "___FILENAME___", "projectName": "___PROJECTNAME___"])
        return header.hasPrefix("//") ? String(header.dropFirst(2)) : header
    }

    private func header(values: [String: any Sendable]) throws(TemplateError) -> String {
        var context = sharedValues
        context.merge(values) { _, new in new }
        let rendered = try renderer.render(text: headerTemplate, name: "the header in \(Project.configFileName)", context: context)
        var lines = rendered.splitLines().map(String.init)
        while lines.last?.trimmingWhitespace().isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    private var sharedValues: [String: any Sendable] {
        [
            "projectName": projectName,
            "moduleName": projectName,
            "organization": organization ?? "",
            "style": style.rawValue,
        ]
    }
}

extension String {
    /// The text with trailing blank lines collapsed into one final newline.
    var withSingleTrailingNewline: String {
        var text = self
        while text.last?.isNewline == true { text.removeLast() }
        return text + "\n"
    }
}
