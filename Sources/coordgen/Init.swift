import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen {
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Detect an existing app's coordinator shape and record it in .coordgen.yml.",
            discussion: """
                Run it at the top of an app you already have, or anywhere inside it: coordgen uses the nearest folder with an .xcodeproj, a Tuist Project.swift or an XcodeGen project.yml (else the current folder). It reads every Swift file once with swift-syntax and the project file for the targets, and prints each finding with the file and line it came from: the project kind, the app target and its module name (sanitised as Xcode does, so My-App is My_App), the deployment target and Swift language mode, the test target and its framework, the coordinator protocol (class-bound? @MainActor?), its navigation and children properties, the finish delegate or closure, the enum that lists the flows, the required initialisers, how protocols and classes are named, the root coordinator, where coordinators and screens live, the indentation and the file header.

                What it cannot decide alone, it asks at a terminal (a numbered choice): two candidate protocols, no root coordinator, two app targets, a flow property whose enum it cannot find. Without a terminal it takes the evident candidate where there is one (of several app targets, the one named like the project; of several coordinators created at launch, the one named App… or Main…) and says so in a note: line; otherwise it refuses with one line listing the candidates and the flag that chooses (--protocol, --root, --app-target, --flow-enum). Whatever it decided on its own is listed under "Could not decide", with the default it recorded.

                .coordgen.yml is plain YAML: correct any value by hand. If the file exists already, init prints the difference and changes nothing unless --force is given.

                Example, in a hand-written app (lines shortened with …):
                  $ coordgen init
                  Found:
                    project:     xcodeproj (objectVersion 54)  [Quiz.xcodeproj]
                    app target:  Quiz  [Quiz.xcodeproj]
                    deployment:  iOS 14.0  [Quiz.xcodeproj]
                    protocol:    Coordinator, class-bound, not isolated  […:3]
                    children:    childCoordinators: [Coordinator]  […:4]
                    finish:      parent: children call MainCoordinator.childDidFinish(_:) …
                    root:        MainCoordinator, created in Quiz/AppDelegate.swift  …
                    …
                  Could not decide (edit .coordgen.yml if the default is wrong):
                    no flow enum: Coordinator has no property typed by an enum; …
                  wrote .coordgen.yml

                Without a terminal, a question with no evident answer becomes one line and nothing is written:
                  $ coordgen init < /dev/null
                  Error: 2 coordinator protocols: …; choose with --protocol NAME …
                  $ coordgen init --protocol Coordinator
                """
        )

        @Option(
            name: .customLong("protocol"),
            help: ArgumentHelp("The coordinator protocol, when the app has several candidates.", valueName: "name"))
        var protocolName: String?

        @Option(help: ArgumentHelp("The root coordinator's class, when none or several are created at launch.", valueName: "class"))
        var root: String?

        @Option(help: ArgumentHelp("The app target, when the project has several.", valueName: "target"))
        var appTarget: String?

        @Option(help: ArgumentHelp("The enum that lists the flows, when the protocol's type property names none.", valueName: "enum"))
        var flowEnum: String?

        @Flag(help: "Print the findings and the .coordgen.yml that would be written, and write nothing.")
        var dryRun = false

        @Flag(help: "Replace an existing .coordgen.yml (without it, init prints the difference and changes nothing).")
        var force = false

        func run() throws {
            let adoption = AdoptApp(
                from: FileManager.default.currentDirectoryURL,
                choices: AdoptionChoices(protocolName: protocolName, root: root, appTarget: appTarget, flowEnum: flowEnum),
                dryRun: dryRun, force: force)
            let choose: ((AdoptionAmbiguity) throws -> String)? = Terminal.isInteractive ? { try Terminal.choose($0) } : nil
            let outcome = try adoption.run(choose: choose)
            print(outcome.output, terminator: "")
            if let refusal = outcome.refusal { throw refusal }
        }
    }
}

/// Why a question at the terminal went unanswered.
enum TerminalError: Error, CustomStringConvertible {
    case noAnswer

    var description: String { "no choice was made; nothing was written" }
}

/// Questions at a terminal.
enum Terminal {
    /// Whether both stdin and stdout are terminals, so a question can be asked and seen.
    static var isInteractive: Bool { isatty(0) != 0 && isatty(1) != 0 }

    /// Asks for one of the ambiguity's candidates by number.
    static func choose(_ ambiguity: AdoptionAmbiguity) throws -> String {
        print(ambiguity.problem)
        print(ambiguity.question)
        for (number, candidate) in ambiguity.candidates.enumerated() {
            print("  \(number + 1)) \(candidate.name)\(candidate.source.map { "  [\($0)]" } ?? "")")
        }
        while true {
            print("Choose 1-\(ambiguity.candidates.count): ", terminator: "")
            guard let line = readLine() else { throw TerminalError.noAnswer }
            if let number = Int(line.trimmingCharacters(in: .whitespaces)), (1...ambiguity.candidates.count).contains(number) {
                return ambiguity.candidates[number - 1].name
            }
        }
    }
}
