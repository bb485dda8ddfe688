import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen {
    struct Tree: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here, not derived: ArgumentParser derives a name with `String(describing:)`, a
            // reflection costing about a million instructions at every start-up (docs/PERFORMANCE.md).
            commandName: "tree",
            abstract: "Print the coordinator tree of an app: which coordinator starts which, and the screens each shows.",
            discussion: """
                Reads every Swift file under PATH (default: the current folder) with swift-syntax, skipping .build, Pods, Carthage, DerivedData, .git and Xcode bundles. Coordinators are the types conforming to a protocol named Coordinator, CoordinatorProtocol or *Coordinating (directly, through another protocol or through a base class), or top-level types named *Coordinator (a nested Coordinator, such as a SwiftUI representable's, is not a flow); when a .coordgen.yml found by walking up records the app's shape (coordgen init, or new project), its protocol, naming ({Name}Flow, Default{Name}Coordinator, …), children property and finish mechanism decide instead, and the output says so. It is never required.

                A parent → child edge is drawn where a coordinator creates a child and adds or starts it (childCoordinators.append, addChild, addDependency, coordinate(to:), child.start(), or a SwiftUI Destination case carrying a coordinator). A child whose type the code does not say, such as one returned as `any Coordinator` by a factory, is listed as unresolved, never guessed. Roots are the coordinators a scene or app delegate, or a SwiftUI App, creates. Screens are the app's view controllers and SwiftUI views a coordinator creates.

                Formats: text (an indented tree), mermaid (a flowchart GitHub renders in Markdown), dot (Graphviz: coordgen tree --format dot | dot -Tpng -o tree.png) and json (sorted keys, for tools). The output is sorted, so the same app always prints the same tree.
                """
        )

        @Argument(help: ArgumentHelp("The app's folder.", valueName: "path"))
        var path: String = "."

        @Option(help: ArgumentHelp("Output format: text, mermaid, dot or json.", valueName: "format"))
        var format: TreeFormat = .text

        func validate() throws {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("\(path) is not a folder: pass the folder that holds the app's Swift files")
            }
        }

        func run() throws {
            let outcome = try AnalyseApp(folder: FileManager.default.absoluteURL(forPath: path), reading: .graphOnly).run()
            for note in outcome.notes { FileHandle.standardError.write(Data("\(note)\n".utf8)) }
            let app = outcome.app
            print(format.render(app), terminator: "")
            KeptUntilExit.keep(outcome)
        }
    }
}

extension TreeFormat: ExpressibleByArgument {}
