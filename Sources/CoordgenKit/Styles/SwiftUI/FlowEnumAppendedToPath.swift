/// A screen pushed by appending its case to a `NavigationPath` (`navigationPath.append(
/// SettingsDestination.giraffe)`) where each flow names its enum after itself (`{Name}Destination`): the
/// case is spelled with the enum of the coordinator's flow, not of the screen's name, since a
/// `NavigationPath` appends any `Hashable` and gives `.giraffe` no type to be read against.
extension SwiftUIStyle {
    /// `request` rendered with the routes resolved for the flow of the coordinator it names, where the
    /// screen's method appends to a `NavigationPath` a case of a per-flow enum; nil otherwise.
    func screenRequestWithFlowEnum(_ request: ScreenRequest, routes: RouteShape) throws -> ScreenRequest? {
        guard routes.enumIsPattern, routes.appendsInPlace, routes.navigator.type == "NavigationPath" else { return nil }
        var sources = ProjectSources(project: request.project)
        var scratch = Plan(root: request.project.root)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &scratch)
        var shape = request.files.app.shape
        shape.protocol.routes = routes.resolved(forFlow: coordinator.flow)
        return request.withShape(shape)
    }
}
