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
    /// `--like`: the screen of the coordinator's to make this one like (its type or its name without
    /// the kind, `Settings` for `SettingsViewController`).
    public var like: String?

    public init(
        name: String, coordinator: String, presentsModally: Bool = false, overwrite: Bool = false, folder: URL? = nil, like: String? = nil
    ) {
        self.name = name
        self.coordinator = coordinator
        self.presentsModally = presentsModally
        self.overwrite = overwrite
        self.folder = folder
        self.like = like
    }

    /// Whether a screen made like one the coordinator shows does what was asked: it is shown, placed and
    /// overwritten as the example is, so a request for a modal screen, a folder or an overwrite is
    /// refused as the family refuses it rather than silently made like the example.
    var followsAnExample: Bool {
        !presentsModally && folder == nil && !overwrite
    }
}
