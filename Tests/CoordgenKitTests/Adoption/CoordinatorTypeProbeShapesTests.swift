import CoordgenKit
import XCTest

/// Shapes of the CoordinatorType family found on apps coordgen had not seen (session 41), each in a
/// fixture of our own: a required property the coordinators store alike (`var disposeBag =
/// DisposeBag()`) beside a required initialiser, a stack the parent inherits from a base class that does
/// not adopt the protocol its subclasses adopt, and a finish delegate with a second method taking the
/// finished child. Each gains a coordinator under its root, a presented child of it and a screen, and
/// type-checks in every language mode its own code and the stand-ins it imports build in.
final class CoordinatorTypeProbeShapesTests: XCTestCase {
    private static let fixtures = ["RequiredPropertyStoredAlike", "ProtocolAdoptedBesideBaseClass", "FinishDelegateTwoMethods"]

    /// Swift 5 with minimal and complete checking, and Swift 6 with MainActor by default (the apps'
    /// coordinators are nonisolated UIKit code, which Swift 6 builds only isolated to the main actor).
    private static let settings: [LanguageSettings] = [
        LanguageSettings(mode: .swift5Minimal), LanguageSettings(mode: .swift5Complete),
        LanguageSettings(mode: .swift6, defaultIsolation: .mainActor),
    ]

    func testEachShapeGainsAFlowThatTypeChecksInEveryMode() throws {
        // The RxSwift stand-in is built for Swift 5 clients only (SwiftCompiler refuses Swift 6 with it):
        // the app on RxSwift is checked in both Swift 5 modes.
        let checks = Self.fixtures.flatMap { name in
            Self.settings.filter { name != "RequiredPropertyStoredAlike" || $0.mode != .swift6 }.map { (name, $0) }
        }
        ParallelChecks.forEach(checks.indices.map { $0 }) { index in try self.check(checks[index].0, checks[index].1) }
    }

    func testTheShapesAreRecordedAsTheCoordinatorsWriteThem() throws {
        let stored = try recorded("RequiredPropertyStoredAlike")
        XCTAssertEqual(stored.protocol.properties?.first { $0.name == "disposeBag" }?.initialValue, "DisposeBag()")
        XCTAssertFalse(stored.protocol.otherRequirements.contains { $0.contains("disposeBag") }, "\(stored.protocol.otherRequirements)")
        let twoMethods = try recorded("FinishDelegateTwoMethods")
        XCTAssertEqual(
            twoMethods.protocol.finish.otherMethods, ["func coordinatorDidFinish(childCoordinator: Coordinator, outcome: Outcome)"])
    }

    func testAParentInheritingItsStackStartsTheFlowOnIt() throws {
        let app = try ExistingApps.copy("ProtocolAdoptedBesideBaseClass")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        XCTAssertEqual(CoordgenBinary.run(["init"], in: app).status, 0)
        let run = CoordgenBinary.run(["new", "coordinator", "Reservation", "--parent", "AppCoordinator"], in: app)
        XCTAssertEqual(run.status, 0, run.output)
        let parent = try String(contentsOf: app.appendingPathComponent("Lighthouse/Flows/AppCoordinator.swift"), encoding: .utf8)
        XCTAssertTrue(parent.contains("ReservationCoordinator(navigationController)"), parent)
    }

    private func recorded(_ name: String) throws -> AppShape {
        let app = try ExistingApps.copy(name)
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        return try AppShapeDetector(sources: AppSources(root: app)).detect(choices: AdoptionChoices(), choose: nil).report.shape
    }

    private func check(_ name: String, _ settings: LanguageSettings) throws {
        let app = try ExistingApps.copy(name)
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(initRun.status, 0, "\(name): init: \(initRun.output)")
        let shape = try Project.load(app.appendingPathComponent(Project.configFileName)).appShape
        for arguments in [
            ["new", "coordinator", "Reservation", "--parent", shape.naming.root],
            ["new", "coordinator", "Payment", "--parent", "Reservation", "--present"],
            ["new", "screen", "Receipt", "--coordinator", "Reservation"],
        ] {
            let run = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(run.status, 0, "\(name): \(arguments): \(run.output)")
        }
        let appFolder = try XCTUnwrap(shape.project.appFolder ?? shape.project.appTarget, name)
        do {
            _ = try SwiftCompiler.typeCheck(
                appSources: ExistingApps.swiftFilesOf(app, under: appFolder), moduleName: shape.module, settings: settings,
                frameworks: ExistingApps.frameworks(of: app), deploymentTarget: shape.project.deploymentTarget)
        } catch let failure as SwiftCompiler.Failure {
            XCTFail("\(name), \(settings):\n\(failure.errors.isEmpty ? failure.description : failure.errors.map(\.description).joined(separator: "\n"))")
        }
    }
}
