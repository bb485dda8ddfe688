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

                What it cannot decide alone, it asks at a terminal (a numbered choice): two candidate protocols, no root coordinator, two app targets, a flow property whose enum it cannot find. Without a terminal it refuses with one line listing the candidates and the flag that chooses (--protocol, --root, --app-target, --flow-enum). Whatever it decided on its own is listed under "Could not decide", with the default it recorded.

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

                Without a terminal, a question becomes one line and nothing is written:
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
            let root = AdoptionPlanner.appRoot(from: FileManager.default.currentDirectoryURL)
            let lock = try ProjectLock(folder: root, dryRun: dryRun)
            if let recovery = lock.recovery { print("note: \(recovery)") }
            let detector = AppShapeDetector(scan: AppSourceScan.scan(root))
            var choices = AdoptionChoices(protocolName: protocolName, root: self.root, appTarget: appTarget, flowEnum: flowEnum)
            var chosen: [String] = []
            var report: AdoptionReport
            while true {
                // A plain Result rather than a typed `catch .ambiguous(…) where …`, which crashes
                // Swift 6.3's SILGen.
                let outcome = Result { () throws(AdoptionError) -> AdoptionReport in try detector.detect(choices: choices) }
                switch outcome {
                case .success(let detected):
                    report = detected
                case .failure(let error):
                    guard case .ambiguous(let ambiguity) = error, Terminal.isInteractive, !ambiguity.candidates.isEmpty else {
                        throw error
                    }
                    let name = try Terminal.choose(ambiguity)
                    ambiguity.choose(name, in: &choices)
                    chosen.append("\(ambiguity.flag) \(name)")
                    continue
                }
                break
            }
            let kept = AdoptionPlanner.keepSettings(from: root, in: &report)
            print(AdoptionPlanner.findingsText(report, choices: chosen, kept: kept), terminator: "")
            print("")
            let plan = AdoptionPlanner.plan(report, root: root, force: force)
            if let change = plan.changes.first, case .conflict = change.action, let old = change.oldContents {
                print(
                    UnifiedDiff.make(
                        old: String(decoding: old, as: UTF8.self), new: String(decoding: change.newContents, as: UTF8.self),
                        path: Project.configFileName), terminator: "")
                throw InitCommandError.configExists
            }
            if dryRun {
                try plan.validate()
                print(PlanReport.dryRun(plan), terminator: "")
                if let change = plan.changes.first, change.action == .create {
                    print("")
                    print(String(decoding: change.newContents, as: UTF8.self), terminator: "")
                }
            } else {
                try PlanApplier().apply(plan)
                print(PlanReport.applied(plan), terminator: "")
            }
            _ = consume lock
        }
    }
}

/// Why `coordgen init` stopped without writing.
enum InitCommandError: Error, CustomStringConvertible {
    case configExists
    case noAnswer

    var description: String {
        switch self {
        case .configExists:
            "\(Project.configFileName) already exists and differs (diff above); nothing was changed: run coordgen init --force to replace it"
        case .noAnswer:
            "no choice was made; nothing was written"
        }
    }
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
            guard let line = readLine() else { throw InitCommandError.noAnswer }
            if let number = Int(line.trimmingCharacters(in: .whitespaces)), (1...ambiguity.candidates.count).contains(number) {
                return ambiguity.candidates[number - 1].name
            }
        }
    }
}
