import Foundation

/// An exclusive lock on a project while a command plans and applies its changes, so that two coordgen
/// commands run at the same time cannot both edit `CoordinatorType.swift` and lose a case.
///
/// It is an advisory `flock` on the project's `.coordgen.yml`: no lock file is left in the project, and
/// the kernel drops the lock when the process ends, so a crashed command never leaves it locked.
public struct ProjectLock: ~Copyable {
    private let descriptor: Int32

    /// How long to wait for another command to finish before giving up.
    public static let timeout: TimeInterval = 60

    /// Waits until no other coordgen command holds `file`, then holds it.
    public init(file: URL) throws(PlanError) {
        let descriptor = open(file.path, O_RDONLY)
        // Without a readable config there is nothing to lock; reading it will fail and say so.
        guard descriptor >= 0 else {
            self.descriptor = -1
            return
        }
        let deadline = Date().addingTimeInterval(Self.timeout)
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            if Date() > deadline {
                close(descriptor)
                throw .projectLocked(file.path)
            }
            usleep(10_000)
        }
        self.descriptor = descriptor
    }

    deinit {
        guard descriptor >= 0 else { return }
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
