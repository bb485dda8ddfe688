import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen {
    struct Xcode: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "xcode",
            abstract: "Export, install or uninstall the Xcode templates (File › New › Coordinator, Screen; New Project › Coordinator App).",
            discussion: """
                Every style (\(XcodeTemplateSet.styles.map(\.rawValue).joined(separator: ", "))) gets its own templates, \
                rendered from that style's templates as the CLI renders them, so a coordinator made in Xcode is \
                the code `coordgen new coordinator` writes, apart from the header comment. Each style's templates \
                live in group folders of their own under "File Templates" and "Project Templates": \
                \(XcodeTemplateSet.styles.map { "\"\($0.xcodeGroupName)\"" }.joined(separator: ", ")); install \
                and uninstall touch nothing else.
                Restart Xcode after installing or uninstalling.
                """,
            subcommands: [Export.self, Install.self, Uninstall.self]
        )

        struct Export: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "export",
                abstract: "Write the Xcode templates into a folder, laid out as Xcode's templates folder.",
                discussion: "Existing files are not overwritten unless --force is given."
            )

            @Argument(help: ArgumentHelp("The folder to write into (created if missing).", valueName: "dir"))
            var directory: String

            @Flag(help: "Overwrite files already in the folder.")
            var force = false

            @Option(
                help: ArgumentHelp(
                    "The Xcode release the templates are for: 26 (the default: its App template's concurrency settings) or 16.",
                    valueName: "version"))
            var xcode: XcodeVersion = .defaultValue

            @OptionGroup var planOptions: PlanOptions

            func run() throws {
                let set = try XcodeTemplateSet(library: TemplateLibrary(userDirectory: planOptions.templatesDirectory), xcode: xcode)
                let installer = XcodeTemplateInstaller(destination: FileManager.default.absoluteURL(forPath: directory))
                try report(installer.planExport(set, overwrite: force), dryRun: planOptions.dryRun)
            }
        }

        struct Install: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "install",
                abstract: "Install the Xcode templates, replacing only coordgen's own group folders.",
                discussion: "Running it again changes nothing; files a newer coordgen no longer ships are removed."
            )

            @Option(help: ArgumentHelp("Xcode's templates folder.", valueName: "dir"))
            var dest: String = XcodeTemplateInstaller.defaultDestination.path

            @Option(
                help: ArgumentHelp(
                    "The Xcode release the templates are for: 26 (the default: its App template's concurrency settings) or 16.",
                    valueName: "version"))
            var xcode: XcodeVersion = .defaultValue

            @OptionGroup var planOptions: PlanOptions

            func run() throws {
                let set = try XcodeTemplateSet(library: TemplateLibrary(userDirectory: planOptions.templatesDirectory), xcode: xcode)
                let installer = XcodeTemplateInstaller(destination: FileManager.default.absoluteURL(forPath: dest))
                try report(installer.planInstall(set), dryRun: planOptions.dryRun)
            }
        }

        struct Uninstall: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "uninstall",
                abstract: "Remove coordgen's Xcode templates (its group folders) and nothing else."
            )

            @Option(help: ArgumentHelp("Xcode's templates folder.", valueName: "dir"))
            var dest: String = XcodeTemplateInstaller.defaultDestination.path

            @Flag(help: "Print what would be removed and remove nothing.")
            var dryRun = false

            func run() throws {
                let installer = XcodeTemplateInstaller(destination: FileManager.default.absoluteURL(forPath: dest))
                try report(installer.planUninstall(), dryRun: dryRun)
            }
        }
    }
}

/// Prints or applies the plan; a dry run also says what to do once it is run for real.
private func report(_ plan: Plan, dryRun: Bool) throws {
    try execute(plan, dryRun: dryRun)
    if dryRun, !plan.nextSteps.isEmpty {
        print("\nAfterwards:")
        for step in plan.nextSteps { print("  \(step)") }
    }
}
