import Foundation

/// What `coordgen new screen` was asked for.
public struct ScreenOptions: Sendable {
    public var name: String
    /// The coordinator that shows the screen.
    public var coordinator: String
    /// `present<Name>()` (modal) instead of `pushTo<Name>()`.
    public var presentsModally: Bool
    public var overwrite: Bool
    /// `--in`: the folder for the view controller instead of the one the layout gives.
    public var folder: URL?

    public init(name: String, coordinator: String, presentsModally: Bool = false, overwrite: Bool = false, folder: URL? = nil) {
        self.name = name
        self.coordinator = coordinator
        self.presentsModally = presentsModally
        self.overwrite = overwrite
        self.folder = folder
    }
}
