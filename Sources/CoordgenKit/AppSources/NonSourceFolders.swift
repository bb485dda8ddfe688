/// The one skip list of every walk of an app's Swift files (`new`, `init`, `tree`, `doctor`, the
/// duplicate-type check): folders that never hold the app's own sources.
enum NonSourceFolders {
    /// Build output, dependency checkouts, tool state and version control, by name, anywhere.
    static let names: Set<String> = [".build", ".git", ".swiftpm", "build", "Pods", "Carthage", "DerivedData", "node_modules"]
    /// Bundles, by extension: Xcode projects and workspaces, asset catalogs, built products.
    static let bundleExtensions: Set<String> = ["xcodeproj", "xcworkspace", "xcassets", "bundle", "framework", "xcframework"]
    /// Folders skipped only at the app's root: Tuist's manifest helpers and fetched dependencies.
    static let rootNames: Set<String> = ["Tuist"]

    /// Whether a folder called `name` (at `depth` 0 for the root's own folders) is left out: the names
    /// above, bundles, and hidden folders.
    static func skips(folderNamed name: String, atRoot: Bool) -> Bool {
        if name.hasPrefix(".") || names.contains(name) || (atRoot && rootNames.contains(name)) { return true }
        guard let dot = name.lastIndex(of: ".") else { return false }
        return bundleExtensions.contains(String(name[name.index(after: dot)...]))
    }
}
