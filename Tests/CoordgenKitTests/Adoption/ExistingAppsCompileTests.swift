import CoordgenKit
import XCTest

/// Every fixture app type-checks against the UIKit stand-in in its own language mode, so `init` is
/// tested on code that would build.
final class ExistingAppsCompileTests: XCTestCase {
    func testEveryFixtureAppTypeChecksInItsLanguageMode() throws {
        XCTAssertGreaterThanOrEqual(ExistingApps.all.count, 12)
        // Each app is read and compiled on its own: side by side on every core.
        ParallelChecks.forEach(ExistingApps.all) { name in
            let app = ExistingApps.url(name)
            if let refused = ExistingApps.refusedInit[name] {
                // No shape to read the settings from: the app's folder in Swift 5.
                do {
                    _ = try SwiftCompiler.typeCheck(
                        appSources: ExistingApps.swiftFiles(in: name, under: refused.appFolder), moduleName: refused.appFolder,
                        swiftVersion: 5, frameworks: .swiftUI)
                } catch let failure as SwiftCompiler.Failure {
                    XCTFail("\(name) does not type-check:\n\(failure.errors.map(\.description).joined(separator: "\n"))")
                }
                return
            }
            let detector = AppShapeDetector(sources: AppSources(root: app))
            // The ambiguous apps still have one app target and a Swift setting to read.
            var choices = AdoptionChoices()
            if name == "TwoProtocolsAmbiguous" { choices.protocolName = "Coordinator" }
            if name == "NoRoot" { choices.root = "SearchCoordinator" }
            if name == "TwoAppTargets" { choices.appTarget = "Cafe" }
            if name == "FlowTypeNotAnEnum" { choices.flowEnum = "FlowKind" }
            let shape: AppShape
            do {
                shape = try detector.detect(choices: choices, choose: nil).report.shape
            } catch {
                XCTFail("\(name): \(error)")
                return
            }
            let swiftVersion = Int(shape.project.swiftVersion ?? "5") ?? 5
            do {
                if let modules = try ExistingApps.modules(of: ExistingApps.url(name)) {
                    // Module by module, in dependency order, as Tuist or SwiftPM builds them.
                    try SwiftCompiler.typeCheckModules(
                        modules, settings: LanguageSettings(mode: swiftVersion == 6 ? .swift6 : .swift5Minimal))
                    return
                }
                let appFolder = try XCTUnwrap(shape.project.appFolder ?? shape.project.appTarget, name)
                let tests = shape.project.testFolder.map { ExistingApps.swiftFiles(in: name, under: $0) } ?? []
                _ = try SwiftCompiler.typeCheck(
                    appSources: ExistingApps.swiftFiles(in: name, under: appFolder),
                    testSources: shape.project.testFramework == .xctest ? tests : [], moduleName: shape.module,
                    swiftVersion: swiftVersion, frameworks: ExistingApps.frameworks(of: app))
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(name) does not type-check:\n\(failure.errors.map(\.description).joined(separator: "\n"))")
            }
        }
    }
}
