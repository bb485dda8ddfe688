import Foundation

extension Project {
    /// Refuses a folder (`--in`) outside the project, where no target would compile the file.
    func checkInside(_ folder: URL) throws {
        let rootPath = root.standardizedFileURL.path
        let path = folder.standardizedFileURL.path
        guard path == rootPath || path.hasPrefix(rootPath.hasSuffix("/") ? rootPath : rootPath + "/") else {
            throw GeneratorError.cannotGenerate("--in \(folder.path) is outside the project at \(rootPath): give a folder inside it")
        }
    }

    /// `url` relative to the project root, for messages.
    func displayPath(of url: URL) -> String {
        url.path(relativeTo: root)
    }
}
