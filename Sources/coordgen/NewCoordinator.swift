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

                In an app adopted with `coordgen init`, everything follows the app's own shape recorded in .coordgen.yml: its protocol and finish mechanism, its class and protocol names (Default<Name>Coordinator, <Name>CoordinatorImpl, …), its flow enum, its folders (a per-feature layout such as Presentation/<Name>Scene/Coordinator, created as needed) and its indentation. In an app of the router family (a Router, a coordinator factory and a module factory, in any spelling) the factory methods return what the app's return and take what its factory passes, each flow gets its own output protocol (<Name>CoordinatorOutput) where the app's flows have one, and the parent's method uses the app's verb (run<Name>Flow()). A test is written only when the app has a test target. What coordgen decided on its own is printed as a note.

                In a SwiftUI app whose coordinators each own their NavigationStack, the flow gets its route enum (or a case of the app's one), its stack view and first screen; --parent P gives P an optional property holding it, the method that starts it in the app's verb (open<Name>(), start<Name>()), its release, and the .sheet(item:) or .fullScreenCover(item:) that presents it in P's view: such a flow is always presented, as stacks do not nest. Where each flow's view creates its coordinator (@StateObject), no --parent is needed; with --parent P, the flow stays its view's own: P gets a flag (named like the app's, else isShowing<Name>) and the method raising it, and P's view shows the flow with .sheet(isPresented:). In an app of boolean flags, the flow is a coordinator and the view binding its flags.

                In an app of several modules (Tuist's Project.swift, XcodeGen's project.yml, local Swift packages), the new files always go where a target compiles them and the parent can use them: where the app's layout puts them when a module the parent can use compiles that folder, else beside the parent in its module (said in a note). --module M puts the flow into M (the parent's module or one it depends on); --new-module declares a module for it in the manifest, modelled on the parent's, that the parent's module depends on. Across modules the flow's API is public and the parent imports its module.

                Names: Reservation, reservation and ReservationCoordinator all mean Reservation; sign-up and sign_up become SignUp (case signUp). --parent takes the flow name or the exact class or protocol name (App, AppCoordinator, DefaultAppCoordinator, AppCoordinatorImpl, MainCoordinator).

                --like E makes the flow like the app's flow E, for an app whose shape no built-in family writes, or whenever you prefer the app's own way: E's coordinator and the types named after E in its folder (its protocols, output or delegate protocol, module factory, view model, routes) are copied with E's name swapped for the new one, through swift-syntax; E's screens are reduced to its first one. Every place outside them that wires E (the parent's method that starts it, its case in a flow enum and the switch clauses that handle it, its factory methods in shared factories and their protocols, a conformance to its delegate protocol) gets the same for the new flow, inserted right after the original: existing text never changes. The new files join the targets the example's files are in. `coordgen init` records the example it would use (example: in .coordgen.yml); with no --like, a project whose family coordgen cannot write uses it, and says so; with --parent P, the flow is made like one of the flows P starts, so P starts it (none: the refusal stands). Use --dry-run to see every edit.

                Example: coordgen new coordinator Reservation --parent App
                         coordgen new coordinator Reservation --like Profile --dry-run
                """
        )

        @Argument(help: "The flow's name, e.g. Reservation.")
        var name: String

        @Option(help: ArgumentHelp("The coordinator that starts this one, e.g. App.", valueName: "coordinator"))
        var parent: String?

        @Option(
            help: ArgumentHelp(
                "Make the flow like this existing flow of the app (its coordinator, own types and wiring, renamed), e.g. Profile.",
                valueName: "example"))
        var like: String?

        @Flag(help: "Present the flow modally in its own navigation controller instead of pushing it.")
        var present = false

        @Flag(help: "Do not write <Name>CoordinatorTests.swift.")
        var noTests = false

        @Flag(help: "Overwrite files that already exist (a CoordinatorType case is never added twice).")
        var force = false

        @Option(
            name: .customLong("in"),
            help: ArgumentHelp(
                "Write the coordinator and its screen into this folder instead of the one .coordgen.yml gives.", valueName: "dir"))
        var folder: String?

        @Option(
            help: ArgumentHelp(
                "In an app of several modules (Tuist, XcodeGen, local Swift packages): the module the flow goes into, the parent's or one it depends on.",
                valueName: "module"))
        var module: String?

        @Flag(
            help:
                "In an app of several modules: declare a module for the flow in the manifest, like the parent's, and make the parent's module depend on it."
        )
        var newModule = false

        @OptionGroup var planOptions: PlanOptions

        func validate() throws {
            try usageCheck {
                try UsageCheck.name(name, droppingSuffix: "Coordinator")
                if let parent { try UsageCheck.coordinatorName(parent) }
                if module != nil && newModule { throw ValidationError("--module and --new-module exclude each other: choose one") }
                if let like {
                    try UsageCheck.coordinatorName(like)
                    if parent != nil { throw ValidationError("--like and --parent exclude each other: the new flow is started where the example is") }
                    if present || folder != nil || module != nil || newModule {
                        throw ValidationError("--like copies the example's presentation, folder and module: drop --present, --in, --module and --new-module")
                    }
                }
            }
        }

        func run() throws {
            if let like {
                print(try planOptions.inProject.newCoordinator(name, like: like), terminator: "")
                return
            }
            let report = try planOptions.inProject.newCoordinator(
                CoordinatorOptions(
                    name: name, parent: parent, presentsModally: present, writesTests: !noTests, overwrite: force,
                    folder: folder.map(PlanOptions.url(forUserPath:)), module: module, createsModule: newModule))
            print(report, terminator: "")
        }
    }
}
