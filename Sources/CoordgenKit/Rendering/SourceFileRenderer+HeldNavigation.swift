extension SourceFileRenderer {
    /// The same renderer, for a coordinator that shows its screens on `navigation`, a stack its class
    /// holds where the app's protocol declares none (``HeldNavigationStack``).
    func showingScreens(on navigation: PropertyRequirement) -> SourceFileRenderer {
        var shape = app.shape
        shape.protocol.navigation = navigation
        return SourceFileRenderer(
            renderer: renderer,
            app: RenderContext.App(
                projectName: app.projectName, moduleName: app.moduleName, organization: app.organization, style: app.style,
                shape: shape),
            headerTemplate: headerTemplate)
    }
}
