extension LayoutDetector {
    /// Flows kept in a folder each under one folder, where the folders are not named by one pattern
    /// (`Modules/AuthScreen`, `Modules/TabBarController`) and the root may sit elsewhere (`App/`): the
    /// pattern `Modules/{Name}`, so a new flow gets a folder of its own beside its siblings rather than
    /// going into the root's folder; nil unless at least two flows besides the root each have a folder of
    /// their own under one common folder, none sits in that folder itself, and none shares the root's folder.
    static func siblingFoldersPattern(_ coordinators: [(name: String, file: SourceFile)], rootFile: SourceFile?) -> String? {
        let folders = coordinators.filter { $0.file.path != rootFile?.path }.map { $0.file.folder.slashSeparatedComponents.map(String.init) }
        guard folders.count >= 2, var common = folders.first else { return nil }
        for folder in folders.dropFirst() {
            common = Array(zip(common, folder).prefix { $0.0 == $0.1 }.map(\.0))
        }
        guard !common.isEmpty, folders.allSatisfy({ $0.count > common.count }) else { return nil }
        // The root sits elsewhere: no flow shares its folder (then that folder holds coordinators, and the
        // flows' folders are no pattern).
        if let rootFolder = rootFile?.folder.slashSeparatedComponents.map(String.init), folders.contains(rootFolder) { return nil }
        let ownFolders = folders.map { $0[common.count] }
        guard Set(ownFolders).count == folders.count else { return nil }
        return (common + [NamingScheme.placeholder]).joined(separator: "/")
    }
}
