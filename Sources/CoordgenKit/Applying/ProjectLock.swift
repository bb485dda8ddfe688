import Foundation

/// An exclusive lock on a project while a command reads, plans and applies its changes, so that two
/// coordgen commands run at the same time cannot both edit `CoordinatorType.swift` and lose a case.
///
/// It is an advisory `flock` on the project folder (the one that holds `.coordgen.yml`): no lock file
/// is left in the project, the kernel drops the lock when the process ends, so a crashed command never
/// leaves it locked, and a change that replaces `.coordgen.yml` does not move the lock to another file.
///
/// Taking the lock is also where an interrupted change is recovered (`ProjectRecovery`), before the
/// command reads anything: `recovery` says what was done.
public struct ProjectLock: ~Copyable {
    private let descriptor: Int32
    /// What recovery found and did when the lock was taken; nil when no change had been interrupted.
    public let recovery: ProjectRecovery.Report?

    /// How long to wait for another command to finish before giving up.
    public static let timeout: TimeInterval = 60

    /// Locks the project whose config is `file`, then recovers an interrupted change; with `dryRun`,
    /// only reports one.
    public init(file: URL, dryRun: Bool = false) throws {
        try self.init(folder: file.deletingLastPathComponent(), dryRun: dryRun)
    }

    /// Locks the project around `directory` (the nearest folder at or above it that holds
    /// `.coordgen.yml`, or the journal of an interrupted `new project`), then recovers as above.
    /// Outside any project it holds nothing; finding the project will fail and say so.
    public init(around directory: URL, dryRun: Bool = false) throws {
        if let root = Self.projectFolder(around: directory) {
            try self.init(folder: root, dryRun: dryRun)
        } else {
            self.init(holding: -1, recovery: nil)
        }
    }

    /// Waits until no other coordgen command holds the project at `folder`, holds it, then recovers.
    public init(folder: URL, dryRun: Bool = false) throws {
        let descriptor = open(folder.path, O_RDONLY)
        // Without a readable folder there is nothing to lock or recover; reading the project will fail and say so.
        guard descriptor >= 0 else {
            self.descriptor = -1
            recovery = nil
            return
        }
        let deadline = Date().addingTimeInterval(Self.timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if Date() > deadline {
                close(descriptor)
                throw PlanError.projectLocked(folder.appendingPathComponent(Project.configFileName).path)
            }
            usleep(10_000)
        }
        do {
            recovery = try ProjectRecovery.recover(in: folder, dryRun: dryRun)
        } catch {
            flock(descriptor, LOCK_UN)
            close(descriptor)
            throw error
        }
        self.descriptor = descriptor
    }

    private init(holding descriptor: Int32, recovery: ProjectRecovery.Report?) {
        self.descriptor = descriptor
        self.recovery = recovery
    }

    /// The nearest folder at or above `directory` with `.coordgen.yml` or a change journal.
    static func projectFolder(around directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: current.appendingPathComponent(Project.configFileName).path)
                || ChangeJournal.isPresent(in: current)
            {
                return current
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    deinit {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
