import Foundation

extension URL {
    /// This file's path relative to `base` when it lies inside it, otherwise the full path.
    func path(relativeTo base: URL) -> String {
        let path = standardizedFileURL.path
        var basePath = base.standardizedFileURL.path
        if !basePath.hasSuffix("/") { basePath += "/" }
        return path.hasPrefix(basePath) ? String(path.dropFirst(basePath.count)) : path
    }
}
