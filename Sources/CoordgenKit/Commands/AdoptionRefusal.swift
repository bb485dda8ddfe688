import Foundation

/// Why `coordgen init` stopped without writing.
public enum AdoptionRefusal: Error, Sendable, CustomStringConvertible {
    /// `.coordgen.yml` exists and differs from what init would write.
    case configExists

    public var description: String {
        switch self {
        case .configExists:
            "\(Project.configFileName) already exists and differs (diff above); nothing was changed: run coordgen init --force to replace it"
        }
    }
}
