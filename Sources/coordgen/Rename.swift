import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen {
    struct Rename: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rename",
            abstract: "Rename a coordinator or a screen and every reference to it.",
            subcommands: [RenameCoordinator.self, RenameScreen.self]
        )
    }
}

extension Coordgen.Rename {
    struct RenameCoordinator: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "coordinator",
            abstract: "Rename a flow: its types, files, flow-enum case, methods and every use of them.",
            discussion: """
                Renames, through swift-syntax, the coordinator's class and protocol, its first screen, its test class, open<Old>Coordinator() and its show/pushTo/present<Old>() methods, the factory methods of a router app, and `case <old>` of the flow enum (a string raw value that spells the case too) with every `.old` use; also every identifier the app declares that holds the name as a word (startShowsReservationScreen, reservationCoordinator). The comments and strings coordgen wrote about the flow ("Runs the Reservation flow", title = "Reservation": what its templates write) follow the new name; comments and strings you wrote keep their text and are listed in a note, file:line, for you to reword. Files named after the renamed types get the new names, in project.pbxproj too. A new name the app's module already declares is refused, as `new coordinator` refuses it. In an adopted app the names follow the naming scheme recorded in .coordgen.yml.

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

extension Coordgen.Rename {
    struct RenameScreen: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "screen",
            abstract: "Rename a screen: its class, file, push/present methods and every use of them.",
            discussion: """
                Renames, through swift-syntax, the screen's class (<Old>ViewController, or <Old>View in a swiftui project, or the app's own naming recorded in .coordgen.yml), the coordinators' pushTo<Old>() and present<Old>(), the screen factory's method of a router app and, where the app has a route enum, `case <old>` with every `.old` use — identifiers only: comments and strings keep their text, except a comment that names the renamed file. The file named after the class gets the new name, in project.pbxproj too. A new name the app's module already declares is refused, as `new screen` refuses it.

                Example: coordgen rename screen Receipt Invoice --dry-run
                """
        )

        @Argument(help: "The screen's current name, e.g. Receipt or ReceiptViewController.")
        var old: String

        @Argument(help: "Its new name, e.g. Invoice.")
        var new: String

        @OptionGroup var planOptions: PlanOptions

        func validate() throws {
            try usageCheck {
                try UsageCheck.name(old, droppingSuffix: "ViewController")
                try UsageCheck.name(new, droppingSuffix: "ViewController")
            }
        }

        func run() throws {
            print(try planOptions.inProject.renameScreen(old, to: new), terminator: "")
        }
    }
}
