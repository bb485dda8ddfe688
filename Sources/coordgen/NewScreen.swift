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

                --like S makes the screen like the screen S that C shows (its type, or its name without the kind: Settings for SettingsViewController): S and the types named after it in its folder (its view model, view and output protocols) are copied with S's name swapped for the new one, through swift-syntax, the screen emptied to its initialisers and what C uses of it; every place that wires S (C's method that shows it, a factory's method that makes it and its protocol requirement, its case in a route enum and the switch clauses over it) gets the same for the new screen, inserted right after the original. Without --like, where the built-in family cannot show a screen in C (a coordinator that is itself a navigation controller, one that builds its stack in start(), a struct, a router it cannot read), the screen is made like the first screen C shows, and the output says so. Use --dry-run to see every edit.

                Example: coordgen new screen Details --coordinator Reservation
                         coordgen new screen Details --coordinator Reservation --like Summary --dry-run
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

        @Option(
            help: ArgumentHelp(
                "Make the screen like this screen the coordinator shows (its types and wiring, renamed), e.g. Settings or SettingsViewController.",
                valueName: "screen"))
        var like: String?

        @OptionGroup var planOptions: PlanOptions

        func validate() throws {
            // The suffix a screen may end in (View or ViewController) depends on the project's style,
            // which only the run reads; the name's spelling can be judged now.
            try usageCheck {
                try UsageCheck.name(name)
                try UsageCheck.coordinatorName(coordinator)
                if let like {
                    try UsageCheck.name(like)
                    if present || force || folder != nil {
                        throw ValidationError("--like copies how the coordinator shows the example and where it lives: drop --present, --force and --in")
                    }
                }
            }
        }

        func run() throws {
            let report = try planOptions.inProject.newScreen(
                ScreenOptions(
                    name: name, coordinator: coordinator, presentsModally: present, overwrite: force,
                    folder: folder.map(PlanOptions.url(forUserPath:)), like: like))
            print(report, terminator: "")
        }
    }
}
