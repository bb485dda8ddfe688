import Foundation
import XCTest

@testable import CoordgenKit

/// Each rule reports exactly the marked lines of its bad fixture and nothing in its good one.
final class DoctorRuleTests: XCTestCase {
    func testRemoveAllChildren() { assertRule(RemoveAllChildrenRule()) }
    func testRemoveChildByType() { assertRule(RemoveChildByTypeRule()) }
    func testStrongFinishDelegate() { assertRule(StrongFinishDelegateRule()) }
    func testChildNeverRemoved() { assertRule(ChildNeverRemovedRule()) }
    func testBackPopLeak() { assertRule(BackPopLeakRule()) }
    func testCoordinatorTypeCase() { assertRule(CoordinatorTypeCaseRule()) }
    func testNotMainActorInSwift6() { assertRule(NotMainActorInSwift6Rule()) }
    func testViewControllerNavigates() { assertRule(ViewControllerNavigatesRule()) }
    func testMissingFinishFlowsPopped() { assertRule(MissingFinishFlowsPoppedRule()) }
    func testFinishFlowKeepsChild() { assertRule(FinishFlowKeepsChildRule()) }
    func testPublishedChildNeverCleared() { assertRule(PublishedChildNeverClearedRule()) }
    func testParentNeverTold() { assertRule(ParentNeverToldRule()) }

    func testEveryRuleHasFixturesAndADocSection() throws {
        let docs = try String(contentsOf: Repository.root.appendingPathComponent("docs/DOCTOR.md"), encoding: .utf8)
        XCTAssertEqual(DoctorRules.all.count, 12)
        for rule in DoctorRules.all {
            for kind in ["bad", "good"] {
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: DoctorFixtures.folder("\(rule.id)/\(kind)").path), "\(rule.id)/\(kind)")
            }
            XCTAssertTrue(docs.contains("## `\(rule.id)`"), "docs/DOCTOR.md has no section for \(rule.id)")
        }
        XCTAssertEqual(Set(DoctorRules.all.map(\.id)).count, DoctorRules.all.count, "rule ids are unique")
    }

    func testSeverities() {
        let app = AnalyzedApp.analyze(DoctorFixtures.folder("coordinator-type-case/bad"), conventions: .heuristic)
        let findings = Doctor(rules: [CoordinatorTypeCaseRule()]).examine(app).findings
        XCTAssertEqual(findings.filter { $0.severity == .error }.count, 2, "a shared case is an error")
        XCTAssertEqual(findings.filter { $0.severity == .warning }.count, 1, "an unused case is a warning")
    }

    func testSwift6RuleIsSkippedWithANoteWhenTheModeIsUnknown() {
        let app = AnalyzedApp.analyze(DoctorFixtures.folder("not-main-actor-in-swift6/unknown"), conventions: .heuristic)
        let report = Doctor(rules: [NotMainActorInSwift6Rule()]).examine(app)
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.notes.count, 1)
        XCTAssertTrue(report.notes[0].hasPrefix("not-main-actor-in-swift6 skipped: the Swift language mode is unknown"), report.notes[0])
    }

    func testAnIgnoreCommentSilencesTheRuleOnItsLineOnly() throws {
        let app = try DoctorFixtures.copy("remove-all-children/bad")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let file = app.appendingPathComponent("MainCoordinator.swift")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "childCoordinators.removeAll()  // expect: remove-all-children",
            with: "childCoordinators.removeAll()  // coordgen:ignore remove-all-children")
        // On the line above, naming another rule: does not silence this one.
        text = text.replacingOccurrences(
            of: "        childCoordinators = []  // expect: remove-all-children",
            with: "        // coordgen:ignore remove-child-by-type\n        childCoordinators = []")
        try Data(text.utf8).write(to: file)

        let report = Doctor(rules: [RemoveAllChildrenRule()]).examine(AnalyzedApp.analyze(app, conventions: .heuristic))
        XCTAssertEqual(report.findings.map(\.line), [72])
        XCTAssertEqual(report.silenced, 1)

        text = text.replacingOccurrences(of: "// coordgen:ignore remove-child-by-type", with: "// coordgen:ignore remove-all-children")
        try Data(text.utf8).write(to: file)
        let silenced = Doctor(rules: [RemoveAllChildrenRule()]).examine(AnalyzedApp.analyze(app, conventions: .heuristic))
        XCTAssertEqual(silenced.findings, [])
        XCTAssertEqual(silenced.silenced, 2)
    }

    func testAnUnparsableFileIsReportedAndSkipped() throws {
        let app = try DoctorFixtures.copy("remove-all-children/bad")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        try Data("import UIKit\n\nfinal class Broken {\n    func f( {\n}\n".utf8).write(to: app.appendingPathComponent("Broken.swift"))

        let analyzed = AnalyzedApp.analyze(app, conventions: .heuristic)
        XCTAssertEqual(analyzed.skippedFiles.map(\.file), ["Broken.swift"])
        XCTAssertEqual(analyzed.skippedFiles.first?.line, 4)
        let report = Doctor().examine(analyzed)
        XCTAssertEqual(Set(report.findings.map(\.rule)), ["remove-all-children"], "the other files are still checked")
        XCTAssertTrue(report.text.contains("Broken.swift:4: note: skipped: the file does not parse as Swift"), report.text)
        XCTAssertTrue(report.summary.hasSuffix("1 file skipped"), report.summary)
    }

    /// coordgen's uikit output before this release leaked a flow left with Back: without the stack
    /// owner's navigation delegate the rule reports every pushed child, and with it nothing.
    func testBackPopLeakCatchesTheUIKitStyleWithoutItsNavigationDelegate() throws {
        let sample = try SampleProject.fullScenario()
        defer { sample.remove() }
        XCTAssertEqual(DoctorFixtures.reported(by: BackPopLeakRule(), in: sample.root), [])

        for name in ["AppCoordinator", "PaymentCoordinator"] {
            let file = sample.root.appendingPathComponent("Hotel/Coordinators/\(name).swift")
            let text = try String(contentsOf: file, encoding: .utf8)
            let cut = try XCTUnwrap(text.range(of: "extension \(name): UINavigationControllerDelegate"))
            try Data(String(text[..<cut.lowerBound]).utf8).write(to: file)
        }
        let app = AnalyzedApp.analyze(sample.root)
        let findings = Doctor(rules: [BackPopLeakRule()]).examine(app).findings
        XCTAssertEqual(
            findings.map { "\($0.file) \($0.severity)" },
            [
                "Hotel/Coordinators/DefaultCoordinator.swift warning",
                "Hotel/Coordinators/ReservationCoordinator.swift warning",
            ], "the pushed flows; Payment is presented")
    }

    /// A child that makes the stack it pushes onto (a tab's flow calling
    /// `super.init(navigationController: UINavigationController())`) is the root of that stack: Back
    /// never pops it off its parent's, so it is not reported; a child pushing onto the stack it is
    /// handed still is.
    func testBackPopLeakLeavesAChildThatMakesItsOwnStackAlone() throws {
        let folder = try Repository.temporaryDirectory("doctor-own-stack")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            import UIKit
            class Coordinator {
                var childCoordinators: [Coordinator] = []
                func start() {}
                func addChild(_ child: Coordinator) { childCoordinators.append(child) }
            }
            class NavigationCoordinator: Coordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
            }
            final class MapsCoordinator: NavigationCoordinator {
                init() { super.init(navigationController: UINavigationController()) }
                override func start() { navigationController.pushViewController(UIViewController(), animated: false) }
            }
            final class PinCoordinator: NavigationCoordinator {
                override func start() { navigationController.pushViewController(UIViewController(), animated: true) }
            }
            final class TabsCoordinator: Coordinator {
                override func start() {
                    let maps = MapsCoordinator()
                    addChild(maps)
                    let pin = PinCoordinator(navigationController: maps.navigationController)
                    addChild(pin)
                }
            }
            """.utf8
        ).write(to: folder.appendingPathComponent("App.swift"))
        let findings = Doctor(rules: [BackPopLeakRule()]).examine(AnalyzedApp.analyze(folder, conventions: .heuristic)).findings
        XCTAssertEqual(findings.map(\.message).map { String($0.prefix { $0 != " " }) }, ["PinCoordinator"])
    }

    /// A finish closure whose parameter shares the child's name (`{ coordinator in … }`) uses its own
    /// parameter and captures nothing, and a coordinator's `parent` of a data class (a model's
    /// category) holds no parent coordinator: neither is reported. The same closure naming the child
    /// it is assigned to, with no parameter of that name, still is.
    func testStrongFinishDelegateLeavesClosureParametersAndDataParentsAlone() throws {
        let folder = try Repository.temporaryDirectory("doctor-precision")
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = { (closure: String) in
            """
            import UIKit

            protocol Coordinator: AnyObject {
                var childCoordinators: [Coordinator] { get set }
                func start()
            }

            final class Category {
                let name: String
                var parent: Category?

                init(name: String) { self.name = name }
            }

            final class ShelfCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []
                var didFinish: ((ShelfCoordinator) -> Void)?
                var parent: Category?

                func start() {}
            }

            final class AppCoordinator: Coordinator {
                var childCoordinators: [Coordinator] = []

                func start() {
                    let coordinator = ShelfCoordinator()
                    coordinator.didFinish = \(closure)
                    childCoordinators.append(coordinator)
                    coordinator.start()
                }
            }

            """
        }
        let file = folder.appendingPathComponent("App.swift")
        try Data(app("{ [weak self] coordinator in self?.childCoordinators.removeAll { $0 === coordinator } }").utf8).write(to: file)
        XCTAssertEqual(DoctorFixtures.reported(by: StrongFinishDelegateRule(), in: folder), [])

        try Data(app("{ [weak self] _ in self?.childCoordinators.removeAll { $0 === coordinator } }").utf8).write(to: file)
        XCTAssertEqual(DoctorFixtures.reported(by: StrongFinishDelegateRule(), in: folder), ["App.swift:28"])
    }

    /// `doctor --help` names every rule.
    func testHelpNamesEveryRule() {
        let help = CoordgenBinary.run(["doctor", "--help"], in: Repository.root)
        XCTAssertEqual(help.status, 0, help.output)
        let text = help.stdout.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "  ", with: " ")
        for rule in DoctorRules.all {
            XCTAssertTrue(text.contains(rule.id + " ("), "\(rule.id) is missing from doctor --help")
        }
    }

    func testTextLineFormat() {
        let finding = Finding(file: "A.swift", line: 3, severity: .error, rule: "remove-all-children", message: "why", fix: "how")
        XCTAssertEqual(finding.textLine, "A.swift:3: error: remove-all-children: why (fix: how)")
    }

    private func assertRule(_ rule: any DoctorRule, file: StaticString = #filePath, line: UInt = #line) {
        let expected = DoctorFixtures.expectedLines("\(rule.id)/bad", rule: rule.id)
        XCTAssertFalse(expected.isEmpty, "the bad fixture of \(rule.id) marks no line", file: file, line: line)
        XCTAssertEqual(
            DoctorFixtures.reported(by: rule, in: DoctorFixtures.folder("\(rule.id)/bad")), expected, "bad fixture", file: file, line: line)
        XCTAssertEqual(
            DoctorFixtures.reported(by: rule, in: DoctorFixtures.folder("\(rule.id)/good")), [], "good fixture", file: file, line: line)
    }
}
