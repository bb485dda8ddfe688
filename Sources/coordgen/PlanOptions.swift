import ArgumentParser
import CoordgenKit
import Foundation

/// Options every generating command shares.
struct PlanOptions: ParsableArguments {
    @Flag(help: "Print what would be written, with a diff of each modified file, and write nothing.")
    var dryRun = false

    @Option(
        help: ArgumentHelp(
            "Use the templates in this folder (laid out as `coordgen templates export` writes them) instead of the built-in ones.",
            valueName: "dir"))
    var templates: String?

    /// `--templates` as an absolute URL.
    var templatesDirectory: URL? {
        templates.map(FileManager.default.absoluteURL(forPath:))
    }

    func run(_ plan: Plan) throws {
        try execute(plan, dryRun: dryRun)
    }

    /// The project use case for a change planned in the project around the current folder.
    var inProject: GenerateInProject {
        GenerateInProject(directory: FileManager.default.currentDirectoryURL, templatesOverride: templatesDirectory, dryRun: dryRun)
    }
}

/// Prints the plan (dry run) or applies it and prints what was written.
func execute(_ plan: Plan, dryRun: Bool) throws {
    print(try PlanExecution.execute(plan, dryRun: dryRun), terminator: "")
}

/// Runs checks of command-line values and turns their failures into usage errors: ArgumentParser then
/// prints the message with the usage line and exits with status 64.
func usageCheck(_ checks: () throws -> Void) throws {
    do {
        try checks()
    } catch let error as ValidationError {
        throw error
    } catch {
        throw ValidationError(String(describing: error))
    }
}

extension PlanOptions {
    /// A path typed on the command line, relative to the current directory unless absolute.
    static func url(forUserPath path: String) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        return expanded.hasPrefix("/")
            ? URL(fileURLWithPath: expanded).standardizedFileURL
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(expanded).standardizedFileURL
    }
}
