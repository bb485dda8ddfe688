/// Why coordgen cannot work on a project.
public enum ProjectError: Error, Equatable, CustomStringConvertible {
    case notInProject(String)
    case unreadableConfig(String)
    case malformedConfig(file: String, reason: String)
    case projectExists(String)

    public var description: String {
        switch self {
        case .notInProject(let path):
            return
                "no \(Project.configFileName) in \(path) or any folder above it: run `coordgen init` in an existing app to record its shape, or work inside a project made by `coordgen new project`"
        case .unreadableConfig(let path):
            return "cannot read \(path)"
        case .malformedConfig(let file, let reason):
            return "\(file) is not valid: \(reason)"
        case .projectExists(let path):
            return "\(path) already exists: choose another name or --output folder; coordgen never writes into an existing project folder"
        }
    }
}
