/// The `uikit` style: delegate-based UIKit coordinators with a `Coordinator` protocol, a finish delegate
/// and a `CoordinatorType` enum, as in the pattern's best-known write-ups.
struct UIKitStyle: StyleDefinition {
    var summary: String { "UIKit coordinators with a finish delegate and a CoordinatorType enum (default)" }

    var minimumDeploymentMajor: Int { DeploymentTarget.minimumMajor }
    var usesSceneDelegate: Bool { true }
    var screen: ScreenKind { ScreenKind(role: .screen, typeSuffix: "ViewController", noun: "view controller") }

    var roles: [TemplateID.Role] {
        [
            .coordinatorProtocol, .finishDelegate, .coordinatorType, .appCoordinator, .appDelegate, .sceneDelegate,
            .appCoordinatorTests, .appCoordinatorSwiftTests, .coordinator, .coordinatorTests, .coordinatorSwiftTests, .screen,
            .openCoordinator,
            .pushScreen, .presentScreen, .finishDelegateConformance, .parentFinishMethod,
            .flowDelegateConformance,
        ]
    }

    func projectFiles(in layout: ProjectLayout) throws -> [ProjectLayout.File] {
        let home = try FlowName(parsing: ProjectLayout.firstScreenName)
        return layout.sceneDelegateFiles + [
            ProjectLayout.File(role: .coordinatorProtocol, path: layout.inCoordinators("Coordinator.swift")),
            ProjectLayout.File(role: .finishDelegate, path: layout.inCoordinators("CoordinatorFinishDelegate.swift")),
            ProjectLayout.File(role: .coordinatorType, path: layout.coordinatorTypeFile),
            ProjectLayout.File(role: .appCoordinator, path: layout.inCoordinators("AppCoordinator.swift")),
            ProjectLayout.File(role: .screen, path: layout.inScreens("HomeViewController.swift"), subject: .init(home)),
            layout.appCoordinatorTests,
        ]
    }

    // MARK: Xcode templates

    /// The name the first release installed, so existing installs stay coordgen's.
    var xcodeGroupName: String { "Coordinator (coordgen)" }
    /// The identifier of the first release.
    var projectTemplateIdentifier: String { "com.coordgen.dt.unit.coordinatorApp" }

    func projectTemplateDescription(addFlows: String) -> String {
        "An iOS app built on the Coordinator pattern, as `coordgen new project` makes it: the SceneDelegate starts AppCoordinator, the root of the coordinator tree, which shows the Home screen. \(addFlows)"
    }

    var screenTemplateDescription: String {
        "A view controller that shows its content and reports what the user did through onFinish; its coordinator decides what comes next. Show it from a coordinator with pushTo<Name>() or present<Name>(); `coordgen new screen <Name> --coordinator <C>` also adds that method for you."
    }

    func coordinatorFileTemplate(library: TemplateLibrary, xcode: XcodeVersion) throws -> XcodeTemplateBundle {
        try UIKitCoordinatorFileTemplate.bundle(library: library, xcode: xcode)
    }
}
