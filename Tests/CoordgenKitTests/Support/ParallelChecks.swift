import Dispatch
import Foundation
import XCTest

/// Runs independent checks of one test on every core (2 on CI's machine) instead of one after another:
/// the slowest tests are loops over fixture apps whose items share no state (each works in its own
/// temporary copy; the stand-in modules are built once, behind a lock). Assertions inside `check` are
/// recorded as usual; an error one item throws fails the test naming that item. Not for checks that
/// share files or that depend on each other's order.
enum ParallelChecks {
    static func forEach<Item: Sendable>(
        _ items: [Item], file: StaticString = #filePath, line: UInt = #line, _ check: (Item) throws -> Void
    ) {
        let errors = ErrorList()
        withoutActuallyEscaping(check) { check in
            // The checks are independent by contract (see above), which is what Sendable would prove.
            let unchecked = UncheckedCheck(run: check)
            DispatchQueue.concurrentPerform(iterations: items.count) { index in
                do {
                    try unchecked.run(items[index])
                } catch {
                    errors.append("\(items[index]): \(error)")
                }
            }
        }
        for error in errors.all {
            XCTFail(error, file: file, line: line)
        }
    }

    private struct UncheckedCheck<Item>: @unchecked Sendable {
        let run: (Item) throws -> Void
    }

    private final class ErrorList: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [String] = []

        var all: [String] { lock.withLock { items } }

        func append(_ item: String) {
            lock.withLock { items.append(item) }
        }
    }
}
