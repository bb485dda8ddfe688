import Foundation

/// A new screen as a style plans it.
struct ScreenRequest {
    let project: Project
    let files: SourceFileRenderer
    let options: ScreenOptions
    let name: FlowName
    /// The coordinator that shows the screen.
    let coordinator: FlowName

    /// What the screen's templates are about.
    var subject: RenderContext.Subject { RenderContext.Subject(name, presentsModally: options.presentsModally) }

    /// `pushTo<Name>()` or `present<Name>()`.
    var method: String { options.presentsModally ? "present\(name.typeStem)()" : "pushTo\(name.typeStem)()" }

    /// The snippet of the method that shows the screen.
    var methodRole: TemplateID.Role { options.presentsModally ? .presentScreen : .pushScreen }

    /// Plans the screen's own file.
    func planScreenFile(_ screen: ScreenKind, into plan: inout Plan) throws {
        let url = project.url(for: project.config.paths.screens).appendingPathComponent("\(name.typeStem)\(screen.typeSuffix).swift")
        let text = try files.renderFile(screen.role, fileName: url.lastPathComponent, subject: subject)
        plan.add(FilePlanner(overwriteExisting: options.overwrite).planWrite(text, to: url, in: plan))
    }
}
