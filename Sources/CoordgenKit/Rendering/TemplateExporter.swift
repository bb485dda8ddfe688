import Foundation

/// Writes the built-in templates into a folder, in the layout `--templates` reads.
public struct TemplateExporter: Sendable {
    public init() {}

    public func plan(into directory: URL, overwrite: Bool) -> Plan {
        var plan = Plan(root: directory)
        let planner = FilePlanner(overwriteExisting: overwrite)
        for path in TemplateLibrary.builtInPaths {
            guard let text = BuiltInTemplates.files[path] else { continue }
            plan.add(
                planner.planWrite(
                    text, to: directory.appendingPathComponent(path), in: plan,
                    summary: "exported \(path)"))
        }
        plan.nextSteps = [
            "edit the templates, then use them: coordgen new coordinator Reservation --templates \(directory.path)",
            "or add `templates: \(directory.path)` to your project's \(Project.configFileName)",
        ]
        return plan
    }
}
