import ArgumentParser
import CoordgenKit
import Foundation

/// Options every generating command shares.
struct PlanOptions: ParsableArguments {
    @Flag(
        help:
            "Print what would be written, with a diff of each modified file, and write nothing (a change an interrupted command left is reported, not completed or undone)."
    )
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

    /// Finds the project around the current folder, holds its lock while `makePlan` plans and the plan
    /// is applied (so concurrent commands cannot lose each other's edits), and prints the outcome. The
    /// files the plan creates are added to the Xcode project's targets in the same plan. Taking the
    /// lock first recovers a change that was interrupted (a dry run only reports it).
    func runInProject(_ makePlan: (Project, SourceFileRenderer) throws -> Plan) throws {
        let lock = try ProjectLock(around: FileManager.default.currentDirectoryURL, dryRun: dryRun)
        if let recovery = lock.recovery { print("note: \(recovery)") }
        let project = try Project.locate(from: FileManager.default.currentDirectoryURL)
        let files = try SourceFileRenderer(project: project, templatesOverride: templatesDirectory)
        var plan = try makePlan(project, files)
        // Conflicts first: they say more than a project edit that would never be written.
        try plan.validate()
        let membership = try XcodeProjectMembership.plan(
            adding: plan, project: project, choice: XcodeTargetChoice(recordedIn: project.config))
        plan.notes += membership.notes
        if let edit = membership.edit { plan.add(edit) }
        try run(plan)
        _ = consume lock
    }
}

/// Prints the plan (dry run) or applies it and prints what was written.
func execute(_ plan: Plan, dryRun: Bool) throws {
    if dryRun {
        try plan.validate()
        print(PlanReport.dryRun(plan), terminator: "")
    } else {
        try PlanApplier().apply(plan)
        print(PlanReport.applied(plan), terminator: "")
    }
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
