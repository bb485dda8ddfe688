import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen {
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename",
            abstract: "Rename a coordinator and every reference to it.",
            subcommands: [RenameCoordinator.self]
        )
    }
}

extension Coordgen.Rename {
    struct RenameCoordinator: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "coordinator",
            abstract: "Rename a flow: its types, files, flow-enum case, methods and every use of them.",
            discussion: """
                Renames, through swift-syntax, the coordinator's class and protocol, its first screen, its test class, open<Old>Coordinator() and its show/pushTo/present<Old>() methods, the factory methods of a router app, and `case <old>` of the flow enum (a string raw value that spells the case too) with every `.old` use — identifiers only: comments and strings keep their text, except a comment that names a renamed file (the header). Files named after the renamed types get the new names, in project.pbxproj too. A new name the app's module already declares is refused, as `new coordinator` refuses it. In an adopted app the names follow the naming scheme recorded in .coordgen.yml.

                Example: coordgen rename coordinator Reservation Booking --dry-run
                """
        )

        @Argument(help: "The flow's current name, e.g. Reservation.")
        var old: String

        @Argument(help: "Its new name, e.g. Booking.")
        var new: String

        @OptionGroup var planOptions: PlanOptions

        func validate() throws {
            try usageCheck {
                try UsageCheck.name(old, droppingSuffix: "Coordinator")
                try UsageCheck.name(new, droppingSuffix: "Coordinator")
            }
        }

        func run() throws {
            print(try planOptions.inProject.renameCoordinator(old, to: new), terminator: "")
        }
    }
}
