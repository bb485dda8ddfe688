import Foundation

/// One file that a command will write, and what happens to it.
public struct PlannedChange: Sendable, Equatable {
    /// What applying the change does to the file on disk.
    public enum Action: Sendable, Equatable {
        /// The file does not exist yet.
        case create
        /// The file exists and gets new contents (an edit, or an overwrite with `--force`).
        case modify
        /// The file already has exactly these contents; nothing is written.
        case identical
        /// The file cannot be written; the reason says why and what to do.
        case conflict(reason: String)
        /// The file, or the folder (a URL with `hasDirectoryPath`, emptied by the deletions planned
        /// before it), is removed. Its old contents are kept so a failed apply can put it back.
        case delete
    }

    /// Where the file is.
    public let url: URL
    /// The path shown to the user, relative to the project (or output) folder.
    public let displayPath: String
    public let action: Action
    /// The contents on disk when the plan was made; `nil` when the file does not exist.
    public let oldContents: Data?
    /// The contents after the change.
    public let newContents: Data
    /// What the change does, in the words printed after it is applied, e.g.
    /// "added case reservation to Hotel/Coordinators/CoordinatorType.swift".
    public let summary: String
    /// Whether this change edits part of an existing file (`FilePlanner.planEdit`) rather than writing
    /// a whole file, so later steps can tell the files a command creates from those it edits.
    public var isEdit = false
    /// What `stat` said of the file when its ``oldContents`` were read, if known: the applier then
    /// checks it is unchanged without reading it again.
    public var oldFingerprint: FileFingerprint?

    public init(url: URL, displayPath: String, action: Action, oldContents: Data?, newContents: Data, summary: String) {
        self.url = url
        self.displayPath = displayPath
        self.action = action
        self.oldContents = oldContents
        self.newContents = newContents
        self.summary = summary
    }

    /// Whether applying the plan writes this file.
    public var writes: Bool {
        action == .create || action == .modify
    }

    /// Whether applying the plan removes this file or folder.
    public var deletes: Bool {
        action == .delete
    }

    /// Whether this change is about a folder (only deletions are).
    public var isFolder: Bool {
        url.hasDirectoryPath
    }
}
