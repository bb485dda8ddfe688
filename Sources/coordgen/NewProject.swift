import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen.New {
    struct NewProject: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "project",
            abstract: "Create an app skeleton with an AppCoordinator at the root.",
            discussion: """
                Creates <dir>/<Name>/ with .coordgen.yml, the Coordinator protocol, CoordinatorFinishDelegate,
                CoordinatorType, AppCoordinator, AppDelegate and SceneDelegate, a Home screen, Info.plist
                (scene manifest, no storyboard) and a unit test. An existing folder is never written into.

                Example: coordgen new project Hotel --bundle-id com.acme.hotel --organization "Acme Inc."
                """
        )

        @Argument(help: "The app's name, which is also its module name, e.g. Hotel.")
        var name: String

        @Option(help: ArgumentHelp("The folder to create the project folder in.", valueName: "dir"))
        var output: String = "."

        @Option(help: ArgumentHelp("The app's bundle identifier (default: com.example.<name>).", valueName: "id"))
        var bundleId: String?

        @Option(help: ArgumentHelp("The organization named in file headers.", valueName: "org"))
        var organization: String?

        @Option(help: ArgumentHelp("The shape of the generated code: \(Style.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "style"))
        var style: Style = .uikit

        @OptionGroup var planOptions: PlanOptions

        func run() throws {
            let outputDirectory = FileManager.default.absoluteURL(forPath: output)
            let plan = try ProjectGenerator().plan(ProjectOptions(
                name: name, outputDirectory: outputDirectory, bundleIdentifier: bundleId,
                organization: organization, style: style, templatesDirectory: planOptions.templatesDirectory
            ))
            try planOptions.run(plan)
        }
    }
}

extension Style: ExpressibleByArgument {}
