import Foundation

extension GenerateInProject {
    /// `coordgen remove coordinator`.
    public func removeCoordinator(_ options: RemovalOptions) throws -> String {
        try run { project, files in try CoordinatorRemoval(project: project, files: files).plan(options) }
    }

    /// `coordgen remove screen`.
    public func removeScreen(_ options: RemovalOptions) throws -> String {
        try run { project, files in try ScreenRemoval(project: project, files: files).plan(options) }
    }
}
