import Foundation

/// Renders the templates of one project: it builds each template's `RenderContext` from the app's
/// names, the file's header and what the file is about.
public struct SourceFileRenderer: Sendable {
    let renderer: TemplateRenderer
    let app: RenderContext.App
    /// The header template (from `.coordgen.yml`, or `ProjectConfig.defaultHeader`).
    let headerTemplate: String
    /// The values of each subject rendered, computed once (the app's shape is this renderer's alone).
    private let valuesCache = RenderValuesCache()

    init(renderer: TemplateRenderer, app: RenderContext.App, headerTemplate: String?) {
        self.renderer = renderer
        self.app = app
        self.headerTemplate = headerTemplate ?? ProjectConfig.defaultHeader
    }

    /// The renderer for an existing project, honouring its header and templates folder
    /// (`templatesOverride`, from `--templates`, wins over the config's `templates:`).
    public init(project: Project, templatesOverride: URL? = nil) throws(TemplateError) {
        // `--templates` may name any folder; `templates:` comes with the project and stays inside it.
        let library =
            if let templatesOverride {
                try TemplateLibrary(userDirectory: templatesOverride)
            } else {
                try TemplateLibrary(userDirectory: project.templatesDirectory, confinedTo: project.root)
            }
        self.init(
            renderer: TemplateRenderer(library: library),
            app: RenderContext.App(
                projectName: project.config.name, moduleName: project.shape.module,
                organization: project.config.organization, style: project.config.style, shape: project.shape),
            headerTemplate: project.config.header)
    }

    var style: Style { app.style }

    /// The app's conventions applied to `subject`, as the templates about it see them.
    func conventions(for subject: RenderContext.Subject) -> RenderContext.Conventions {
        valuesCache.conventions(for: subject, shape: app.shape)
    }

    /// Renders the file template `role` for a file named `fileName`. The result always ends with exactly
    /// one newline.
    func renderFile(
        _ role: TemplateID.Role, fileName: String, subject: RenderContext.Subject? = nil, firstFlows: [String] = []
    ) throws(TemplateError) -> String {
        var context = RenderContext(app: app, subject: subject, firstFlows: firstFlows)
        context.file = (fileName, try header(for: fileName))
        // Snippets need no such step: the inserter indents them like the members around them.
        return app.shape.format.reindenting(try render(role, context).withoutStrayBlankLines)
    }

    /// Renders a snippet template (a declaration to insert into an existing file) about `subject`.
    func renderSnippet(_ role: TemplateID.Role, subject: RenderContext.Subject) throws(TemplateError) -> String {
        try render(role, RenderContext(app: app, subject: subject))
    }

    /// The header comment for `fileName`, without a trailing newline.
    func header(for fileName: String) throws(TemplateError) -> String {
        try header(fileName: fileName, projectName: app.projectName)
    }

    /// The header for Xcode's `IDETemplateMacros.plist`: file and project names as Xcode's macros,
    /// without the leading `//` that Xcode's own `//___FILEHEADER___` line supplies.
    func xcodeFileHeader() throws(TemplateError) -> String {
        let header = try header(fileName: "___FILENAME___", projectName: "___PROJECTNAME___")
        return header.hasPrefix("//") ? String(header.dropFirst(2)) : header
    }

    private func render(_ role: TemplateID.Role, _ context: RenderContext) throws(TemplateError) -> String {
        try renderer.render(TemplateID(style, role), context: values(of: context)).withSingleTrailingNewline
    }

    /// `context.values`, the subject's part computed once per subject.
    private func values(of context: RenderContext) -> [String: any Sendable] {
        context.addingFileValues(to: valuesCache.subjectValues(of: context))
    }

    private func header(fileName: String, projectName: String) throws(TemplateError) -> String {
        var values = valuesCache.subjectValues(of: RenderContext(app: app))
        values["fileName"] = fileName
        values["projectName"] = projectName
        let rendered = try renderer.render(text: headerTemplate, name: "the header in \(Project.configFileName)", context: values)
        var lines = rendered.splitLines().map(String.init)
        while lines.last?.trimmingWhitespace().isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
