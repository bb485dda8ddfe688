import Foundation

extension GenerateInProject {
    /// `coordgen new coordinator <Name> --like <Example>`: a flow made like one the app has.
    public func newCoordinator(_ name: String, like example: String) throws -> String {
        try run { project, files in try ExampleFlowGenerator(project: project, files: files).plan(newFlow: name, like: example) }
    }
}
