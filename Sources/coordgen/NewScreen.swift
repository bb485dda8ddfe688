import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen.New {
    struct NewScreen: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "screen",
            abstract: "Add a view controller and the coordinator method that shows it.",
            discussion: """
                Writes <Name>ViewController.swift and adds to <C>CoordinatorProtocol and <C>Coordinator pushTo<Name>() (a navigation push) or, with --present, present<Name>() (modal).

                In a --style router project it also adds make<Name>ViewController() to the view controller factory. In a --style swiftui project it writes <Name>View.swift instead, and adds `case <name>` to C's Destination enum and its view to C's view(for:).

                Example: coordgen new screen Details --coordinator Reservation
                """
        )

        @Argument(help: "The screen's name, e.g. Details.")
        var name: String

        @Option(
            help: ArgumentHelp(
                "The coordinator that shows the screen: its flow name or its exact class or protocol name, e.g. Reservation, App or DefaultAppCoordinator.",
                valueName: "coordinator"))
        var coordinator: String

        @Flag(help: "Add present<Name>() (modal) instead of pushTo<Name>().")
        var present = false

        @Flag(help: "Overwrite the view controller file if it already exists.")
        var force = false

        @Option(
            name: .customLong("in"),
            help: ArgumentHelp("Write the view controller into this folder instead of the one .coordgen.yml gives.", valueName: "dir"))
        var folder: String?

        @OptionGroup var planOptions: PlanOptions

        func validate() throws {
            // The suffix a screen may end in (View or ViewController) depends on the project's style,
            // which only the run reads; the name's spelling can be judged now.
            try usageCheck {
                try UsageCheck.name(name)
                try UsageCheck.coordinatorName(coordinator)
            }
        }

        func run() throws {
            let report = try planOptions.inProject.newScreen(
                ScreenOptions(
                    name: name, coordinator: coordinator, presentsModally: present, overwrite: force,
                    folder: folder.map(PlanOptions.url(forUserPath:))))
            print(report, terminator: "")
        }
    }
}
