import Foundation

extension GenerateInProject {
    /// `coordgen new coordinator <Name> --like <Example>`: a flow made like one the app has.
    public func newCoordinator(_ name: String, like example: String) throws -> String {
        try run { project, files in
            let plan = try ExampleFlowGenerator(project: project, files: files).plan(newFlow: name, like: example)
            return try UnstartedFlowCheck(project: project, naming: files.app.shape.naming, name: name, example: example).checked(plan)
        }
    }
}
