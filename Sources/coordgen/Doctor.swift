import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen {
    struct Doctor: ParsableCommand {
        static let configuration = CommandConfiguration(
            // Named here, not derived: ArgumentParser derives a name with `String(describing:)`, a
            // reflection costing about a million instructions at every start-up (docs/PERFORMANCE.md).
            commandName: "doctor",
            abstract: "Check an app for the coordinator pattern's classic mistakes.",
            discussion: """
                Reads the app under PATH (default: the current folder) as `coordgen tree` does and prints one line per finding: path:line: error|warning: <rule-id>: <why> (fix: <hint>), then a summary. It exits 1 when there is an error and 0 otherwise, so it can gate CI. A file that does not parse is reported and skipped.

                Rules (errors unless marked): remove-all-children (a finish callback drops every child), remove-child-by-type (children removed by type, not identity), strong-finish-delegate (a strong delegate or parent reference, a delegate protocol that cannot be weak, or a finish closure that captures its parent strongly or its own child), child-never-removed (warning: children added, none ever removed), back-pop-leak (warning: a pushed child flow and nothing that notices Back or the swipe), coordinator-type-case (two coordinators share a CoordinatorType case; a case no coordinator uses is a warning), not-main-actor-in-swift6 (a coordinator that is not main-actor isolated in a Swift 6 mode app; skipped, with a note, when no build setting names the mode), view-controller-navigates (warning: a view controller pushes or presents by itself), missing-finish-flows-popped (warning: a uikit project made before coordgen's Back fix, whose Coordinator lacks finishFlowsPopped(from:)), finish-flow-keeps-child (warning: a child's finishFlow closure, set by its parent, never removes the child), published-child-never-cleared (warning: a SwiftUI coordinator's @Published child flow that nothing sets back to nil), parent-never-told (warning: a child coordinator that declares a parent reference or finish closure and never uses it to say it finished). docs/DOCTOR.md shows a bad and a good example of each.

                Silence a finding on its line with a trailing // coordgen:ignore <rule-id>, or with that comment on the line above.

                --fix repairs what is mechanical, with swift-syntax edits applied atomically like every coordgen change: remove-all-children and remove-child-by-type become a removal by identity (childCoordinators.removeAll { $0 === child }, with the name the finish callback gives the child); a strong finish delegate, parent or screen's coordinator becomes weak var (only when its type is a class or a class-bound protocol, and optional); a finish closure that captures its own child gets [weak child]; child-never-removed gets the removal in the coordinator's finish callback. Every other finding is listed with "no automatic fix: <why>". Lines silenced with coordgen:ignore are left alone. With --dry-run nothing is written and the diff is printed. It exits 1 when errors are left that no fix removes.

                Examples:
                  coordgen doctor                  # report
                  coordgen doctor --fix --dry-run  # show the fixes as a diff
                  coordgen doctor --fix            # apply them
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        @Argument(help: ArgumentHelp("The app's folder.", valueName: "path"))
        var path: String = "."

        @Option(help: ArgumentHelp("Output format: text or json.", valueName: "format"))
        var format: Format = .text

        @Flag(help: "Repair the findings whose fix is mechanical (a removal by identity, weak); list the others with why not.")
        var fix = false

        @Flag(help: "With --fix: print the diff of the fixes and write nothing.")
        var dryRun = false

        func validate() throws {
            if dryRun && !fix {
                throw ValidationError(
                    "--dry-run only goes with --fix: coordgen doctor --fix --dry-run shows the fixes without writing them")
            }
            if fix && format == .json {
                throw ValidationError(
                    "--fix prints text: run coordgen doctor --format json for the findings, and --fix on its own to repair them")
            }
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("\(path) is not a folder: pass the folder that holds the app's Swift files")
            }
        }

        func run() throws {
            if fix {
                let outcome = try FixDoctorFindings(folder: FileManager.default.absoluteURL(forPath: path), dryRun: dryRun).run()
                print(outcome.output, terminator: "")
                if outcome.errorsLeft > 0 { throw ExitCode(1) }
                return
            }
            let outcome = try AnalyseApp(folder: FileManager.default.absoluteURL(forPath: path)).run()
            for note in outcome.notes { FileHandle.standardError.write(Data("\(note)\n".utf8)) }
            let app = outcome.app
            let report = CoordgenKit.Doctor().examine(app)
            print(format == .json ? report.json : report.text, terminator: "")
            KeptUntilExit.keep(outcome)
            if report.errorCount > 0 { throw ExitCode(1) }
        }
    }
}
