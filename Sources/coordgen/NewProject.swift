import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen.New {
    struct NewProject: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "project",
            abstract: "Create an app skeleton with an AppCoordinator at the root.",
            discussion: """
                Creates <dir>/<Name>/ with .coordgen.yml, the Coordinator protocol, CoordinatorFinishDelegate, CoordinatorType, AppCoordinator, AppDelegate and SceneDelegate, a Home screen, Info.plist (the scene manifest; Xcode generates the rest), an asset catalog with AppIcon and AccentColor, a unit test (Swift Testing unless --testing xctest), and <Name>.xcodeproj with app and test targets and a shared scheme: open it, press Run, then ⌘U. An existing folder is never written into.

                That is the uikit style; --style router adds a Router and factories, and --style swiftui makes a SwiftUI App whose coordinators drive a NavigationStack (iOS 16 or later).

                The project is an Xcode 26 project, with the settings of Xcode 26's App template: MainActor default isolation, approachable concurrency and member import visibility on both targets, so the generated code says @MainActor nowhere and nonisolated where a conformance must stay usable off the main actor. --xcode 16 writes an Xcode 16 project instead (nonisolated by default, explicit @MainActor), for teams still on Xcode 16. .coordgen.yml records the settings under concurrency:, and later commands follow them.

                Example: coordgen new project Hotel --bundle-id com.acme.hotel --organization "Acme Inc."
                """
        )

        @Argument(help: "The app's name, which is also its module name, e.g. Hotel.")
        var name: String

        @Option(help: ArgumentHelp("The folder to create the project folder in.", valueName: "dir"))
        var output: String = "."

        @Option(
            help: ArgumentHelp(
                "The app's bundle identifier (default: com.example.<Name>, the name's case kept, as Xcode writes it).", valueName: "id"))
        var bundleId: String?

        @Option(help: ArgumentHelp("The organization named in file headers.", valueName: "org"))
        var organization: String?

        @Option(
            help: ArgumentHelp(
                "The shape of the generated code: \(Style.allCases.map(\.rawValue).joined(separator: ", ")).", valueName: "style"))
        var style: Style = .default

        @Option(help: ArgumentHelp("The iOS deployment target of the Xcode project.", valueName: "version"))
        var ios: String = DeploymentTarget.defaultValue

        @Option(help: ArgumentHelp("The Swift language mode of the app and test targets: 5 or 6.", valueName: "mode"))
        var swift: SwiftLanguageMode = .swift5

        @Option(
            help: ArgumentHelp(
                "The framework of the generated unit tests: swift-testing (Xcode's default) or xctest. .coordgen.yml records it, so later coordinators' tests use the same.",
                valueName: "framework"))
        var testing: TestingFramework = .newProjectDefault

        @Option(
            help: ArgumentHelp(
                "The Xcode release whose App template the project follows: 26 (the default) or 16 (today's Xcode 16 projects).",
                valueName: "version"))
        var xcode: XcodeVersion = .defaultValue

        @Flag(
            help: "Do not write <Name>.xcodeproj (for projects generated with XcodeGen or Tuist); print what to add to their spec instead.")
        var noXcodeproj = false

        @OptionGroup var planOptions: PlanOptions

        func validate() throws {
            try usageCheck {
                try UsageCheck.name(name)
                if let bundleId { try UsageCheck.bundleIdentifier(bundleId) }
                try UsageCheck.deploymentTarget(ios, style: style)
            }
        }

        func run() throws {
            let outputDirectory = FileManager.default.absoluteURL(forPath: output)
            var options = ProjectOptions(
                name: name, outputDirectory: outputDirectory, bundleIdentifier: bundleId,
                organization: organization, style: style, templatesDirectory: planOptions.templatesDirectory,
                deploymentTarget: ios, swiftLanguageMode: swift, writesXcodeProject: !noXcodeproj, testing: testing,
                dryRun: planOptions.dryRun, xcode: xcode)
            options.commandSpelling = CommandSpelling(environment: ProcessInfo.processInfo.environment)
            let plan = try ProjectGenerator().plan(options)
            try planOptions.run(plan)
        }
    }
}

extension Style: ExpressibleByArgument {}
extension SwiftLanguageMode: ExpressibleByArgument {}
extension TestingFramework: ExpressibleByArgument {}
extension XcodeVersion: ExpressibleByArgument {}
