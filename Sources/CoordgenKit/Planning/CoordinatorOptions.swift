import Foundation

/// What `coordgen new coordinator` was asked for.
public struct CoordinatorOptions: Sendable {
    public var name: String
    /// The coordinator that starts the new one (`App`, `Reservation`, …), if any.
    public var parent: String?
    /// Present the flow modally in its own navigation controller instead of pushing it.
    public var presentsModally: Bool
    public var writesTests: Bool
    /// Overwrite existing files (never a duplicate case).
    public var overwrite: Bool
    /// `--in`: the folder for the coordinator and its screen instead of the one the layout gives.
    public var folder: URL?
    /// `--module`: the module (of a Tuist, XcodeGen or Swift package manifest) the flow goes into.
    public var module: String?
    /// `--new-module`: declare a module for the flow in the manifest, a dependency of the parent's.
    public var createsModule: Bool
    /// Whether a coordinator that shows nothing (the app gives it no stack or router coordgen can reach)
    /// may be written: `new coordinator` first asks without, so that a flow made like one the app has
    /// comes first where there is one to copy (``ShowsNothingRefusal``).
    public var acceptsShowingNothing = true

    public init(
        name: String, parent: String? = nil, presentsModally: Bool = false, writesTests: Bool = true, overwrite: Bool = false,
        folder: URL? = nil, module: String? = nil, createsModule: Bool = false
    ) {
        self.name = name
        self.parent = parent
        self.presentsModally = presentsModally
        self.writesTests = writesTests
        self.overwrite = overwrite
        self.folder = folder
        self.module = module
        self.createsModule = createsModule
    }
}
