import XCTest

@testable import CoordgenKit

/// Generated code compiles under every Swift setting a user can have: language mode 5 with minimal
/// (Xcode's default) or complete checking, and 6; default isolation nonisolated or MainActor;
/// approachable concurrency off or on; member import visibility (``LanguageSettings/matrix``).
///
/// The design, so that the matrix stays cheap (each check is one swiftc run of a few seconds):
/// - **New projects: every style × `--xcode 26|16` × every cell**. Each project gains the full scenario
///   (coordinators with a parent, pushed and presented, a pushed and a presented screen, a
///   keyword-named flow, their tests) once, and its app and tests are type-checked in the cells, two
///   checks at a time: the code must compile wherever its files land — an Xcode 26 project's files
///   moved into a package that is nonisolated by default included. Every project is checked in every
///   cell, even where two projects' app code is the same: their tests differ (Swift Testing in
///   Xcode 26, XCTest in 16), and the tests must compile in every cell too. Member import visibility only hides
///   members, so it is paired with the other settings rather than crossed with them (see
///   `LanguageSettings.matrix`).
/// - **Adopted apps: a pairwise cover.** Every unambiguous fixture app keeps its own language mode
///   (its code is the user's, written for it); its Swift 5 apps alternate minimal and complete
///   checking, and each app gets the combination of the three on/off settings that covers the most
///   pairs not covered yet (a greedy pairwise cover). The test checks that every pair of values of any
///   two settings — language mode included — is covered by some app.
///
/// One Linux limit: in MainActor cells, XCTest sources are type-checked with nonisolated default
/// isolation (see `LanguageSettings.forTests(_:)`); Swift Testing sources, which new projects get by
/// default and the Xcode 26 projects use, are checked with the cell's own settings.
final class LanguageSettingsMatrixTests: XCTestCase {
    func testNewProjectsOfEveryStyleAndXcodeCompileInEveryCell() throws {
        var jobs: [SwiftCompiler.MatrixJob] = []
        var samples: [SampleProject] = []
        defer { samples.forEach { $0.remove() } }
        for style in Style.allCases {
            var appCode: [XcodeVersion: [String]] = [:]
            for xcode in [XcodeVersion.xcode26, .xcode16] {
                // Each project's own default test framework: Swift Testing in Xcode 26, XCTest in 16.
                let testing: TestingFramework = xcode == .xcode26 ? .swiftTesting : .xctest
                let sample = try SampleProject.fullScenario(style: style, testing: testing, xcode: xcode)
                samples.append(sample)
                let files = try sample.swiftFiles()
                XCTAssertFalse(files.tests.isEmpty, "\(style), Xcode \(xcode)")
                appCode[xcode] = try files.app.map { try String(contentsOf: $0, encoding: .utf8) }
                for settings in LanguageSettings.matrix {
                    jobs.append(
                        SwiftCompiler.MatrixJob(
                            label: "\(style), --xcode \(xcode.rawValue)", appSources: files.app, testSources: files.tests,
                            settings: settings,
                            frameworks: style == .swiftui ? .swiftUI : .uikit))
                }
            }
            if style != .swiftui {
                // Only SwiftUI's conformances differ between the two projects' app code.
                XCTAssertEqual(appCode[.xcode26], appCode[.xcode16], "\(style): --xcode 26 and 16 write different app code")
            }
        }
        // 3 styles × 2 projects × 12 cells, app and tests.
        XCTAssertEqual(jobs.count, 3 * 2 * 12)
        let failures = SwiftCompiler.typeCheckAll(jobs)
        XCTAssertEqual(failures, [], failures.joined(separator: "\n\n"))
    }

    /// Xcode 26's settings are what a new project gets without options. Its code still says
    /// `@MainActor` wherever UIKit or SwiftUI needs it — the files are moved into packages, nonisolated
    /// by default — and writes `nonisolated` where an isolated conformance would be inferred;
    /// `--xcode 16` writes the same isolation, with those conformances in extensions per compiler:
    /// `nonisolated` for Swift 6.2, which infers isolated ones in the cells that need it, plain for the
    /// Swift 6.0 and 6.1 of Xcode 16, which do not parse the word.
    func testXcode26ProjectsWriteTheIsolationTheyNeed() throws {
        let xcode26 = try SampleProject.fullScenario(style: .swiftui, testing: .swiftTesting, xcode: .xcode26)
        defer { xcode26.remove() }
        let xcode16 = try SampleProject.fullScenario(style: .swiftui, testing: .swiftTesting, xcode: .xcode16)
        defer { xcode16.remove() }
        let appText = { (sample: SampleProject) in
            try sample.swiftFiles().app.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        }
        let code26 = try appText(xcode26)
        let code16 = try appText(xcode16)
        XCTAssertTrue(code26.contains("@MainActor\nclass BaseCoordinator: ObservableObject, nonisolated Hashable"), code26)
        XCTAssertTrue(code26.contains("nonisolated enum Destination: Hashable"))
        XCTAssertTrue(code16.contains("@MainActor\nclass BaseCoordinator: ObservableObject {"), code16)
        XCTAssertFalse(code16.contains("nonisolated enum"))
        for type in ["BaseCoordinator", "AppCoordinator.Destination", "ReservationCoordinator.Destination"] {
            let conformances = type.hasSuffix("Destination") ? "nonisolated Equatable, nonisolated Hashable" : "nonisolated Hashable"
            let conformance = "#if compiler(>=6.2)\nextension \(type): \(conformances) {}\n#else\nextension \(type): Hashable {}\n#endif\n"
            XCTAssertTrue(code16.contains(conformance), type)
            XCTAssertFalse(code26.contains("extension \(type):"), type)
        }
        let config = try String(contentsOf: xcode26.root.appendingPathComponent(".coordgen.yml"), encoding: .utf8)
        XCTAssertTrue(config.contains("concurrency:\n  defaultIsolation: MainActor\n"), config)
        XCTAssertEqual(try Project.locate(from: xcode26.root).config.concurrency, .xcode26AppTemplate)
        XCTAssertNil(try Project.locate(from: xcode16.root).config.concurrency)
    }

    func testAdoptedAppsCompileAcrossAPairwiseCover() throws {
        // Multi-module apps are checked module by module (MultiModuleAppsEndToEndTests); the SwiftUI
        // family's own coordinators stop compiling under MainActor by default before coordgen writes a
        // line, so SwiftUIFamilyEndToEndTests checks them for no new errors in every setting instead. Apps
        // on XCoordinator, a nonisolated Swift 5 library, build in Swift 5 mode with nonisolated defaults
        // only: XCoordinatorFamilyEndToEndTests checks them there.
        // BaseClassThroughTypealias is BaseClassOnlyCoordinators but for one typealias, which stands for
        // it here: its own code does not build in the cell the cover gave it (Swift 5 complete, MainActor
        // by default), where the @MainActor base class's implicit initialiser is nonisolated and the
        // flows' initialisers are isolated by default, before coordgen writes a line.
        let apps = ExistingApps.adoptable.filter {
            (try? ExistingApps.modules(of: ExistingApps.url($0))) == nil
                && ![.swiftUI, .xcoordinator].contains(ExistingApps.frameworks(of: ExistingApps.url($0)))
                && $0 != "BaseClassThroughTypealias"
        }
        XCTAssertGreaterThanOrEqual(apps.count, 12)
        var covered: [LanguageSettings] = []
        var checks: [(name: String, settings: LanguageSettings)] = []
        var swift5Apps = 0
        var swift6Apps: [String] = []
        for name in apps {
            let mode: LanguageSettings.Mode
            if try Self.languageMode(of: name) == 6 {
                mode = .swift6
                swift6Apps.append(name)
            } else {
                mode = swift5Apps % 2 == 0 ? .swift5Minimal : .swift5Complete
                swift5Apps += 1
            }
            let settings = Self.mostNewPairs(mode: mode, covered: covered)
            covered.append(settings)
            checks.append((name, settings))
        }
        // Fewer Swift 6 apps than the pairs of Swift 6 need: they run again with the missing values.
        XCTAssertFalse(swift6Apps.isEmpty)
        for name in swift6Apps + swift6Apps where Self.pairs(of: covered).count < Self.allPairsCount {
            let settings = Self.mostNewPairs(mode: .swift6, covered: covered)
            covered.append(settings)
            checks.append((name, settings))
        }
        // The cover is chosen in order above; the checks themselves are independent copies, side by side.
        ParallelChecks.forEach(checks.indices.map { $0 }) { index in try self.checkAdopted(checks[index].name, checks[index].settings) }
        // Every pair of values of any two settings occurs in some check.
        XCTAssertEqual(Self.pairs(of: covered).count, Self.allPairsCount, Self.pairs(of: covered).sorted().description)
    }

    /// Modes × the three on/off settings, plus the pairs of those.
    private static let allPairsCount = 3 * 2 * 3 + 2 * 2 * 3

    /// The fixture's language mode, as `init` reads it.
    private static func languageMode(of name: String) throws -> Int {
        let app = try ExistingApps.copy(name)
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let report = try AppShapeDetector(sources: AppSources(root: app)).detect(choices: AdoptionChoices(), choose: nil).report
        return report.shape.project.swiftVersion == "6" ? 6 : 5
    }

    /// `init` in a copy of the fixture with `settings` recorded as init records them, a coordinator
    /// under the root and a screen in it, then the type-check of the app and its tests in `settings`.
    private func checkAdopted(_ name: String, _ settings: LanguageSettings) throws {
        let app = try ExistingApps.copy(name)
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(initRun.status, 0, "\(name): init: \(initRun.output)")
        let configURL = app.appendingPathComponent(Project.configFileName)
        // What init records when the project has these settings (reading them is tested with the readers).
        var config = try String(contentsOf: configURL, encoding: .utf8)
        config += ProjectConfigWriter.concurrencySection(settings.concurrency).joined(separator: "\n") + "\n"
        try Data(config.utf8).write(to: configURL)
        let recorded = try Project.load(configURL).appShape
        XCTAssertEqual(recorded.concurrency, settings.concurrency, name)

        for arguments in [
            // An app with no single root (one coordinator per tab, made by the tab bar controller) takes no --parent.
            ["new", "coordinator", "Reservation"] + (recorded.naming.root.isEmpty ? [] : ["--parent", recorded.naming.root]),
            ["new", "screen", "Receipt", "--coordinator", "Reservation"],
        ] {
            let run = CoordgenBinary.run(arguments, in: app)
            // The shapes that refuse a screen say so in one line (see AdoptedAppsEndToEndTests).
            XCTAssertTrue(run.status == 0 || run.stderr.split(separator: "\n").count == 1, "\(name): \(arguments): \(run.output)")
        }
        let appFolder = try XCTUnwrap(recorded.project.appFolder ?? recorded.project.appTarget, name)
        let appSources = ExistingApps.swiftFilesOf(app, under: appFolder)
        let tests = recorded.project.testFolder.map { ExistingApps.swiftFilesOf(app, under: $0) } ?? []
        do {
            _ = try SwiftCompiler.typeCheck(
                appSources: appSources, moduleName: recorded.module, settings: settings, frameworks: ExistingApps.frameworks(of: app),
                deploymentTarget: recorded.project.deploymentTarget)
            if !tests.isEmpty {
                _ = try SwiftCompiler.typeCheck(
                    appSources: appSources, testSources: tests, moduleName: recorded.module,
                    settings: settings, frameworks: ExistingApps.frameworks(of: app), deploymentTarget: recorded.project.deploymentTarget)
            }
        } catch let failure as SwiftCompiler.Failure {
            XCTFail("\(name), \(settings):\n\(failure.errors.map(\.description).joined(separator: "\n"))")
        }
    }

    /// The values of each setting, as text.
    private static let settingValues: [@Sendable (LanguageSettings) -> String] = [
        { "\($0.mode)" }, { "\($0.defaultIsolation)" }, { "approachable \($0.approachableConcurrency)" },
        { "visibility \($0.memberImportVisibility)" },
    ]

    /// Every pair of values of two different settings that `cells` have.
    private static func pairs(of cells: [LanguageSettings]) -> Set<String> {
        var pairs: Set<String> = []
        for cell in cells {
            for first in 0..<settingValues.count {
                for second in (first + 1)..<settingValues.count {
                    pairs.insert(settingValues[first](cell) + " + " + settingValues[second](cell))
                }
            }
        }
        return pairs
    }

    /// The cell in language mode `mode` that adds the most pairs to those of `covered` (the first such).
    private static func mostNewPairs(mode: LanguageSettings.Mode, covered: [LanguageSettings]) -> LanguageSettings {
        let known = pairs(of: covered)
        let candidates = LanguageSettings.DefaultIsolation.allCases.flatMap { isolation in
            [false, true].flatMap { approachable in
                [false, true].map { visibility in
                    LanguageSettings(
                        mode: mode, defaultIsolation: isolation, approachableConcurrency: approachable, memberImportVisibility: visibility)
                }
            }
        }
        return candidates.max { pairs(of: [$0]).subtracting(known).count < pairs(of: [$1]).subtracting(known).count }!
    }
}
