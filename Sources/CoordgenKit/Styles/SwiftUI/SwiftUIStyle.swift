/// The `swiftui` style (iOS 16+): each flow maps its `Destination` enum to views and moves through a
/// `NavigationStack` path, sheets and full-screen covers held by a shared `Navigator`.
struct SwiftUIStyle: StyleDefinition {
    var summary: String { "SwiftUI coordinators over a NavigationStack, with a Destination enum per flow (iOS 16+)" }

    /// `NavigationStack` needs iOS 16.
    var minimumDeploymentMajor: Int { 16 }
    var usesSceneDelegate: Bool { false }
    var screen: ScreenKind { ScreenKind(role: .view, typeSuffix: "View", noun: "view") }

    var roles: [TemplateID.Role] {
        [
            .swiftUIApp, .coordinatorProtocol, .baseCoordinator, .appCoordinator, .navigator, .presentation,
            .coordinatorStack, .flowRoot, .appCoordinatorTests, .appCoordinatorSwiftTests, .coordinator, .coordinatorTests,
            .coordinatorSwiftTests,
            .view, .openCoordinator, .pushScreen, .presentScreen, .screenDestination, .flowDestination,
            .ownStackCoordinator, .ownStackCoordinatorView, .openOwnStackCoordinator, .presentOwnStackFlow, .flagCoordinator,
            .flagCoordinatorView, .heldChildCoordinator, .heldChildCoordinatorView, .itemCoordinator, .itemCoordinatorView, .itemScreen,
            .itemViewModel,
        ]
    }

    func projectFiles(in layout: ProjectLayout) throws -> [ProjectLayout.File] {
        let home = try FlowName(parsing: ProjectLayout.firstScreenName)
        return [
            ProjectLayout.File(role: .swiftUIApp, path: layout.inApp("App/\(layout.projectName)App.swift")),
            ProjectLayout.File(role: .coordinatorProtocol, path: layout.inCoordinators("Coordinator.swift")),
            ProjectLayout.File(role: .baseCoordinator, path: layout.inCoordinators("BaseCoordinator.swift")),
            ProjectLayout.File(role: .appCoordinator, path: layout.inCoordinators("AppCoordinator.swift")),
            ProjectLayout.File(role: .navigator, path: layout.inApp("Navigation/Navigator.swift")),
            ProjectLayout.File(role: .presentation, path: layout.inApp("Navigation/Presentation.swift")),
            ProjectLayout.File(role: .coordinatorStack, path: layout.inApp("Navigation/CoordinatorStack.swift")),
            ProjectLayout.File(role: .flowRoot, path: layout.inApp("Navigation/FlowRoot.swift")),
            ProjectLayout.File(role: .view, path: layout.inScreens("HomeView.swift"), subject: .init(home)),
            layout.appCoordinatorTests,
        ]
    }

    // MARK: Xcode templates

    var xcodeGroupName: String { "Coordinator SwiftUI (coordgen)" }
    var projectTemplateIdentifier: String { "com.coordgen.dt.unit.coordinatorSwiftUIApp" }

    func projectTemplateDescription(addFlows: String) -> String {
        "A SwiftUI app (iOS 16 or later) built on the Coordinator pattern, as `coordgen new project --style swiftui` makes it: the App shows AppCoordinator, the root of the coordinator tree, in a NavigationStack whose path its Navigator holds, with the Home screen at the root. Each flow lists what it shows in its Destination enum and builds the views in view(for:); a flow the user leaves with Back, or whose sheet is swiped down, is released. \(addFlows)"
    }

    var screenTemplateDescription: String {
        "A SwiftUI view that shows its content and reports what the user did through onFinish; its coordinator decides what comes next. Xcode cannot edit the coordinator: to show the screen, add a case for it to the coordinator's Destination enum, that case's <Name>View to view(for:) (popping or dismissing in onFinish), and pushTo<Name>() or present<Name>() calling push or present with the case. `coordgen new screen <Name> --coordinator <C>` makes all three edits for you."
    }

    func coordinatorFileTemplate(library: TemplateLibrary, xcode: XcodeVersion) throws -> XcodeTemplateBundle {
        try SwiftUICoordinatorFileTemplate.bundle(library: library, xcode: xcode)
    }
}
