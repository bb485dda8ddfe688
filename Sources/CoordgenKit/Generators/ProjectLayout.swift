import Foundation

/// The source files a new project of each style starts with: which template, where it goes, and the
/// values it gets on top of the shared ones.
struct ProjectLayout {
    struct File {
        let role: TemplateID.Role
        let url: URL
        var values: [String: any Sendable] = [:]
    }

    /// The flows a router-style app starts with: `AppCoordinator` shows onboarding once, then home.
    static let routerFirstFlows = ["Onboarding", "Home"]

    let project: Project
    let style: Style

    /// The first screen every new project shows.
    static let firstScreenName = "Home"

    func files() throws -> [File] {
        let paths = project.config.paths
        let app = project.root.appendingPathComponent(project.config.name)
        let coordinators = project.url(for: paths.coordinators)
        let screens = project.url(for: paths.screens)
        let tests = project.url(for: paths.tests)
        let testsRole = project.config.testingFramework.appCoordinatorTestsRole
        // The UIKit styles' entry points; a SwiftUI app has an `App` instead.
        let delegates = [
            File(role: .appDelegate, url: app.appendingPathComponent("App/AppDelegate.swift")),
            File(role: .sceneDelegate, url: app.appendingPathComponent("App/SceneDelegate.swift")),
        ]
        switch style {
        case .uikit:
            let home = try FlowName(parsing: Self.firstScreenName)
            return delegates + [
                File(role: .coordinatorProtocol, url: coordinators.appendingPathComponent("Coordinator.swift")),
                File(role: .finishDelegate, url: coordinators.appendingPathComponent("CoordinatorFinishDelegate.swift")),
                File(
                    role: .coordinatorType,
                    url: project.url(for: paths.coordinatorType ?? "\(project.config.name)/Coordinators/CoordinatorType.swift")),
                File(role: .appCoordinator, url: coordinators.appendingPathComponent("AppCoordinator.swift")),
                File(
                    role: .screen, url: screens.appendingPathComponent("HomeViewController.swift"),
                    values: ScreenGenerator.values(for: home)),
                File(role: testsRole, url: tests.appendingPathComponent("AppCoordinatorTests.swift")),
            ]
        case .router:
            let flows = try Self.routerFirstFlows.map { try FlowName(parsing: $0) }
            let flowValues: [String: any Sendable] = ["flows": flows.map(\.typeStem)]
            var files =
                delegates + [
                    File(role: .coordinatorProtocol, url: coordinators.appendingPathComponent("Coordinator.swift")),
                    File(role: .baseCoordinator, url: coordinators.appendingPathComponent("BaseCoordinator.swift")),
                    File(role: .finishOutput, url: coordinators.appendingPathComponent("CoordinatorFinishOutput.swift")),
                    File(role: .appCoordinator, url: coordinators.appendingPathComponent("AppCoordinator.swift")),
                    File(role: .router, url: app.appendingPathComponent("Routing/Router.swift")),
                    File(
                        role: .viewControllerFactory, url: app.appendingPathComponent("Factories/ViewControllerFactory.swift"),
                        values: flowValues),
                    File(
                        role: .coordinatorFactory, url: app.appendingPathComponent("Factories/CoordinatorFactory.swift"), values: flowValues
                    ),
                    File(role: testsRole, url: tests.appendingPathComponent("AppCoordinatorTests.swift")),
                ]
            for flow in flows {
                files.append(
                    File(
                        role: .coordinator, url: coordinators.appendingPathComponent("\(flow.typeStem)Coordinator.swift"),
                        values: CoordinatorRecipeValues.values(for: flow, presentsModally: false)))
                files.append(
                    File(
                        role: .screen, url: screens.appendingPathComponent("\(flow.typeStem)ViewController.swift"),
                        values: ScreenGenerator.values(for: flow)))
            }
            return files
        case .swiftui:
            let home = try FlowName(parsing: Self.firstScreenName)
            let navigation = app.appendingPathComponent("Navigation")
            return [
                File(role: .swiftUIApp, url: app.appendingPathComponent("App/\(project.config.name)App.swift")),
                File(role: .coordinatorProtocol, url: coordinators.appendingPathComponent("Coordinator.swift")),
                File(role: .baseCoordinator, url: coordinators.appendingPathComponent("BaseCoordinator.swift")),
                File(role: .appCoordinator, url: coordinators.appendingPathComponent("AppCoordinator.swift")),
                File(role: .navigator, url: navigation.appendingPathComponent("Navigator.swift")),
                File(role: .presentation, url: navigation.appendingPathComponent("Presentation.swift")),
                File(role: .coordinatorStack, url: navigation.appendingPathComponent("CoordinatorStack.swift")),
                File(role: .flowRoot, url: navigation.appendingPathComponent("FlowRoot.swift")),
                File(role: .view, url: screens.appendingPathComponent("HomeView.swift"), values: ScreenGenerator.values(for: home)),
                File(role: testsRole, url: tests.appendingPathComponent("AppCoordinatorTests.swift")),
            ]
        }
    }
}

/// The template values of a coordinator, shared by `new coordinator` and the project skeletons.
enum CoordinatorRecipeValues {
    static func values(for name: FlowName, presentsModally: Bool) -> [String: any Sendable] {
        var values = ScreenGenerator.values(for: name)
        values["caseName"] = name.caseName
        values["caseIdentifier"] = name.caseIdentifier
        values["presentsModally"] = presentsModally
        values["includesScreen"] = true
        return values
    }
}
