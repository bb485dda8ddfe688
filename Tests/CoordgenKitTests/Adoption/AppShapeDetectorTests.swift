import XCTest

@testable import CoordgenKit

/// Detection on small in-memory apps, one decision at a time.
final class AppShapeDetectorTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("detect")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func detect(_ files: [String: String], choices: AdoptionChoices = AdoptionChoices()) throws -> AdoptionReport {
        try AppShapeDetector(sources: AppSources(root: root, texts: files)).detect(choices: choices)
    }

    private let coordinator = """
        import UIKit

        protocol Coordinator: AnyObject {
          var navigationController: UINavigationController? { get }
          func start()
        }

        """

    func testTwoSpaceIndentationAndTheHeaderTemplate() throws {
        let report = try detect([
            "App/Coordinator.swift": coordinator,
            "App/MainCoordinator.swift": """
            //
            //  MainCoordinator.swift
            //  Bakery
            //
            //  Created by Someone on 1/2/24.
            //

            import UIKit

            final class MainCoordinator: Coordinator {
              var navigationController: UINavigationController?
              func start() {
                navigationController?.setViewControllers([], animated: false)
              }
            }

            """,
        ])
        XCTAssertEqual(report.shape.format, SourceFormat(indentation: .spaces, width: 2))
        XCTAssertEqual(report.config.header, "//\n//  {{ fileName }}\n//  Bakery\n//\n")
        XCTAssertEqual(report.shape.naming.root, "MainCoordinator")
        XCTAssertTrue(report.findings.contains { $0.topic == "root" && $0.value.contains("by its name") }, "\(report.findings)")
        XCTAssertEqual(
            report.shape.protocol.navigation,
            PropertyRequirement(name: "navigationController", type: "UINavigationController", optional: true, settable: false))
        XCTAssertEqual(report.shape.project.kind, .none)
        XCTAssertTrue(report.undecided.contains { $0.contains("no .xcodeproj, Project.swift or project.yml") }, "\(report.undecided)")
    }

    func testMixedNamingTakesTheMajorityAndSaysSo() throws {
        var files = ["App/Coordinator.swift": coordinator]
        for (flow, className) in [
            ("Home", "HomeCoordinator"), ("Cart", "CartCoordinator"), ("Main", "MainCoordinator"), ("Pay", "DefaultPayCoordinator"),
        ] {
            files["App/\(className).swift"] =
                "import UIKit\n\nprotocol \(flow)CoordinatorProtocol: Coordinator {}\n\nfinal class \(className): \(flow)CoordinatorProtocol {\n  var navigationController: UINavigationController?\n  func start() {}\n}\n"
        }
        let report = try detect(files)
        XCTAssertEqual(report.shape.naming.flowProtocol, "{Name}CoordinatorProtocol")
        XCTAssertEqual(report.shape.naming.flowClass, "{Name}Coordinator")
        XCTAssertTrue(report.undecided.contains { $0.hasPrefix("coordinators are named in 2 ways") }, "\(report.undecided)")
    }

    func testAChosenProtocolThatDoesNotExistNamesTheCandidates() throws {
        XCTAssertThrowsError(try detect(["App/Coordinator.swift": coordinator], choices: AdoptionChoices(protocolName: "Flow"))) { error in
            XCTAssertEqual("\(error)", "--protocol Flow: the app declares no such name; candidates: Coordinator")
        }
    }

    func testNoRootCandidatesAreTheCoordinators() throws {
        let files = [
            "App/Coordinator.swift": coordinator,
            "App/HomeCoordinator.swift":
                "final class HomeCoordinator: Coordinator {\n  var navigationController: UINavigationController? { nil }\n  func start() {}\n}\n",
            "App/CartCoordinator.swift":
                "final class CartCoordinator: Coordinator {\n  var navigationController: UINavigationController? { nil }\n  func start() {}\n}\n",
        ]
        XCTAssertThrowsError(try detect(files)) { error in
            guard case AdoptionError.ambiguous(let ambiguity) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(ambiguity.subject, .root)
            XCTAssertEqual(ambiguity.candidates.map(\.name), ["CartCoordinator", "HomeCoordinator"])
        }
        XCTAssertEqual(try detect(files, choices: AdoptionChoices(root: "HomeCoordinator")).shape.naming.root, "HomeCoordinator")
    }

    func testHeadersThatDifferAndSeveralProjectsAreSaid() throws {
        let app = try ExistingApps.copy("ClassicDelegate")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        try FileManager.default.copyItem(
            at: app.appendingPathComponent("Shop.xcodeproj"), to: app.appendingPathComponent("Admin.xcodeproj"))
        let home = app.appendingPathComponent("Shop/Coordinators/HomeCoordinator.swift")
        let text = try String(contentsOf: home, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "//  Shop\n", with: "//  Shop app\n").utf8).write(to: home)
        let report = try AppShapeDetector(sources: AppSources(root: app)).detect()
        XCTAssertTrue(
            report.undecided.contains {
                $0
                    == "2 Xcode projects here (Admin.xcodeproj, Shop.xcodeproj); read Admin.xcodeproj, the first by name; correct project.file if it is another"
            }, "\(report.undecided)")
        XCTAssertTrue(
            report.undecided.contains {
                $0.hasPrefix("1 of 3 coordinator files start with another header (e.g. Shop/Coordinators/HomeCoordinator.swift)")
            },
            "\(report.undecided)")
    }

    /// A coordinator named App… that another coordinator makes is a flow about the app (its lock, its
    /// settings), not the root; with no other candidate the root stays a question.
    func testACoordinatorNamedLikeARootThatAnotherMakesIsNotTheRoot() throws {
        let files = [
            "App/Coordinator.swift": coordinator,
            "App/SettingsCoordinator.swift": """
                final class SettingsCoordinator: Coordinator {
                  var navigationController: UINavigationController? { nil }
                  func start() { AppLockCoordinator().start() }
                }

                """,
            "App/AppLockCoordinator.swift":
                "final class AppLockCoordinator: Coordinator {\n  var navigationController: UINavigationController? { nil }\n  func start() {}\n}\n",
            "App/CartCoordinator.swift":
                "final class CartCoordinator: Coordinator {\n  var navigationController: UINavigationController? { nil }\n  func start() {}\n}\n",
        ]
        XCTAssertThrowsError(try detect(files)) { error in
            guard case AdoptionError.ambiguous(let ambiguity) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(ambiguity.subject, .root)
        }
        var unstarted = files
        unstarted["App/SettingsCoordinator.swift"] =
            "final class SettingsCoordinator: Coordinator {\n  var navigationController: UINavigationController? { nil }\n  func start() {}\n}\n"
        XCTAssertEqual(try detect(unstarted).shape.naming.root, "AppLockCoordinator")
    }
}
