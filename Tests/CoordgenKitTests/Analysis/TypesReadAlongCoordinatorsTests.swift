import Foundation
import XCTest

@testable import CoordgenKit

/// The types a coordinator-wise rule reads besides the coordinators (``TypesReadAlongCoordinators``)
/// are read while a coordinator whose files declare them has its trees held: `doctor` parses no
/// coordinator's file a third time for them (once summarised, once for the graph), and what is found
/// does not depend on when a type is read.
final class TypesReadAlongCoordinatorsTests: XCTestCase {
    /// The shape of an app where each coordinator's file declares its own protocol beside the class
    /// (`protocol HomeCoordinatorProtocol: Coordinator` above `final class HomeCoordinator`), one of
    /// them requiring a finish delegate, the children kept in `childCoordinators`: read as the `doctor`
    /// command reads it, no file is parsed more than twice, and the report is the one of every tree
    /// kept. Before, `remove-child-by-type` read the protocols after the coordinators (a third parse
    /// of every coordinator's file) and `strong-finish-delegate` read the protocol's requirement
    /// before the graph.
    func testDoctorParsesNoCoordinatorFileAThirdTime() throws {
        let folder = try Repository.temporaryDirectory("read-along")
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeProtocolBesideClassApp(in: folder, spreadingAType: false)
        let rules = DoctorRules.all.compactMap { $0 as? any CoordinatorWiseRule }
        let app = AnalyzedApp.analyze(
            AppSources(root: folder, treeBudget: TreeBudget(limit: TreeBudget.graphOnlyLimit)), conventions: nil,
            retention: .likelyReadAgain, readingAlong: rules)
        let report = Doctor().examine(app)
        let coordinatorFiles = Set(app.coordinatorTypes.flatMap { $0.declarations.map(\.file.path) })
        XCTAssertEqual(coordinatorFiles.count, 4, "three flows and the app's coordinator")
        XCTAssertEqual(
            app.files.filter { coordinatorFiles.contains($0.path) && $0.parseCount > 2 }.map(\.path), [],
            "a coordinator's file parsed more than twice")

        let kept = AnalyzedApp.analyze(AppSources(root: folder), conventions: nil, retention: .all)
        let allAtOnce = Doctor(batchByteLimit: Int.max).examine(kept)
        XCTAssertEqual(report.text, allAtOnce.text)
        // The app is not clean: the protocols' removal by type and the strong requirement are found.
        XCTAssertTrue(report.findings.contains { $0.rule == "remove-child-by-type" }, report.text)
        XCTAssertTrue(report.findings.contains { $0.rule == "strong-finish-delegate" && $0.message.contains("not class-bound") }, report.text)
    }

    /// A type is read once, alongside the first coordinator whose files hold every declaration it
    /// needs, or at the end when none does (declared in files of its own, or over two coordinators'
    /// files); the results come in the order of the types given, whenever each was read.
    func testEachTypeIsReadOnceWhereItsFilesAreHeld() throws {
        let app = AnalyzedApp.analyze(AppSources(root: try protocolBesideClassApp()), conventions: nil, retention: .all)
        let coordinators = app.coordinatorTypes
        let others = app.facts.sortedTypesBesideCoordinators
        var reads: [String] = []
        let along = TypesReadAlongCoordinators(others) { type -> String in
            reads.append(type.name)
            return type.name
        }
        for coordinator in coordinators { along.read(alongside: coordinator) }
        let readAlong = reads
        XCTAssertEqual(along.results, others.map(\.name))
        XCTAssertEqual(reads.sorted(), others.map(\.name).sorted(), "each type read once")
        // Read alongside: each flow's protocol, declared in its coordinator's file only.
        XCTAssertEqual(readAlong.sorted(), ["AccountCoordinatorProtocol", "HomeCoordinatorProtocol", "SearchCoordinatorProtocol"])
        // `Shared`, declared in a file of no coordinator and extended in one coordinator's file, is read
        // at the end, as is every type of files of their own.
        XCTAssertTrue(reads.suffix(from: readAlong.count).contains("Shared"))
    }

    // MARK: - The app

    private func protocolBesideClassApp() throws -> URL {
        let folder = try Repository.temporaryDirectory("read-along-shape")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        try writeProtocolBesideClassApp(in: folder, spreadingAType: true)
        return folder
    }

    /// Our own small app of the shape: a `Coordinator` protocol, a finish delegate, an app coordinator
    /// with three flows, each flow's protocol declared in the flow's file; with `spreadingAType`, a
    /// struct `Shared` extended in a coordinator's file and in a file of its own (read on its own at
    /// the end, which parses those files again).
    private func writeProtocolBesideClassApp(in folder: URL, spreadingAType: Bool) throws {
        var files: [String: String] = [
            "App/Coordinator.swift": """
            import UIKit

            protocol Coordinator: AnyObject {
                var finishDelegate: (any FinishDelegate)? { get set }
                var childCoordinators: [any Coordinator] { get set }
                func start()
            }

            protocol FinishDelegate: AnyObject {
                func coordinatorDidFinish(_ child: any Coordinator)
            }

            struct Shared {}
            """,
            "App/AppCoordinator.swift": """
            import UIKit

            final class AppCoordinator: Coordinator, FinishDelegate {
                weak var finishDelegate: (any FinishDelegate)?
                var childCoordinators: [any Coordinator] = []

                func start() {
                    let home = HomeCoordinator()
                    home.finishDelegate = self
                    childCoordinators.append(home)
                    home.start()
                }

                func coordinatorDidFinish(_ child: any Coordinator) {
                    childCoordinators.removeAll { $0 === child }
                }
            }
            """,
        ]
        for (flow, next) in [("Home", "Search"), ("Search", "Account"), ("Account", nil)] {
            let requirement = flow == "Search" ? "    var parentCoordinator: LeaveListener? { get set }\n" : ""
            let opens = next.map { next in
                """

                    func open\(next)() {
                        let child = \(next)Coordinator()
                        child.finishDelegate = self
                        childCoordinators.append(child)
                        child.start()
                    }

                    func coordinatorDidFinish(_ child: any Coordinator) {
                        childCoordinators.removeAll { $0 is \(next)Coordinator }
                    }
                """
            } ?? ""
            let shared = flow == "Account" && spreadingAType ? "\nextension Shared {}\n" : ""
            files["App/\(flow)/\(flow)Coordinator.swift"] = """
                import UIKit

                protocol \(flow)CoordinatorProtocol: Coordinator {
                    func show\(flow)()
                \(requirement)}

                final class \(flow)Coordinator: \(flow)CoordinatorProtocol, FinishDelegate {
                    weak var finishDelegate: (any FinishDelegate)?
                    var childCoordinators: [any Coordinator] = []
                \(flow == "Search" ? "    var parentCoordinator: LeaveListener?\n" : "")
                    func start() { show\(flow)() }

                    func show\(flow)() {}
                \(opens)
                }
                \(shared)
                """
        }
        files["App/Search/LeaveListener.swift"] = """
            protocol LeaveListener {
                func didLeave()
            }
            """ + (spreadingAType ? "\nextension Shared {}\n" : "")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
