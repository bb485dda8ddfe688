import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen {
    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove",
            abstract: "Remove a coordinator or a screen that `new` generated, and everything it added.",
            discussion: """
                The inverse of `coordgen new`: run directly after `new coordinator` (and `new screen`), `remove` gives back every file byte for byte, project.pbxproj included. Try it with --dry-run first: it prints the diff and writes nothing.
                """,
            subcommands: [RemoveCoordinator.self, RemoveScreen.self]
        )
    }
}

extension Coordgen.Remove {
    struct RemoveCoordinator: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "coordinator",
            abstract: "Remove a flow: its files, its flow-enum case, the parent's open method, its project entries.",
            discussion: """
                Deletes the coordinator's file (its protocol and class), its screens (the first one and those `new screen` added: the coordinator's pushTo<Name>()/present<Name>()), its test, and the folders this leaves empty. Takes out, with swift-syntax, `case <name>` from the flow enum, open<Name>Coordinator() from the parent's protocol and class, and, by style, make<Name>Coordinator(router:) and make<Name>ViewController() from the factories (router) or `case <name>(…)` and its view from the parent's Destination and view(for:) (swiftui). Removes the files' PBXFileReference and PBXBuildFile entries from project.pbxproj, and the groups left empty. In an adopted app every name comes from the shape recorded in .coordgen.yml. Run directly after `new coordinator` (and `new screen`), it gives back every file byte for byte.

                It refuses, changing nothing, when code you wrote still uses the flow — a call of the open method, a use of one of its types, a `case` of it in a switch — and prints one line per place (file:line) with what to do. --force removes what coordgen generated anyway and lists those places. A flow that starts other flows is refused, naming them, unless --recursive.

                Examples:
                  coordgen remove coordinator Reservation --dry-run
                  coordgen remove coordinator Reservation --recursive
                """
        )

        @Argument(help: "The flow's name, e.g. Reservation (ReservationCoordinator works too).")
        var name: String

        @Flag(help: "Remove even when code you wrote still uses the flow; those places are listed.")
        var force = false

        @Flag(help: "Also remove the flows this one starts (its open<Child>Coordinator() methods), and theirs.")
        var recursive = false

        @OptionGroup var planOptions: PlanOptions

        func validate() throws {
            try usageCheck { try UsageCheck.name(name, droppingSuffix: "Coordinator") }
        }

        func run() throws {
            let report = try planOptions.inProject.removeCoordinator(RemovalOptions(name: name, force: force, recursive: recursive))
            print(report, terminator: "")
        }
    }

    struct RemoveScreen: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "screen",
            abstract: "Remove a screen: its file, the coordinator's method that shows it, its project entry.",
            discussion: """
                Deletes <Name>ViewController.swift (<Name>View.swift in a swiftui project) and takes pushTo<Name>() or present<Name>() out of the coordinator's protocol and class, with make<Name>ViewController() from the screen factory (router) or `case <name>` and its view from the coordinator's Destination and view(for:) (swiftui). Refuses, listing file:line, while code you wrote still uses the screen, unless --force.

                Example: coordgen remove screen Details --coordinator Reservation
                """
        )

        @Argument(help: "The screen's name, e.g. Details.")
        var name: String

        @Option(help: ArgumentHelp("The coordinator that shows the screen, e.g. Reservation.", valueName: "coordinator"))
        var coordinator: String

        @Flag(help: "Remove even when code you wrote still uses the screen; those places are listed.")
        var force = false

        @OptionGroup var planOptions: PlanOptions

        func validate() throws {
            try usageCheck {
                try UsageCheck.name(name, droppingSuffix: nil)
                try UsageCheck.coordinatorName(coordinator)
            }
        }

        func run() throws {
            let report = try planOptions.inProject.removeScreen(RemovalOptions(name: name, coordinator: coordinator, force: force))
            print(report, terminator: "")
        }
    }
}
