/// Why the Xcode templates could not be made.
public enum XcodeTemplateError: Error, Equatable, CustomStringConvertible {
    /// A project layout puts an app source outside the app folder, where a project template cannot.
    case sourceOutsideAppFolder(String)

    public var description: String {
        switch self {
        case .sourceOutsideAppFolder(let path):
            return "\(path) is outside the app folder; an Xcode project template can only create files inside it"
        }
    }
}
