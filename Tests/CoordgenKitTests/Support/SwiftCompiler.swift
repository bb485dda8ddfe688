import Foundation

/// Compiles and runs generated iOS code on Linux against the UIKit stand-in in `Tests/StandIns/UIKit.swift`
/// and, for SwiftUI code, the SwiftUI stand-in in `Tests/StandIns/SwiftUI.swift` built on top of it.
///
/// Each language mode gets its variant of the stand-in: Swift 6 sees UIKit as `@MainActor`, Swift 5 as
/// `@preconcurrency @MainActor`, like the real SDK's imported isolation (see the top of the stand-in).
/// The flags come from ``LanguageSettings``. `swiftVersion: 5` means Swift 5 with
/// `-strict-concurrency=complete`, so isolation mistakes show up as the warnings Swift 5 projects get
/// when they prepare for Swift 6. That does not cover Xcode's default (minimal) checking: complete
/// checking turns on isolated default values (SE-0411), so a default argument that calls a main-actor
/// initialiser compiles with it and is an error without it. Pass `settings:` to check any cell.
///
/// Warnings do not fail a compilation; they come back in ``CompileResult/warnings`` so a test can
/// assert there are none and still tell "warns in Swift 5" apart from "fails". Errors throw ``Failure``.
struct SwiftCompiler {
    /// The frameworks generated code imports, as stand-ins.
    enum Frameworks: Sendable {
        /// `import UIKit`.
        case uikit
        /// `import SwiftUI` (which re-exports UIKit, as on iOS) and `import UIKit`.
        case swiftUI
        /// `import UIKit` and `import XCoordinator` (a Swift 5 library: Swift 5 clients only).
        case xcoordinator
        /// `import UIKit`, `import RxFlow`, `import RxRelay` and `import RxSwift` (Swift 5 libraries:
        /// Swift 5 clients only).
        case rxflow
        /// `import SwiftUI`, `import Combine` and `import Stinsen` (a Swift 5 library: Swift 5 clients only).
        case stinsen
        /// `import UIKit` and `import RxSwift` alone (a Swift 5 library without isolation, which Swift 5
        /// and Swift 6 clients import alike).
        case rxswift
    }

    /// One `error:` or `warning:` line of swiftc's output (notes stay in the full output).
    struct Diagnostic: Equatable, Sendable, CustomStringConvertible {
        enum Severity: String, Sendable {
            case error, warning
        }

        let severity: Severity
        /// `file:line:column`, or empty when swiftc gave no location.
        let location: String
        let message: String

        var description: String {
            location.isEmpty ? "\(severity.rawValue): \(message)" : "\(location): \(severity.rawValue): \(message)"
        }
    }

    /// What a successful ``typeCheck(appSources:testSources:moduleName:swiftVersion:)`` reports.
    struct CompileResult: Sendable {
        /// The warnings of the app and test sources, in the order swiftc printed them.
        let warnings: [Diagnostic]
        /// Everything swiftc printed, for a failure message.
        let output: String
    }

    /// A compiler invocation or the compiled program that failed, with everything needed to see why.
    struct Failure: Error, CustomStringConvertible {
        /// What was being done, such as "type-checking the app sources".
        let step: String
        let commandLine: String
        let status: Int32
        /// The compiler's (or the program's) stdout and stderr.
        let output: String

        /// The error lines of ``output``.
        var errors: [Diagnostic] { SwiftCompiler.diagnostics(in: output).filter { $0.severity == .error } }

        var description: String {
            "\(step) failed with exit status \(status)\n$ \(commandLine)\n\(output)"
        }
    }

    /// Type-checks the app sources as module `moduleName`, then the test sources against it.
    ///
    /// The app is compiled with `-parse-as-library` (it has an `@main` type) and `-enable-testing`, so
    /// the test sources can `@testable import` it; they may `import XCTest` too. Both steps emit a
    /// module with `-wmo` instead of running `-typecheck`: that also runs the diagnostics of the
    /// compiler's later passes, which `-typecheck` skips (missing returns, use before
    /// initialization, Swift 6 data-race checks of `sending` values). Both steps have Objective-C
    /// interop, so `@objc` and `#selector` type-check (see ``objectiveCInterop``).
    ///
    /// - Parameters:
    ///   - testSources: XCTest files; none skips the second step.
    ///   - swiftVersion: The language mode, 5 or 6.
    ///   - frameworks: The stand-ins to build against; SwiftUI code needs `.swiftUI`.
    ///   - deploymentTarget: The app's iOS deployment target, such as "13.0": UIKit declarations
    ///     newer than it are unavailable (see the top of the UIKit stand-in). Nil allows every one.
    /// - Throws: ``Failure`` if a step has errors.
    static func typeCheck(
        appSources: [URL],
        testSources: [URL] = [],
        moduleName: String,
        swiftVersion: Int,
        frameworks: Frameworks = .uikit,
        deploymentTarget: String? = nil
    ) throws -> CompileResult {
        try typeCheck(
            appSources: appSources, testSources: testSources, moduleName: moduleName,
            settings: LanguageSettings(swiftVersion: swiftVersion, recordedFor: appSources), frameworks: frameworks,
            deploymentTarget: deploymentTarget)
    }

    /// ``typeCheck(appSources:testSources:moduleName:swiftVersion:frameworks:deploymentTarget:)`` with
    /// every setting of a cell of ``LanguageSettings``; the test sources get the same settings, as
    /// Xcode's App template gives its test target, except where Linux's XCTest cannot follow (see
    /// ``LanguageSettings/forTests(_:)``).
    static func typeCheck(
        appSources: [URL],
        testSources: [URL] = [],
        moduleName: String,
        settings: LanguageSettings,
        frameworks: Frameworks = .uikit,
        deploymentTarget: String? = nil
    ) throws -> CompileResult {
        let mode = settings.flags
        let swiftVersion = settings.swiftVersion
        let standIn = try StandInModule.directory(
            StandInModule.Variant(swiftVersion: swiftVersion, deploymentTarget: deploymentTarget), frameworks: frameworks)
        let work = try Repository.temporaryDirectory("typecheck-\(moduleName)")
        defer { try? FileManager.default.removeItem(at: work) }

        var output = try compile(
            "type-checking the app sources (module \(moduleName), \(settings))",
            mode + objectiveCInterop + previewMacros + [
                "-emit-module", "-wmo", "-parse-as-library", "-enable-testing",
                "-module-name", moduleName,
                "-I", standIn.path,
                "-emit-module-path", work.appendingPathComponent("\(moduleName).swiftmodule").path,
            ] + appSources.map(\.path)
        )
        if !testSources.isEmpty {
            let testSettings = settings.forTests(testSources)
            output += try compile(
                "type-checking the test sources (module \(moduleName)Tests, \(testSettings))",
                testSettings.flags + objectiveCInterop + previewMacros + [
                    "-emit-module", "-wmo", "-parse-as-library",
                    "-module-name", "\(moduleName)Tests",
                    "-I", standIn.path, "-I", work.path,
                    "-emit-module-path", work.appendingPathComponent("\(moduleName)Tests.swiftmodule").path,
                ] + testSources.map(\.path)
            )
        }
        return CompileResult(warnings: diagnostics(in: output).filter { $0.severity == .warning }, output: output)
    }

    /// Builds the app sources with a driver `main.swift` into a program linked against the stand-in,
    /// runs it and returns what it printed to stdout.
    ///
    /// The source with the `@main` type is left out (the driver is the entry point instead), and the
    /// driver belongs to module `moduleName`, so it sees the app's internal types without an import
    /// other than `import UIKit` (or `import SwiftUI`). Its top-level code is main-actor isolated, so it
    /// can call coordinators directly; functions it declares need `@MainActor` to do the same.
    ///
    /// - Parameters:
    ///   - driver: The source of `main.swift`.
    ///   - swiftVersion: The language mode, 5 or 6.
    ///   - frameworks: The stand-ins to link; SwiftUI code needs `.swiftUI`.
    /// - Throws: ``Failure`` if compiling fails, or if the program exits with a non-zero status or
    ///   crashes (a `precondition` of the stand-in, such as pushing a controller twice). Its output
    ///   then has what the program printed up to the crash: stdout is made line-buffered with
    ///   `stdbuf` when that is on `PATH`.
    static func run(
        appSources: [URL], driver: String, moduleName: String, swiftVersion: Int, frameworks: Frameworks = .uikit
    ) throws -> String {
        let mode = LanguageSettings(swiftVersion: swiftVersion, recordedFor: appSources).flags
        let standIn = try StandInModule.directory(StandInModule.Variant(swiftVersion: swiftVersion), frameworks: frameworks)
        let libraries = frameworks == .swiftUI ? ["-lSwiftUI", "-lUIKit"] : ["-lUIKit"]
        let work = try Repository.temporaryDirectory("run-\(moduleName)")
        defer { try? FileManager.default.removeItem(at: work) }

        let driverURL = work.appendingPathComponent("main.swift")
        try Data(driver.utf8).write(to: driverURL)
        let executable = work.appendingPathComponent(moduleName)
        let sources = try appSources.filter { try !declaresMain($0) } + [driverURL]
        _ = try compile(
            "building the app sources with the driver (module \(moduleName), Swift \(swiftVersion))",
            mode + previewMacros + [
                // One frontend job is about twice as fast here as one per file.
                "-wmo", "-module-name", moduleName,
                "-I", standIn.path, "-L", standIn.path,
            ] + libraries + [
                // Finds the stand-in libraries when the program runs, wherever it is started from.
                "-Xlinker", "-rpath", "-Xlinker", standIn.path,
                "-o", executable.path,
            ] + sources.map(\.path)
        )

        // stdout to a pipe is block-buffered, and a crash would lose what the program printed before it.
        let lineBuffered = findExecutable("stdbuf").map { [$0, "-oL"] } ?? []
        let command = lineBuffered + [executable.path]
        let result = runProcess(command[0], Array(command.dropFirst()))
        guard result.status == 0 else {
            throw Failure(
                step: "running the program built with the driver", commandLine: command.joined(separator: " "),
                status: result.status, output: result.stdout + result.stderr
            )
        }
        return result.stdout
    }

    /// Runs the generated XCTest cases: the app sources (without the `@main` type) become the testable
    /// library `moduleName`, the test sources the library `<moduleName>Tests`, and a runner calls
    /// `XCTMain` with every `test…()` method of every `XCTestCase` subclass in them.
    ///
    /// - Returns: What XCTest printed.
    /// - Throws: ``Failure`` if compiling fails or a test fails (XCTest then exits with a non-zero status).
    static func runTests(
        appSources: [URL], testSources: [URL], moduleName: String, swiftVersion: Int, frameworks: Frameworks = .uikit
    ) throws -> String {
        let settings = LanguageSettings(swiftVersion: swiftVersion, recordedFor: appSources)
        let standIn = try StandInModule.directory(StandInModule.Variant(swiftVersion: swiftVersion), frameworks: frameworks)
        let libraries = frameworks == .swiftUI ? ["-lSwiftUI", "-lUIKit"] : ["-lUIKit"]
        let work = try Repository.temporaryDirectory("xctest-\(moduleName)")
        defer { try? FileManager.default.removeItem(at: work) }
        let search = ["-I", standIn.path, "-I", work.path, "-L", standIn.path, "-L", work.path]

        func library(_ name: String, _ sources: [URL], linking: [String]) throws {
            _ = try compile(
                "building \(name) for the XCTest run (Swift \(swiftVersion))",
                settings.forTests(sources).flags + previewMacros + ["-parse-as-library", "-wmo", "-enable-testing", "-module-name", name]
                    + search + linking + [
                        "-emit-library", "-o", work.appendingPathComponent("lib\(name).so").path,
                        "-emit-module", "-emit-module-path", work.appendingPathComponent("\(name).swiftmodule").path,
                    ] + sources.map(\.path)
            )
        }
        try library(moduleName, try appSources.filter { try !declaresMain($0) }, linking: libraries)
        try library("\(moduleName)Tests", testSources, linking: libraries + ["-l\(moduleName)"])

        let runner = work.appendingPathComponent("main.swift")
        try Data(try testRunnerSource(testSources, module: "\(moduleName)Tests").utf8).write(to: runner)
        let executable = work.appendingPathComponent("\(moduleName)TestRunner")
        _ = try compile(
            "building the XCTest runner",
            // Swift 5: partially applied main-actor test methods are what XCTMain takes; the tests
            // themselves were checked in `swiftVersion` above.
            ["-swift-version", "5", "-module-name", "Runner"] + search + libraries + [
                "-l\(moduleName)", "-l\(moduleName)Tests", "-lXCTest",
                "-Xlinker", "-rpath", "-Xlinker", standIn.path, "-Xlinker", "-rpath", "-Xlinker", work.path,
                "-o", executable.path, runner.path,
            ]
        )
        let result = runProcess(executable.path, [])
        guard result.status == 0 else {
            throw Failure(
                step: "running the XCTest cases", commandLine: executable.path, status: result.status, output: result.stdout + result.stderr
            )
        }
        return result.stdout + result.stderr
    }

    /// `main.swift` for `runTests`: `XCTMain` over the test methods found in the sources.
    private static func testRunnerSource(_ testSources: [URL], module: String) throws -> String {
        var cases: [String] = []
        for source in testSources {
            let text = try String(contentsOf: source, encoding: .utf8)
            for match in text.matches(of: #/class (?<name>\w+): XCTestCase \{(?<body>(?s).*?)\n\}\n/#) {
                let tests = match.body.matches(of: #/func (?<test>test\w+)\(\)/#).map { test in
                    "(\"\(test.test)\", \(match.name).\(test.test))"
                }
                cases.append("    testCase([\n        " + tests.joined(separator: ",\n        ") + ",\n    ]),")
            }
        }
        return "import XCTest\n@testable import \(module)\n\nXCTMain([\n" + cases.joined(separator: "\n") + "\n])\n"
    }

    /// The `error:` and `warning:` lines of swiftc's output, in `-diagnostic-style=llvm`.
    static func diagnostics(in output: String) -> [Diagnostic] {
        output.split(separator: "\n").compactMap { line in
            if let match = line.wholeMatch(of: #/(?<location>\S.*?:\d+(?::\d+)?): (?<severity>error|warning): (?<message>.*)/#),
                let severity = Diagnostic.Severity(rawValue: String(match.severity))
            {
                return Diagnostic(severity: severity, location: String(match.location), message: String(match.message))
            }
            if let match = line.wholeMatch(of: #/(?<severity>error|warning): (?<message>.*)/#),
                let severity = Diagnostic.Severity(rawValue: String(match.severity))
            {
                return Diagnostic(severity: severity, location: "", message: String(match.message))
            }
            return nil
        }
    }

    // MARK: - Implementation

    /// Lets type-checked code use `@objc` and `#selector` (with `Selector` from the ObjectiveC
    /// stand-in), as every iOS app can: Swift for iOS always has Objective-C interop, and the code
    /// that does not use it type-checks the same with it. Type-checking only: Linux has no
    /// Objective-C runtime, so with it even a plain program fails to link (`cannot find -lobjc`) and
    /// generating code for a `#selector` crashes the compiler; `run` and `runTests` leave it out, and
    /// so cannot build code with target-action. Where iOS accepts more, because the stand-ins' classes
    /// are not Objective-C classes: an `@objc` method taking one (`_ sender: UIButton`) is refused,
    /// one taking `Any` crashes the compiler's SIL generation (exit status 139), and a selector
    /// written as a string literal warns that no method has it. Generated actions are `#selector`s
    /// of methods without parameters.
    static let objectiveCInterop = ["-Xfrontend", "-enable-objc-interop"]

    /// Lets `#Preview` type-check: the stand-ins declare Apple's preview macros with the stand-in plugin
    /// `PreviewStandInMacros` (built by SwiftPM next to the `coordgen` binary, see
    /// `Tests/StandIns/PreviewMacros`), which expands them to nothing after swiftc has type-checked
    /// their arguments. Without the built plugin, a `#Preview` fails to compile.
    static let previewMacros: [String] = {
        let directory = URL(fileURLWithPath: CoordgenBinary.path).deletingLastPathComponent()
        let plugin = ["PreviewStandInMacros-tool", "PreviewStandInMacros"].map { directory.appendingPathComponent($0) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return plugin.map { ["-load-plugin-executable", "\($0.path)#PreviewStandInMacros"] } ?? []
    }()

    /// Runs swiftc and returns its output; a non-zero exit status throws it instead.
    static func compile(_ step: String, _ arguments: [String]) throws -> String {
        let swiftc = findExecutable("swiftc") ?? "swiftc"
        // The classic one-line format is what `diagnostics(in:)` parses; it still shows the source line.
        let allArguments = ["-diagnostic-style=llvm"] + arguments
        let result = runProcess(swiftc, allArguments)
        let output = result.stdout + result.stderr
        guard result.status == 0 else {
            throw Failure(
                step: step, commandLine: ([swiftc] + allArguments).map(shellQuoted).joined(separator: " "),
                status: result.status, output: output
            )
        }
        return output
    }

    /// Whether the file declares the program's entry point: a line starting with the `@main` attribute.
    private static func declaresMain(_ source: URL) throws -> Bool {
        try String(contentsOf: source, encoding: .utf8).split(separator: "\n").contains { line in
            line.drop { $0 == " " || $0 == "\t" }.prefixMatch(of: #/@main\b/#) != nil
        }
    }

    private static func shellQuoted(_ argument: String) -> String {
        let plain = argument.allSatisfy { $0.isLetter || $0.isNumber || "-_./=:,+@".contains($0) }
        return plain && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// The stand-ins built once per variant (language mode, and deployment target if any) and test
/// process: a folder with `UIKit.swiftmodule` for type-checking and `libUIKit.so` for linking, each
/// with the `ObjectiveC` module and library UIKit re-exports — and `SwiftUI.swiftmodule` and
/// `libSwiftUI.so`, with the `Combine` module and library SwiftUI imports, once something needs them —
/// removed when the process exits.
enum StandInModule {
    static let source = Repository.root.appendingPathComponent("Tests/StandIns/UIKit.swift")
    static let objectiveCSource = Repository.root.appendingPathComponent("Tests/StandIns/ObjectiveC.swift")
    static let swiftUISource = Repository.root.appendingPathComponent("Tests/StandIns/SwiftUI.swift")
    static let combineSource = Repository.root.appendingPathComponent("Tests/StandIns/Combine.swift")
    static let xcoordinatorSource = Repository.root.appendingPathComponent("Tests/StandIns/XCoordinator.swift")
    static let stinsenSource = Repository.root.appendingPathComponent("Tests/StandIns/Stinsen.swift")
    /// RxFlow and the two modules of RxSwift its interface needs, in build order.
    static let rxflowSources = ["RxSwift", "RxRelay", "RxFlow"].map {
        (module: $0, source: Repository.root.appendingPathComponent("Tests/StandIns/\($0).swift"))
    }
    private static let cache: Cache = Cache()

    /// What a build of the UIKit stand-in is for.
    struct Variant {
        /// The language mode of the code checked against it, 5 or 6.
        let swiftVersion: Int
        /// The deployment target's major and minor version; nil for no limit.
        let deploymentTarget: [Int]?

        init(swiftVersion: Int, deploymentTarget: String? = nil) {
            self.swiftVersion = swiftVersion
            self.deploymentTarget = deploymentTarget.map(Self.version)
        }

        /// The folder name, such as `swift5` or `swift5-ios13.0`.
        var name: String {
            "swift\(swiftVersion)" + (deploymentTarget.map { "-ios" + $0.map(String.init).joined(separator: ".") } ?? "")
        }

        /// "13" or "13.4.1" as [major, minor].
        static func version(_ text: some StringProtocol) -> [Int] {
            let parts = text.split(separator: ".").map { Int($0) ?? 0 }
            return [parts.first ?? 0, parts.count > 1 ? parts[1] : 0]
        }
    }

    /// The folder for `variant` with the stand-ins of `frameworks`, building them on first use.
    static func directory(_ variant: Variant, frameworks: SwiftCompiler.Frameworks = .uikit) throws -> URL {
        let directory = try uikitDirectory(variant)
        if frameworks == .xcoordinator {
            try buildXCoordinator(in: directory, variant: variant)
        }
        if frameworks == .rxflow {
            try buildRxFlow(in: directory, variant: variant)
        }
        if frameworks == .rxswift {
            try buildRxSwift(in: directory, variant: variant)
        }
        if frameworks == .swiftUI || frameworks == .stinsen {
            try cache.once("SwiftUI-\(variant.name)") {
                // Combine has no isolation to vary. `-module-link-name` makes every client that
                // imports it link `libCombine.so`, as the SDK's modules autolink.
                _ = try SwiftCompiler.compile(
                    "building the Combine stand-in for \(variant.name)",
                    [
                        "-swift-version", "6", "-parse-as-library", "-wmo", "-module-name", "Combine",
                        "-module-link-name", "Combine",
                        "-emit-library", "-o", directory.appendingPathComponent("libCombine.so").path,
                        "-emit-module", "-emit-module-path", directory.appendingPathComponent("Combine.swiftmodule").path,
                        combineSource.path,
                    ]
                )
                // SwiftUI declares its isolation in Swift, the same for every client, so the source is
                // used as written; it is built per variant only because the UIKit under it differs. It
                // imports Combine without re-exporting it (see the top of Combine.swift).
                _ = try SwiftCompiler.compile(
                    "building the SwiftUI stand-in for \(variant.name)",
                    [
                        "-swift-version", "6", "-parse-as-library", "-wmo", "-module-name", "SwiftUI",
                        "-I", directory.path, "-L", directory.path, "-lUIKit", "-lCombine",
                        "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN",
                        "-emit-library", "-o", directory.appendingPathComponent("libSwiftUI.so").path,
                        "-emit-module", "-emit-module-path", directory.appendingPathComponent("SwiftUI.swiftmodule").path,
                        swiftUISource.path,
                    ]
                )
            }
        }
        if frameworks == .stinsen { try buildStinsen(in: directory, variant: variant) }
        return directory
    }

    /// Builds the Stinsen stand-in next to the variant's SwiftUI, once. The library is a Swift 5 package
    /// without isolation attributes: built in Swift 5 mode for Swift 5 clients only.
    private static func buildStinsen(in directory: URL, variant: Variant) throws {
        guard variant.swiftVersion == 5 else {
            throw SwiftCompiler.Failure(
                step: "building the Stinsen stand-in", commandLine: "", status: 1,
                output: "the Stinsen stand-in is for Swift 5 clients: the library is nonisolated, so Swift 6 code cannot make views in its make functions")
        }
        try cache.once("Stinsen-\(variant.name)") {
            _ = try SwiftCompiler.compile(
                "building the Stinsen stand-in for \(variant.name)",
                [
                    "-swift-version", "5", "-parse-as-library", "-wmo", "-module-name", "Stinsen", "-I", directory.path,
                    "-emit-module", "-emit-module-path", directory.appendingPathComponent("Stinsen.swiftmodule").path,
                    stinsenSource.path,
                ]
            )
        }
    }

    /// Builds the XCoordinator stand-in next to the variant's UIKit, once. The library is a Swift 5
    /// package without isolation attributes, built against an SDK whose UIKit isolation is
    /// `@preconcurrency` to it: the stand-in is built in Swift 5 mode against the Swift 5 variant only,
    /// and a Swift 6 client is refused, as its nonisolated `prepareTransition(for:)` could not make view
    /// controllers.
    private static func buildXCoordinator(in directory: URL, variant: Variant) throws {
        guard variant.swiftVersion == 5 else {
            throw SwiftCompiler.Failure(
                step: "building the XCoordinator stand-in", commandLine: "", status: 1,
                output:
                    "the XCoordinator stand-in is for Swift 5 clients: the library is nonisolated, so Swift 6 code cannot make view controllers in prepareTransition(for:)"
            )
        }
        try cache.once("XCoordinator-\(variant.name)") {
            _ = try SwiftCompiler.compile(
                "building the XCoordinator stand-in for \(variant.name)",
                [
                    "-swift-version", "5", "-parse-as-library", "-wmo", "-module-name", "XCoordinator",
                    "-I", directory.path,
                    "-emit-module", "-emit-module-path", directory.appendingPathComponent("XCoordinator.swiftmodule").path,
                    xcoordinatorSource.path,
                ]
            )
        }
    }

    /// Builds the RxSwift, RxRelay and RxFlow stand-ins next to the variant's UIKit, once. They are
    /// Swift 5 packages without isolation attributes: built in Swift 5 mode against the Swift 5 variant
    /// only, and a Swift 6 client is refused, as its nonisolated `navigate(to:)` could not make view
    /// controllers.
    private static func buildRxFlow(in directory: URL, variant: Variant) throws {
        guard variant.swiftVersion == 5 else {
            throw SwiftCompiler.Failure(
                step: "building the RxFlow stand-in", commandLine: "", status: 1,
                output:
                    "the RxFlow stand-in is for Swift 5 clients: the library is nonisolated, so Swift 6 code cannot make view controllers in navigate(to:)"
            )
        }
        try cache.once("RxFlow-\(variant.name)") {
            for (module, source) in rxflowSources {
                _ = try SwiftCompiler.compile(
                    "building the \(module) stand-in for \(variant.name)",
                    [
                        "-swift-version", "5", "-parse-as-library", "-wmo", "-module-name", module, "-I", directory.path,
                        "-emit-module", "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                        source.path,
                    ]
                )
            }
        }
    }

    /// Builds the RxSwift stand-in next to the variant's UIKit, once, in Swift 5 mode as the library is
    /// built, for clients of either language mode: its operators take closures a client writes, and
    /// nothing of its own makes view controllers.
    private static func buildRxSwift(in directory: URL, variant: Variant) throws {
        try cache.once("RxSwift-\(variant.name)") {
            guard let (module, source) = rxflowSources.first else { return }
            _ = try SwiftCompiler.compile(
                "building the \(module) stand-in for \(variant.name)",
                [
                    "-swift-version", "5", "-parse-as-library", "-wmo", "-module-name", module, "-I", directory.path,
                    "-emit-module", "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
                    source.path,
                ]
            )
        }
    }

    /// The folder for `variant` with the UIKit stand-in, building it on first use.
    private static func uikitDirectory(_ variant: Variant) throws -> URL {
        try cache.directory(for: variant.name) { directory in
            // ObjectiveC has no isolation to vary. `-module-link-name` makes every client that imports
            // it, through UIKit's re-export too, link `libObjectiveC.so`, as the SDK's modules autolink.
            _ = try SwiftCompiler.compile(
                "building the ObjectiveC stand-in",
                [
                    "-swift-version", "6", "-parse-as-library", "-wmo", "-module-name", "ObjectiveC",
                    "-module-link-name", "ObjectiveC",
                    "-emit-library", "-o", directory.appendingPathComponent("libObjectiveC.so").path,
                    "-emit-module", "-emit-module-path", directory.appendingPathComponent("ObjectiveC.swiftmodule").path,
                    objectiveCSource.path,
                ]
            )
            let variantSource = directory.appendingPathComponent("UIKit.swift")
            try Data(text(of: variant, from: String(contentsOf: source, encoding: .utf8)).utf8).write(to: variantSource)
            // The stand-in itself always obeys Swift 6 rules; only its attributes differ per variant.
            _ = try SwiftCompiler.compile(
                "building the UIKit stand-in for \(variant.name)",
                [
                    "-swift-version", "6", "-parse-as-library", "-wmo", "-module-name", "UIKit",
                    "-I", directory.path, "-L", directory.path,
                    // Finds libObjectiveC.so next to libUIKit.so when a program runs.
                    "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN",
                    "-emit-library", "-o", directory.appendingPathComponent("libUIKit.so").path,
                    "-emit-module", "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path,
                    variantSource.path,
                ]
            )
        }
    }

    /// The stand-in's text for a variant. For Swift 5, `@preconcurrency ` goes before every
    /// `@MainActor` that begins a line, which is how the stand-in writes declaration attributes. For a
    /// deployment target, every `@available(iOS X, *)` later than it becomes
    /// `@available(*, unavailable, …)`.
    static func text(of variant: Variant, from text: String) -> String {
        var text = text
        if variant.swiftVersion == 5 {
            text = text.replacing(#/(?m)^(?<indent>[ \t]*)@MainActor\b/#) { match in
                "\(match.indent)@preconcurrency @MainActor"
            }
        }
        if let target = variant.deploymentTarget {
            text = text.replacing(#/(?m)^(?<indent>[ \t]*)@available\(iOS (?<version>\d+(?:\.\d+)*), \*\)$/#) { match in
                guard target.lexicographicallyPrecedes(Variant.version(match.version)) else { return String(match.0) }
                let targetText = target.map(String.init).joined(separator: ".")
                return
                    "\(match.indent)@available(*, unavailable, message: \"only available in iOS \(match.version) or newer; the deployment target is iOS \(targetText)\")"
            }
        }
        return text
    }

    /// Built folders by variant name. The lock also makes a second caller wait for a build in progress
    /// instead of starting another.
    private final class Cache: @unchecked Sendable {
        private let lock = NSLock()
        private var directories: [String: URL] = [:]
        /// The extra builds done so far, such as "SwiftUI-swift6".
        private var done: Set<String> = []
        private let root: URL = {
            let root = FileManager.default.temporaryDirectory
                .appendingPathComponent("coordgen-uikit-standin-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
            atexit {
                try? FileManager.default.removeItem(at: StandInModule.cache.root)
            }
            return root
        }()

        func directory(for name: String, build: (URL) throws -> Void) throws -> URL {
            lock.lock()
            defer { lock.unlock() }
            if let directory = directories[name] {
                return directory
            }
            let directory = root.appendingPathComponent(name)
            try? FileManager.default.removeItem(at: directory)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try build(directory)
            directories[name] = directory
            return directory
        }

        /// Runs `build` the first time `key` is asked for; a failed build runs again next time.
        func once(_ key: String, build: () throws -> Void) throws {
            lock.lock()
            defer { lock.unlock() }
            guard !done.contains(key) else { return }
            try build()
            done.insert(key)
        }
    }
}
