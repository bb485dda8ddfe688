import Foundation

extension FileManager {
    /// The process's current folder as a file URL.
    public var currentDirectoryURL: URL { URL(fileURLWithPath: currentDirectoryPath, isDirectory: true) }

    /// `path` (absolute, or relative to the current folder) as a standardized file URL.
    public func absoluteURL(forPath path: String) -> URL {
        URL(fileURLWithPath: path, relativeTo: currentDirectoryURL).standardizedFileURL
    }
}
