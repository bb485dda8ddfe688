/// Renders coordgen's templates for Xcode through the CLI's own renderer, with Xcode's macros as the
/// values: the header becomes `//___FILEHEADER___`, the project and organization names become the
/// macros Xcode fills in, and each template passes its own macros for the flow's name.
struct XcodeSourceRenderer {
    let files: SourceFileRenderer

    /// - Parameter projectName: the macro for the project's name: `___PACKAGENAMEASIDENTIFIER___` in a
    ///   project template, `___PROJECTNAME___` in a file template.
    init(library: TemplateLibrary, style: Style, projectName: String) {
        files = SourceFileRenderer(
            renderer: TemplateRenderer(library: library), style: style, projectName: projectName,
            organization: XcodeMacro.organizationName, headerTemplate: XcodeMacro.fileHeaderLine
        )
    }

    /// The file template `role` rendered with `values`, its file named `fileName` (which may hold macros).
    func render(_ role: TemplateID.Role, fileName: String, values: [String: any Sendable] = [:]) throws(TemplateError) -> String {
        try files.renderFile(role, fileName: fileName, values: values)
    }

    /// The values that name a flow or screen, all from the option `productName`. Xcode cannot split
    /// `SignUp` into words, so the title is the name itself (the CLI writes "Sign Up").
    static var flowNameValues: [String: any Sendable] {
        ["name": flowName, "title": flowName]
    }

    /// The flow's or screen's name as a Swift identifier: `___VARIABLE_productName:identifier___`.
    static let flowName = XcodeMacro.variable("productName", modifiers: [XcodeMacro.identifier])
}
