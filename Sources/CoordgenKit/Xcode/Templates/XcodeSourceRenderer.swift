/// Renders coordgen's templates for Xcode through the CLI's own renderer, with Xcode's macros as the
/// values: the header becomes `//___FILEHEADER___`, the project and organization names become the
/// macros Xcode fills in, and each template passes its own macros for the flow's name.
struct XcodeSourceRenderer {
    let files: SourceFileRenderer

    /// - Parameters:
    ///   - projectName: the macro for the project's name: `___PACKAGENAMEASIDENTIFIER___` in a project
    ///     template, `___PROJECTNAME___` in a file template.
    ///   - xcode: the Xcode release the templates are for: the code follows its App template's
    ///     concurrency settings, as `coordgen new project --xcode` does.
    init(library: TemplateLibrary, style: Style, projectName: String, xcode: XcodeVersion) {
        var shape = AppShape.builtIn(for: style, projectName: projectName)
        shape.concurrency = xcode.concurrency
        files = SourceFileRenderer(
            renderer: TemplateRenderer(library: library),
            app: RenderContext.App(
                projectName: projectName, moduleName: projectName, organization: XcodeMacro.organizationName, style: style, shape: shape),
            headerTemplate: XcodeMacro.fileHeaderLine
        )
    }

    /// The file template `role` about `subject`, its file named `fileName` (which may hold macros).
    func render(_ role: TemplateID.Role, fileName: String, subject: RenderContext.Subject) throws(TemplateError) -> String {
        try files.renderFile(role, fileName: fileName, subject: subject)
    }

    /// The flow or screen a template is about, named by the option `productName`. Xcode cannot split
    /// `SignUp` into words, so the title is the name itself (the CLI writes "Sign Up"), and it cannot
    /// lower-case it, so the case name comes from a field of its own where a template has one.
    static func flowSubject(caseName: String? = nil, presentsModally: Bool = false) -> RenderContext.Subject {
        RenderContext.Subject(
            name: flowName, title: flowName, caseName: caseName ?? "", caseIdentifier: caseName ?? "", presentsModally: presentsModally)
    }

    /// The flow's or screen's name as a Swift identifier: `___VARIABLE_productName:identifier___`.
    static let flowName = XcodeMacro.variable("productName", modifiers: [XcodeMacro.identifier])
}
