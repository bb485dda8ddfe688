import Foundation

/// Where the app names a flow's stack view and its screens alike (`HomeView` creates and shows
/// `HomeCoordinator`; screens are `{Name}View` too), a new flow's stack view and its first screen would
/// both be `ZebraView`, a redeclaration. The stack view keeps the app's name, which is how the flow is
/// shown, and the first screen is named `{Name}ContentView` instead, with a note saying so.
enum FlowViewNameClash {
    /// The screen pattern a new flow's first screen takes where `stackView` is the name the app's screen
    /// pattern gives it; nil where the names differ.
    static func screenPattern(for request: CoordinatorRequest, stackView: String) -> String? {
        let conventions = request.conventions
        guard stackView == conventions.screenClass else { return nil }
        return renamedPattern(request.shape.naming.screen)
    }

    /// The screen pattern a first screen takes where its name clashes with its flow's view:
    /// `{Name}View` → `{Name}ContentView`, `{Name}Screen` → `{Name}ScreenContent`.
    static func renamedPattern(_ pattern: String) -> String? {
        let suffix = pattern.hasSuffix("View") ? "ContentView" : "Content"
        let renamed = pattern.hasSuffix("View") ? String(pattern.dropLast("View".count)) + suffix : pattern + suffix
        return renamed == pattern ? nil : renamed
    }

    /// The first screen `new coordinator` wrote for a flow whose view is `stackView`, where the two
    /// names clashed and the screen was renamed (what `remove` and `rename` look for); nil otherwise.
    static func renamedFirstScreen(ofFlow stem: String, stackView: String, screenPattern: String) -> String? {
        guard stackView == NamingScheme.apply(screenPattern, to: stem), let renamed = renamedPattern(screenPattern) else { return nil }
        return NamingScheme.apply(renamed, to: stem)
    }

    /// `request` with the first screen named by `pattern`.
    static func request(_ request: CoordinatorRequest, screenPattern pattern: String) -> CoordinatorRequest {
        var shape = request.shape
        shape.naming.screen = pattern
        let app = request.files.app
        let files = SourceFileRenderer(
            renderer: request.files.renderer,
            app: RenderContext.App(
                projectName: app.projectName, moduleName: app.moduleName, organization: app.organization, style: app.style, shape: shape),
            headerTemplate: request.files.headerTemplate)
        var adapted = CoordinatorRequest(
            project: request.project, files: files, options: request.options, name: request.name, parent: request.parent)
        adapted.near = request.near
        adapted.visibility = request.visibility
        return adapted
    }

    static func note(stackView: String, screen: String) -> String {
        "the flow's view and its first screen would both be \(stackView) (naming.screen and shape.routes.flows.view in \(Project.configFileName)): the first screen is \(screen)"
    }
}
