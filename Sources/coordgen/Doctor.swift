import ArgumentParser
import CoordgenKit
import Foundation

extension Coordgen {
    struct Doctor: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check an app for the coordinator pattern's classic mistakes.",
            discussion: """
                Reads the app under PATH (default: the current folder) as `coordgen tree` does and prints one line per finding: path:line: error|warning: <rule-id>: <why> (fix: <hint>), then a summary. It exits 1 when there is an error and 0 otherwise, so it can gate CI. A file that does not parse is reported and skipped.

                Rules (errors unless marked): remove-all-children (a finish callback drops every child), remove-child-by-type (children removed by type, not identity), strong-finish-delegate (a strong delegate or parent reference, a delegate protocol that cannot be weak, or a finish closure that captures its parent strongly), child-never-removed (warning: children added, none ever removed), back-pop-leak (warning: a pushed child flow and nothing that notices Back or the swipe), coordinator-type-case (two coordinators share a CoordinatorType case; a case no coordinator uses is a warning), not-main-actor-in-swift6 (a coordinator that is not main-actor isolated in a Swift 6 mode app; skipped, with a note, when no build setting names the mode), view-controller-navigates (warning: a view controller pushes or presents by itself), published-child-never-cleared (warning: a SwiftUI coordinator's @Published child flow that nothing sets back to nil). docs/DOCTOR.md shows a bad and a good example of each.

                Silence a finding on its line with a trailing // coordgen:ignore <rule-id>, or with that comment on the line above.
                """
        )

        enum Format: String, ExpressibleByArgument, CaseIterable {
            case text, json
        }

        @Argument(help: ArgumentHelp("The app's folder.", valueName: "path"))
        var path: String = "."

        @Option(help: ArgumentHelp("Output format: text or json.", valueName: "format"))
        var format: Format = .text

        func validate() throws {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("\(path) is not a folder: pass the folder that holds the app's Swift files")
            }
        }

        func run() throws {
            let outcome = try AnalyseApp(folder: FileManager.default.absoluteURL(forPath: path)).run()
            for note in outcome.notes { FileHandle.standardError.write(Data("\(note)\n".utf8)) }
            let app = outcome.app
            let report = CoordgenKit.Doctor().examine(app)
            print(format == .json ? report.json : report.text, terminator: "")
            if report.errorCount > 0 { throw ExitCode(1) }
        }
    }
}
