import Foundation

extension SwiftUIStyle {
    /// A new flow's three files, in the app's family: its coordinator (`coordinatorRole`) and the view
    /// that shows it (`viewRole`, named `viewName`) in the coordinators' folder, and its first screen,
    /// which ends the flow, in the screens' folder. No test is written for these families; a note says
    /// why, naming `kind` (`coordinators that own their NavigationStack`).
    func planFamilyFlowFiles(
        _ request: CoordinatorRequest, subject: RenderContext.Subject, coordinatorRole: TemplateID.Role, viewRole: TemplateID.Role,
        viewName: String, kind: String, into plan: inout Plan
    ) throws {
        let conventions = request.files.conventions(for: subject)
        let coordinators = request.folder(for: .coordinator)
        let outputs: [(TemplateID.Role, URL)] = [
            (coordinatorRole, coordinators.appendingPathComponent("\(conventions.flowClass).swift")),
            (viewRole, coordinators.appendingPathComponent("\(viewName).swift")),
            (screen.role, request.folder(for: .screen).appendingPathComponent("\(conventions.screenClass).swift")),
        ]
        if request.options.writesTests {
            plan.notes.append(
                request.shape.generatedTests == nil
                    ? "no \(conventions.flowClass)Tests.swift: the app has no unit-test target (project.testTarget in \(Project.configFileName))"
                    : "no \(conventions.flowClass)Tests.swift: coordgen writes no tests for \(kind) yet")
        }
        let planner = FilePlanner(overwriteExisting: request.options.overwrite)
        var screenSubject = subject
        screenSubject.endsFlow = true
        for (role, url) in outputs {
            let text = try request.files.renderFile(
                role, fileName: url.lastPathComponent, subject: role == screen.role ? screenSubject : subject)
            plan.add(planner.planWrite(text, to: url, in: plan))
        }
    }
}
