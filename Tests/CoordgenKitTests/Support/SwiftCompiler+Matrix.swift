import Foundation

extension SwiftCompiler {
    /// One type-check of a matrix run: sources and the cell they are checked in.
    struct MatrixJob: Sendable {
        /// What the failure message names, such as "uikit, Xcode 26".
        var label: String
        var appSources: [URL]
        var testSources: [URL] = []
        var moduleName = "Hotel"
        var settings: LanguageSettings
        var frameworks: Frameworks = .uikit
    }

    /// Type-checks every job, two at a time (the jobs share nothing: each compiles into a folder of
    /// its own, against stand-ins built once per process), and returns one message per job with
    /// errors or warnings, in the jobs' order; empty when every job is clean.
    static func typeCheckAll(_ jobs: [MatrixJob]) -> [String] {
        // Built before the workers start, so that none waits for another's stand-in build.
        for variant in Set(jobs.map { "\($0.settings.swiftVersion)-\($0.frameworks == .swiftUI)" }).sorted() {
            let job = jobs.first { "\($0.settings.swiftVersion)-\($0.frameworks == .swiftUI)" == variant }!
            _ = try? StandInModule.directory(StandInModule.Variant(swiftVersion: job.settings.swiftVersion), frameworks: job.frameworks)
        }
        let results = MatrixResults(count: jobs.count)
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 2
        for (index, job) in jobs.enumerated() {
            queue.addOperation {
                results.set(index, check(job))
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        return results.messages.compactMap { $0 }
    }

    private static func check(_ job: MatrixJob) -> String? {
        do {
            let result = try typeCheck(
                appSources: job.appSources, testSources: job.testSources, moduleName: job.moduleName, settings: job.settings,
                frameworks: job.frameworks)
            guard result.warnings.isEmpty else {
                return "\(job.label), \(job.settings): warnings:\n" + result.warnings.map(\.description).joined(separator: "\n")
            }
            return nil
        } catch let failure as Failure {
            let errors = failure.errors.map(\.description)
            return "\(job.label), \(job.settings):\n" + (errors.isEmpty ? failure.description : errors.joined(separator: "\n"))
        } catch {
            return "\(job.label), \(job.settings): \(error)"
        }
    }

    private final class MatrixResults: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [String?]

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ message: String?) {
            lock.lock()
            values[index] = message
            lock.unlock()
        }

        var messages: [String?] {
            lock.lock()
            defer { lock.unlock() }
            return values
        }
    }
}
