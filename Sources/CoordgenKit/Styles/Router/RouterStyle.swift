/// The `router` style: UIKit coordinators that navigate through a `Router` and build screens and
/// children through factories; a child reports its end through an `onFinish` closure.
struct RouterStyle: StyleDefinition {
    /// The flows a router-style app starts with: `AppCoordinator` shows onboarding once, then home.
    static let firstFlows = ["Onboarding", "Home"]

    var summary: String { "UIKit coordinators with a Router, factories and onFinish closures" }

    var minimumDeploymentMajor: Int { DeploymentTarget.minimumMajor }
    var usesSceneDelegate: Bool { true }
    var screen: ScreenKind { ScreenKind(role: .screen, typeSuffix: "ViewController", noun: "view controller") }

    var roles: [TemplateID.Role] {
        [
            .coordinatorProtocol, .baseCoordinator, .finishOutput, .router, .viewControllerFactory, .coordinatorFactory,
            .appCoordinator, .appDelegate, .sceneDelegate, .appCoordinatorTests, .appCoordinatorSwiftTests, .coordinator,
            .coordinatorTests, .coordinatorSwiftTests, .screen, .openCoordinator, .pushScreen, .presentScreen, .makeCoordinator,
            .makeViewController,
        ]
    }

    /// The app delegate and the view controller are the uikit style's, word for word.
    var sharedTemplates: [TemplateID.Role: Style] { [.appDelegate: .uikit, .screen: .uikit] }

    func projectFiles(in layout: ProjectLayout) throws -> [ProjectLayout.File] {
        let flows = try Self.firstFlows.map { try FlowName(parsing: $0) }
        let flowNames = flows.map(\.typeStem)
        var files =
            layout.sceneDelegateFiles + [
                ProjectLayout.File(role: .coordinatorProtocol, path: layout.inCoordinators("Coordinator.swift")),
                ProjectLayout.File(role: .baseCoordinator, path: layout.inCoordinators("BaseCoordinator.swift")),
                ProjectLayout.File(role: .finishOutput, path: layout.inCoordinators("CoordinatorFinishOutput.swift")),
                ProjectLayout.File(role: .appCoordinator, path: layout.inCoordinators("AppCoordinator.swift")),
                ProjectLayout.File(role: .router, path: layout.inApp("Routing/Router.swift")),
                ProjectLayout.File(
                    role: .viewControllerFactory, path: layout.inApp("Factories/ViewControllerFactory.swift"), firstFlows: flowNames),
                ProjectLayout.File(
                    role: .coordinatorFactory, path: layout.inApp("Factories/CoordinatorFactory.swift"), firstFlows: flowNames),
                layout.appCoordinatorTests,
            ]
        for flow in flows {
            files.append(
                ProjectLayout.File(
                    role: .coordinator, path: layout.inCoordinators("\(flow.typeStem)Coordinator.swift"), subject: .init(flow)))
            files.append(
                ProjectLayout.File(role: .screen, path: layout.inScreens("\(flow.typeStem)ViewController.swift"), subject: .init(flow)))
        }
        return files
    }

    // MARK: Xcode templates

    var xcodeGroupName: String { "Coordinator Router (coordgen)" }
    var projectTemplateIdentifier: String { "com.coordgen.dt.unit.coordinatorRouterApp" }

    func projectTemplateDescription(addFlows: String) -> String {
        "An iOS app built on the Coordinator pattern with a Router and factories, as `coordgen new project --style router` makes it: the SceneDelegate starts AppCoordinator, the root of the coordinator tree, which runs the Onboarding flow on the first launch and the Home flow after. Screens are built by ViewControllerFactory and shown through Router, which also releases a flow the user leaves with Back or a swipe. \(addFlows)"
    }

    var screenTemplateDescription: String {
        "A view controller that shows its content and reports what the user did through onFinish; its coordinator decides what comes next. ViewControllerFactory+<Name>.swift supplies make<Name>ViewController() to every factory, since Xcode cannot edit the factories. Show it from a coordinator with factory.make<Name>ViewController() and router.push or router.present; `coordgen new screen <Name> --coordinator <C>` declares the factory method and adds pushTo<Name>() or present<Name>() for you."
    }

    func coordinatorFileTemplate(library: TemplateLibrary, xcode: XcodeVersion) throws -> XcodeTemplateBundle {
        try RouterCoordinatorFileTemplate.bundle(library: library, xcode: xcode)
    }

    /// `ViewControllerFactory+<Name>.swift`, so the screen compiles without editing the factories.
    func screenTemplateCompanions(renderer: XcodeSourceRenderer) throws -> [(path: String, text: String)] {
        [(RouterFactoryExtension.fileName, try RouterFactoryExtension.render(with: renderer))]
    }
}
