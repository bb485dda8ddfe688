import Foundation

/// Lists the Swift files of an app, skipping build products, dependencies, project bundles and test
/// targets.
enum SourceFileFinder {
    /// Folder names never searched: build output, dependency checkouts, VCS data.
    static let skippedFolders = NonSourceFolders.names
    /// Folder extensions never searched: Xcode bundles hold no app sources.
    static let skippedExtensions: Set<String> = ["xcodeproj", "xcworkspace", "xcassets", "bundle", "framework"]

    /// Every `.swift` file under `root`, sorted by path, and the `project.pbxproj` files seen on the way.
    static func files(under root: URL) -> (swift: [URL], projects: [URL]) {
        var swift: [URL] = []
        var projects: [URL] = []
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey]
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: keys, options: [.skipsPackageDescendants])
        else { return ([], []) }
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: Set(keys))
            let name = url.lastPathComponent
            if values?.isDirectory == true {
                if url.pathExtension == "xcodeproj" {
                    let pbxproj = url.appendingPathComponent("project.pbxproj")
                    if FileManager.default.fileExists(atPath: pbxproj.path) { projects.append(pbxproj) }
                }
                // Test targets (`HotelTests`, `Tests`) hold fakes and drivers, not the app's flows.
                if skippedFolders.contains(name) || skippedExtensions.contains(url.pathExtension) || name.hasSuffix("Tests") {
                    enumerator.skipDescendants()
                }
                continue
            }
            if values?.isSymbolicLink == true { continue }
            if url.pathExtension == "swift" { swift.append(url) }
        }
        return (swift.sorted { $0.path < $1.path }, projects.sorted { $0.path < $1.path })
    }
}
