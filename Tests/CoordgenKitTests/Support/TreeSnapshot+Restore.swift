import Foundation

extension TreeSnapshot {
    /// Makes `folder` hold exactly what this snapshot recorded: everything else in it is removed.
    func restore(into folder: URL) throws {
        for item in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
            try FileManager.default.removeItem(at: item)
        }
        for (path, data) in files.sorted(by: { $0.key < $1.key }) {
            let url = folder.appendingPathComponent(path)
            if path.hasSuffix("/") {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            } else {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
        }
    }
}
