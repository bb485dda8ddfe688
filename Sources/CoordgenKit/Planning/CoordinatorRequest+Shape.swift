extension CoordinatorRequest {
    /// The same request rendered with `shape` instead of the recorded one: what generation decided for
    /// this flow alone (a router or a stack it is given), never written back to `.coordgen.yml`.
    func with(shape: AppShape) -> CoordinatorRequest {
        let app = files.app
        let files = SourceFileRenderer(
            renderer: files.renderer,
            app: RenderContext.App(
                projectName: app.projectName, moduleName: app.moduleName, organization: app.organization, style: app.style, shape: shape),
            headerTemplate: files.headerTemplate)
        var adapted = CoordinatorRequest(project: project, files: files, options: options, name: name, parent: parent)
        adapted.near = near
        adapted.visibility = visibility
        return adapted
    }
}
