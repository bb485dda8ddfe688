import Foundation

/// Everything that differs between styles, behind one seam. Each style's folder under `Styles/` has one
/// conformer; the generators, the planner and the Xcode exporter only talk to this protocol.
protocol StyleDefinition: Sendable {
    // MARK: Naming and documentation

    /// One line for `--help` and `templates list`.
    var summary: String { get }

    // MARK: The app

    /// The oldest iOS the generated code runs on.
    var minimumDeploymentMajor: Int { get }
    /// Whether the app starts from a UIKit `SceneDelegate` named in Info.plist's scene manifest, rather
    /// than a SwiftUI `App`, which makes its own scene.
    var usesSceneDelegate: Bool { get }
    /// The templates this style has; the built-in set must provide every one.
    var roles: [TemplateID.Role] { get }
    /// Roles whose template text is another style's, read from that style's folder rather than copied.
    var sharedTemplates: [TemplateID.Role: Style] { get }
    /// What a screen is: its template and the suffix of its type (`DetailsViewController`, `DetailsView`).
    var screen: ScreenKind { get }
    /// The coordinator protocol the style's projects declare: the default profile that `new project`
    /// records in `.coordgen.yml`, and that generation follows when a config has no `shape:` of its own.
    var builtInProtocol: ProtocolShape { get }
    /// How a flow's protocol is named (`{Name}CoordinatorProtocol`), if the style gives flows one.
    var flowProtocolPattern: String? { get }
    /// Why the style's templates cannot write code of `shape` (a value they cannot express yet), if they
    /// cannot: one line naming the `.coordgen.yml` key, so a recorded shape is never silently ignored.
    /// `use` says what is written: a new screen is refused only for what a screen needs (``ShapeUse``).
    func shapeProblem(_ shape: AppShape, for use: ShapeUse) -> String?
    /// The source files a new project starts with, by path relative to the project folder.
    func projectFiles(in layout: ProjectLayout) throws -> [ProjectLayout.File]

    // MARK: Generation

    /// Plans a new coordinator (its files and the edits that wire it in) into `plan`.
    func planCoordinator(_ request: CoordinatorRequest, into plan: inout Plan) throws
    /// Plans a new screen into `plan`; returns the method that shows it (`pushToDetails()`) and the class
    /// that got it.
    func planScreen(_ request: ScreenRequest, into plan: inout Plan) throws -> (method: String, coordinatorClass: String)

    // MARK: Xcode templates

    /// The group folder under `File Templates` and `Project Templates`.
    var xcodeGroupName: String { get }
    /// The project template's identifier, unique per style.
    var projectTemplateIdentifier: String { get }
    /// What New Project shows under the Coordinator App template; `addFlows` says how to add flows.
    func projectTemplateDescription(addFlows: String) -> String
    /// What New File shows under the Screen template.
    var screenTemplateDescription: String { get }
    /// The style's Coordinator file template.
    func coordinatorFileTemplate(library: TemplateLibrary, xcode: XcodeVersion) throws -> XcodeTemplateBundle
    /// Files the Screen template adds beside the screen (the router style's factory extension).
    func screenTemplateCompanions(renderer: XcodeSourceRenderer) throws -> [(path: String, text: String)]
}

extension StyleDefinition {
    /// Why the templates cannot write a new flow of `shape`, if they cannot.
    func shapeProblem(_ shape: AppShape) -> String? { shapeProblem(shape, for: .flow) }

    var sharedTemplates: [TemplateID.Role: Style] { [:] }

    func screenTemplateCompanions(renderer: XcodeSourceRenderer) throws -> [(path: String, text: String)] { [] }

    /// The folder under `Templates/` that holds this style's template for `role`.
    func templateFolder(for role: TemplateID.Role, of style: Style) -> Style {
        sharedTemplates[role] ?? style
    }
}
