import Foundation

/// Test-only ways to stop `PlanApplier` between two moves, so the interruption tests can prove what a
/// kill at any moment leaves, deterministically. Neither is reachable by accident:
///
/// - `afterMove` is internal: only tests that `@testable import CoordgenKit` can set it. Throwing
///   `SimulatedCrash` from it makes the applier stop as a killed process would, without undoing
///   anything and with the journal left in place.
/// - `COORDGEN_TEST_PAUSE_AFTER_MOVE=k` (documented as test-only in docs/RELIABILITY.md) makes the
///   binary print `coordgen-test: paused after move k` on stderr after its k-th move and wait
///   `pauseSeconds`, so a test can kill the real process (`SIGKILL`) or interrupt it (`SIGINT`) there.
struct ApplierTestSeam: Sendable {
    static let pauseVariable = "COORDGEN_TEST_PAUSE_AFTER_MOVE"
    static let pauseSeconds = 3.0

    /// Called after each move with its number, counting from 1, and with 0 once the journal says
    /// `moving`, before the first move.
    var afterMove: (@Sendable (Int) throws -> Void)?
    /// The move after which the binary pauses, from the environment.
    var pauseAfter: Int? = ProcessInfo.processInfo.environment[Self.pauseVariable].flatMap { Int($0) }

    func moved(_ number: Int) throws {
        try afterMove?(number)
        guard pauseAfter == number else { return }
        FileHandle.standardError.write(Data("coordgen-test: paused after move \(number)\n".utf8))
        // Slept in steps: a signal cuts `usleep` short, and the pause must last anyway.
        let end = Date().addingTimeInterval(Self.pauseSeconds)
        while Date() < end { usleep(20_000) }
    }
}

/// Thrown by a test's `afterMove` to stop the applier as a kill would.
struct SimulatedCrash: Error {}
