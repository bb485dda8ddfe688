import Foundation

extension GenerateInProject {
    /// `coordgen remove coordinator`.
    public func removeCoordinator(_ options: RemovalOptions) throws -> String {
        try run { project, files in try Removal(project: project, files: files).planCoordinator(options) }
    }

    /// `coordgen remove screen`.
    public func removeScreen(_ options: RemovalOptions) throws -> String {
        try run { project, files in try Removal(project: project, files: files).planScreen(options) }
    }
}
