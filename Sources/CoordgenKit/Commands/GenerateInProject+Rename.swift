import Foundation

extension GenerateInProject {
    /// `coordgen rename coordinator`: the plan renames the project's file references itself.
    public func renameCoordinator(_ old: String, to new: String) throws -> String {
        try run(addingMembership: false) { project, files in
            try CoordinatorRename(project: project, files: files).plan(renaming: old, to: new)
        }
    }

    /// `coordgen rename screen`.
    public func renameScreen(_ old: String, to new: String) throws -> String {
        try run(addingMembership: false) { project, files in
            try ScreenRename(project: project, files: files).plan(renaming: old, to: new)
        }
    }
}
