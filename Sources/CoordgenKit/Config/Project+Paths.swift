import Foundation

extension Project {
    /// Refuses a folder (`--in`) outside the project (symbolic links followed), where no target would
    /// compile the file and coordgen never writes.
    func checkInside(_ folder: URL) throws {
        try ProjectFence(root: root).check(folder, origin: "--in \(folder.path)")
    }

    /// `url` relative to the project root, for messages.
    func displayPath(of url: URL) -> String {
        url.path(relativeTo: root)
    }
}
