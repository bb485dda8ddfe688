/// Why coordgen will not add new files to an Xcode project. Nothing is written when one is thrown.
public enum XcodeProjectEditError: Error, Equatable, CustomStringConvertible {
    case unparsable(file: String, line: Int, reason: String)
    case mergeConflict(file: String, marker: MergeConflictMarker)
    case unknownObjectVersion(file: String, version: String)
    case unreadable(String)
    case noProject(folder: String)
    case severalProjects(folder: String, names: [String])
    case missingProject(String)
    case unknownTarget(kind: String, name: String, known: [String])
    case noTarget(kind: String, files: [String], reason: String)
    case ambiguousTarget(kind: String, candidates: [String], files: [String])
    /// New files in the folder of another project of the workspace, which lists its files one by one.
    case fileOfAnotherProject(files: [String], project: String)

    public var description: String {
        switch self {
        case .unparsable(let file, let line, let reason):
            return "\(file) cannot be read (line \(line): \(reason)); open it in Xcode to repair it, then run the command again"
        case .mergeConflict(let file, let marker):
            return "\(file) cannot be read: \(marker.description)"
        case .unknownObjectVersion(let file, let version):
            return
                "\(file) has objectVersion \(version), a format coordgen does not know (it reads \(PBXDocument.readableObjectVersions.lowerBound) to \(PBXDocument.readableObjectVersions.upperBound), Xcode 3.1 to Xcode 26.3); save it in Xcode with a project format of Xcode 26.3 or earlier (File Inspector › Project Format), or add the new files yourself"
        case .unreadable(let path):
            return "cannot read \(path)"
        case .noProject(let folder):
            return "no .xcodeproj in \(folder); set xcodeproj in .coordgen.yml to the project that builds the app"
        case .severalProjects(let folder, let names):
            return
                "\(folder) holds several Xcode projects (\(names.joined(separator: ", "))); set xcodeproj in .coordgen.yml to the one that builds the app"
        case .missingProject(let path):
            return "\(path) (xcodeproj in .coordgen.yml) does not exist; fix the path in .coordgen.yml"
        case .unknownTarget(let kind, let name, let known):
            return
                "the \(kind) target \(name) named in .coordgen.yml (project.\(kind == "app" ? "appTarget" : "testTarget")) is not in the project; its targets are \(known.joined(separator: ", "))"
        case .noTarget(let kind, let files, let reason):
            return
                "cannot tell which \(kind) target should compile \(files.joined(separator: ", ")): \(reason); name it as project.\(kind == "app" ? "appTarget" : "testTarget") in .coordgen.yml"
        case .fileOfAnotherProject(let files, let project):
            return
                "\(files.joined(separator: ", ")) would lie in the folder of \(project), another project than the app's, whose groups list files one by one and which coordgen does not edit: pass --in with a folder of the app's project, or a synchronized folder"
        case .ambiguousTarget(let kind, let candidates, let files):
            return
                "\(files.joined(separator: ", ")) could belong to several \(kind) targets (\(candidates.joined(separator: ", "))); name it as project.\(kind == "app" ? "appTarget" : "testTarget") in .coordgen.yml"
        }
    }
}
