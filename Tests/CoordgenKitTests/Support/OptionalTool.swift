import Foundation
import XCTest

/// Tools some checks need beside Swift (Python's `pbxproj`, `zizmor`, Graphviz, strace, Ruby):
/// `./scripts/test.sh` installs them; a developer's own `swift test` may lack them, and those checks
/// then skip and say so. Under CI (`CI=true`) a skipped check would be a green run that checked less
/// than it says, so a missing tool fails instead.
enum OptionalTool {
    static var isRequired: Bool {
        ProcessInfo.processInfo.environment["CI"] == "true"
    }

    /// What a check throws when its tool is missing: a skip that says so, or, under CI, a failure.
    static func missing(_ reason: String) -> Error {
        isRequired ? MissingUnderCI(reason: reason) : XCTSkip(reason)
    }

    struct MissingUnderCI: Error, CustomStringConvertible {
        let reason: String
        var description: String { "a tool this check needs is missing under CI=true: \(reason)" }
    }
}
