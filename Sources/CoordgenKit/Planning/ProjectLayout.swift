/// Where a new project's files go, by path relative to the project folder. Each style lists the files it
/// starts with (`StyleDefinition.projectFiles(in:)`); `new project` and the Xcode project template both
/// read that list, so they cannot drift apart.
struct ProjectLayout {
    /// One file of a new project.
    struct File {
        let role: TemplateID.Role
        /// Relative to the project folder: `Hotel/Coordinators/AppCoordinator.swift`.
        let path: String
        /// The flow or screen it is about, if any.
        var subject: RenderContext.Subject?
        /// The router style's first flows, for its factories.
        var firstFlows: [String] = []

        /// The file's name, the last part of its path.
        var fileName: String { String(path.split(separator: "/").last ?? "") }
    }

    /// The first screen every new project shows.
    static let firstScreenName = "Home"

    /// The folders a new project's `.coordgen.yml` names (`ProjectGenerator.config` records them) and the
    /// Xcode project template lays out.
    static func defaultPaths(projectName: String) -> ProjectConfig.Paths {
        ProjectConfig.Paths(
            coordinators: "\(projectName)/Coordinators", screens: "\(projectName)/Screens", tests: "\(projectName)Tests",
            coordinatorType: nil)
    }

    let projectName: String
    /// The framework of the project's tests.
    var testing: TestingFramework = .newProjectDefault
    /// The folders `.coordgen.yml` names, relative to the project folder.
    let paths: ProjectConfig.Paths

    /// The app's own folder, which holds its sources and Info.plist.
    var appFolder: String { projectName }

    func inApp(_ path: String) -> String { "\(appFolder)/\(path)" }
    func inCoordinators(_ fileName: String) -> String { "\(paths.coordinators)/\(fileName)" }
    func inScreens(_ fileName: String) -> String { "\(paths.screens)/\(fileName)" }
    func inTests(_ fileName: String) -> String { "\(paths.tests)/\(fileName)" }

    /// The file that declares `enum CoordinatorType`, where the config names one.
    var coordinatorTypeFile: String {
        paths.coordinatorType ?? inCoordinators("CoordinatorType.swift")
    }

    /// The app coordinator's test, in the project's test framework.
    var appCoordinatorTests: File {
        File(role: testing.appCoordinatorTestsRole, path: inTests("AppCoordinatorTests.swift"))
    }

    /// The UIKit styles' entry points: `AppDelegate` and the `SceneDelegate` that starts `AppCoordinator`.
    var sceneDelegateFiles: [File] {
        [
            File(role: .appDelegate, path: inApp("App/AppDelegate.swift")),
            File(role: .sceneDelegate, path: inApp("App/SceneDelegate.swift")),
        ]
    }

    /// The files a new project of `style` starts with.
    func files(for style: Style) throws -> [File] {
        try style.definition.projectFiles(in: self)
    }
}
