import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen {
    struct Templates: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "templates",
            abstract: "List or export the built-in templates, to customise them.",
            discussion: """
                Export the templates, edit them, then use them with --templates DIR or `templates: DIR` in .coordgen.yml. Files you delete from the export fall back to the built-in ones. A template two styles share lives in one style's folder (`templates list` marks it); a copy in the other style's folder overrides it for that style only.
                """,
            subcommands: [List.self, Export.self]
        )

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "List the built-in templates.")

            func run() {
                for style in Style.allCases {
                    print("\(style.rawValue): \(style.summary)")
                    for template in TemplateLibrary.builtInTemplates(of: style) {
                        print("  \(template.path)" + (template.isShared ? "  (shared with \(template.folder.rawValue))" : ""))
                    }
                }
            }
        }

        struct Export: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "export",
                abstract: "Write the built-in templates into a folder for customising.",
                discussion: "Existing files are not overwritten unless --force is given."
            )

            @Argument(help: ArgumentHelp("The folder to write into (created if missing).", valueName: "dir"))
            var directory: String

            @Flag(help: "Overwrite templates already in the folder.")
            var force = false

            @Flag(help: "Print what would be written and write nothing.")
            var dryRun = false

            func run() throws {
                let plan = TemplateExporter().plan(into: FileManager.default.absoluteURL(forPath: directory), overwrite: force)
                try execute(plan, dryRun: dryRun)
            }
        }
    }
}
