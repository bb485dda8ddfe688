import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen.New {
    struct NewCoordinator: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "coordinator",
            abstract: "Add a coordinator, its first screen and test, and its CoordinatorType case.",
            discussion: """
                Writes <Name>Coordinator.swift (<Name>CoordinatorProtocol and <Name>Coordinator), <Name>ViewController.swift and <Name>CoordinatorTests.swift, and adds `case <name>` to CoordinatorType by editing that file with swift-syntax (nothing else in it changes). With --parent P, P's protocol and class get open<Name>Coordinator(), which starts the new flow as P's child. Run it anywhere inside the project.

                In a --style router project it also adds make<Name>Coordinator(router:) and make<Name>ViewController() to the factories, and there is no CoordinatorType. In a --style swiftui project it writes <Name>View.swift, and --parent also adds `case <name>(<Name>Coordinator)` to P's Destination enum and its view to P's view(for:).

                Names: Reservation, reservation and ReservationCoordinator all mean Reservation; sign-up and sign_up become SignUp (case signUp).

                Example: coordgen new coordinator Reservation --parent App
                """
        )

        @Argument(help: "The flow's name, e.g. Reservation.")
        var name: String

        @Option(help: ArgumentHelp("The coordinator that starts this one, e.g. App.", valueName: "coordinator"))
        var parent: String?

        @Flag(help: "Present the flow modally in its own navigation controller instead of pushing it.")
        var present = false

        @Flag(help: "Do not write <Name>CoordinatorTests.swift.")
        var noTests = false

        @Flag(help: "Overwrite files that already exist (a CoordinatorType case is never added twice).")
        var force = false

        @OptionGroup var planOptions: PlanOptions

        func validate() throws {
            try usageCheck {
                try UsageCheck.name(name, droppingSuffix: "Coordinator")
                if let parent { try UsageCheck.name(parent, droppingSuffix: "Coordinator") }
            }
        }

        func run() throws {
            try planOptions.runInProject { project, files in
                try CoordinatorGenerator(project: project, files: files).plan(
                    CoordinatorOptions(
                        name: name, parent: parent, presentsModally: present, writesTests: !noTests, overwrite: force
                    ))
            }
        }
    }
}
