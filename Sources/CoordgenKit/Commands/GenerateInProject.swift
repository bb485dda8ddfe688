import Foundation

/// The use case behind `new coordinator` and `new screen` (and any caller that plans a change to an
/// existing project): find the project around a folder, hold its lock, plan, add the new files to the
/// Xcode project's targets in the same plan, and apply it atomically — or, in a dry run, describe it.
///
/// The lock is held from before the plan reads the project until the plan is applied, so two commands
/// run at once cannot lose each other's edits. Nothing is written when any step throws.
public struct GenerateInProject: Sendable {
    /// A folder inside the project; the project is the nearest one above it with a `.coordgen.yml`.
    public var directory: URL
    /// `--templates`: a folder of templates that replaces the built-in ones.
    public var templatesOverride: URL?
    /// Describe the change instead of making it.
    public var dryRun: Bool

    public init(directory: URL, templatesOverride: URL? = nil, dryRun: Bool = false) {
        self.directory = directory
        self.templatesOverride = templatesOverride
        self.dryRun = dryRun
    }

    /// Plans with `makePlan`, adds the project-file membership of the new files, applies (or checks)
    /// the plan, and returns the report to print.
    /// Taking the lock first completes or undoes a change that was interrupted (a dry run only reports
    /// it), and the report starts with the line that says so.
    /// `addingMembership: false` is for a plan that makes its own `project.pbxproj` edit (a rename
    /// moves file references rather than adding new ones).
    public func run(addingMembership: Bool = true, _ makePlan: (Project, SourceFileRenderer) throws -> Plan) throws -> String {
        let lock = try ProjectLock(around: directory, dryRun: dryRun)
        let recovered = lock.recovery.map { "note: \($0)\n" } ?? ""
        let project = try Project.locate(from: directory)
        if addingMembership { XcodeProjectMembership.startReading(project) }
        let files = try SourceFileRenderer(project: project, templatesOverride: templatesOverride)
        var plan = try makePlan(project, files)
        // Files the plan's reading came across and left alone (a FIFO named `X.swift`, a 20 MB file).
        plan.notes += project.sources.skippedFiles.map { "skipped \($0.path): it is \($0.reason)" }
        // Conflicts first: they say more than a project edit that would never be written.
        try plan.validate()
        if addingMembership {
            let membership = try XcodeProjectMembership.plan(
                adding: plan, project: project, choice: XcodeTargetChoice(recordedIn: project.config))
            plan.notes += membership.notes
            if let edit = membership.edit { plan.add(edit) }
        }
        let report = try PlanExecution.execute(plan, dryRun: dryRun)
        _ = consume lock
        return recovered + report
    }

    /// `coordgen new coordinator`. Where the app records a flow to copy, a flow the built-in family would
    /// write showing nothing is made like one the app has instead; only where no copy can be made is it
    /// written as it is, with the note that says so (``ShowsNothingRefusal``).
    public func newCoordinator(_ options: CoordinatorOptions) throws -> String {
        try run { project, files in
            guard project.config.example != nil, options.acceptsShowingNothing else {
                return try planCoordinator(options, project: project, files: files)
            }
            var copyingFirst = options
            copyingFirst.acceptsShowingNothing = false
            do {
                return try planCoordinator(copyingFirst, project: project, files: files)
            } catch GeneratorError.cannotGenerate(let reason) where ShowsNothingRefusal.stems(reason) {
                return try planCoordinator(options, project: project, files: files)
            }
        }
    }

    /// The plan of `new coordinator`: the built-in family's, else a flow made like one the app has.
    private func planCoordinator(_ options: CoordinatorOptions, project: Project, files: SourceFileRenderer) throws -> Plan {
        do {
            return try CoordinatorGenerator(project: project, files: files).plan(options)
        } catch GeneratorError.cannotGenerate(let reason) where project.config.example != nil && options.followsTheExample {
            let plan = try ExampleFlowGenerator(project: project, files: files).planInstead(of: options, because: reason)
            return try UnstartedFlowCheck(project: project, naming: files.app.shape.naming, name: options.name, example: project.config.example ?? "").checked(plan)
        } catch GeneratorError.cannotGenerate(let reason) where project.config.example != nil && options.followsAParentsFlow {
            do {
                // Refused under another parent too: the app's shape, not this parent's, is what the family cannot write.
                let writesUnder = { (other: String) in
                    var elsewhere = options
                    elsewhere.parent = other
                    return (try? CoordinatorGenerator(project: project, files: files).plan(elsewhere)) != nil
                }
                let plan = try ExampleFlowGenerator(project: project, files: files).planInstead(
                    of: options, parent: options.parent ?? "", because: reason, writesUnder: writesUnder)
                let check = UnstartedFlowCheck(project: project, naming: files.app.shape.naming, name: options.name, parent: options.parent ?? "")
                return try check.map { try $0.checked(plan, because: reason) } ?? plan
            } catch GeneratorError.cannotGenerate(let refusal) where refusal == reason {
                throw GeneratorError.cannotGenerate(ExampleRefusalHint.reason(reason, name: options.name, example: project.config.example ?? ""))
            }
        } catch GeneratorError.cannotGenerate(let reason) where project.config.example != nil {
            throw GeneratorError.cannotGenerate(
                ExampleRefusalHint.reason(reason, name: options.name, example: project.config.example ?? ""))
        }
    }
}
