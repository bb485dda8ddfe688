import Foundation
import XCTest

@testable import CoordgenKit

/// `tree` and `doctor` release syntax trees once each file is summarised and parse a released tree
/// again when a rule needs it. These tests show that what they report does not depend on which trees
/// were kept, and that the trees kept by default spare the re-parsing of files that name no coordinator.
final class TreeRetentionTests: XCTestCase {
    /// Every doctor fixture and every adoption fixture: the graph and the findings are the same whether
    /// every tree is kept, none, or the default choice.
    func testReleasingTreesChangesNothingTheAnalysisReports() throws {
        let folders = try fixtureFolders()
        XCTAssertGreaterThan(folders.count, 40)
        for folder in folders {
            let kept = report(folder, .all)
            // Without a budget (every tree read again parsed for each reader) over the doctor's
            // fixtures only: it parses the adopted apps' coordinators dozens of times.
            let withoutBudget = folder.path.contains("/Doctor/") ? [(TreeRetention.likelyReadAgain, 0)] : []
            for (retention, budget) in [(TreeRetention.none, TreeBudget.defaultLimit), (.likelyReadAgain, TreeBudget.defaultLimit)]
                + withoutBudget
            {
                let other = report(folder, retention, budget: budget)
                XCTAssertEqual(other.graph.coordinators, kept.graph.coordinators, "\(folder.path) with \(retention), budget \(budget)")
                XCTAssertEqual(other.graph.edges, kept.graph.edges, "\(folder.path) with \(retention), budget \(budget)")
                XCTAssertEqual(other.graph.unresolved, kept.graph.unresolved, "\(folder.path) with \(retention), budget \(budget)")
                XCTAssertEqual(other.graph.roots, kept.graph.roots, "\(folder.path) with \(retention), budget \(budget)")
                XCTAssertEqual(other.findings, kept.findings, "\(folder.path) with \(retention), budget \(budget)")
                XCTAssertEqual(other.skipped, kept.skipped, "\(folder.path) with \(retention), budget \(budget)")
            }
        }
    }

    /// In an app shaped like the large ones (flows with view controllers, view models and models beside
    /// their coordinators), `doctor` parses no file twice: the files it reads again are those it kept.
    func testDoctorParsesEachFileOnceInAFeatureFolderApp() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("retention-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try write(
            root, "App/SceneDelegate.swift",
            """
            import UIKit

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var coordinator: AppCoordinator?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let coordinator = AppCoordinator(UINavigationController())
                    self.coordinator = coordinator
                    coordinator.start()
                }
            }

            """)
        try write(
            root, "App/Coordinator.swift",
            """
            import UIKit

            protocol Coordinator: AnyObject {
                var childCoordinators: [any Coordinator] { get set }
                func start()
            }

            """)
        var appMethods = ""
        for flow in ["Search", "Profile", "Cart"] {
            appMethods += """

                    func open\(flow)() {
                        let child = \(flow)Coordinator(navigationController)
                        childCoordinators.append(child)
                        child.start()
                    }

                """
            try write(
                root, "App/Features/\(flow)/\(flow)Coordinator.swift",
                """
                import UIKit

                final class \(flow)Coordinator: Coordinator {
                    var childCoordinators: [any Coordinator] = []
                    let navigationController: UINavigationController
                    init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
                    func start() {
                        navigationController.pushViewController(\(flow)ViewController(viewModel: \(flow)ViewModel()), animated: true)
                    }
                }

                """)
            try write(
                root, "App/Features/\(flow)/\(flow)ViewController.swift",
                """
                import UIKit

                final class \(flow)ViewController: UIViewController {
                    let viewModel: \(flow)ViewModel
                    init(viewModel: \(flow)ViewModel) {
                        self.viewModel = viewModel
                        super.init(nibName: nil, bundle: nil)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func items() -> [\(flow)Model] { viewModel.items }
                }

                """)
            try write(
                root, "App/Features/\(flow)/\(flow)ViewModel.swift",
                """
                final class \(flow)ViewModel {
                    var items: [\(flow)Model] = []
                    func first() -> \(flow)Model? { items.first }
                }

                """)
            try write(
                root, "App/Features/\(flow)/\(flow)Model.swift",
                """
                struct \(flow)Model: Equatable {
                    var title: String
                    static func placeholder() -> \(flow)Model { \(flow)Model(title: "") }
                }

                """)
        }
        try write(
            root, "App/AppCoordinator.swift",
            """
            import UIKit

            final class AppCoordinator: Coordinator {
                var childCoordinators: [any Coordinator] = []
                let navigationController: UINavigationController
                init(_ navigationController: UINavigationController) { self.navigationController = navigationController }
                func start() {}
            \(appMethods)}

            """)
        let sources = AppSources(root: root)
        let app = AnalyzedApp.analyze(sources, conventions: .heuristic, retention: .likelyReadAgain)
        let report = Doctor().examine(app)
        XCTAssertEqual(app.graph.edges.count, 3)
        XCTAssertEqual(report.filesRead, 15)
        let parsedTwice = app.files.filter { $0.parseCount > 1 }.map(\.path)
        XCTAssertEqual(parsedTwice, [], "files parsed again after their trees were released")
        // Only the files that name a coordinator hold their trees: the screens', view models' and
        // models' trees went once summarised.
        let holding = Set(app.files.filter(\.holdsTree).map(\.path))
        XCTAssertEqual(holding, Set(app.files.filter { $0.text.contains("Coordinator") }.map(\.path)))
        XCTAssertEqual(holding.count, 6)
    }

    /// Beyond the budget, a tree read again is the reader's alone: the storage holds no more than the
    /// budget, whatever the readers ask, and the analysis reports the same (see the first test).
    func testTreesReadAgainBeyondTheBudgetAreNotHeld() throws {
        let folder = ExistingApps.url("FeatureFolders")
        let sources = AppSources(root: folder, treeBudget: TreeBudget(limit: 0))
        let app = AnalyzedApp.analyze(sources, conventions: nil, retention: .likelyReadAgain)
        _ = Doctor().examine(app)
        XCTAssertFalse(app.graph.coordinators.isEmpty)
        XCTAssertEqual(app.files.filter(\.holdsTree).map(\.path), [])
        XCTAssertGreaterThan(app.files.map(\.parseCount).max() ?? 0, 2, "a tree read again and again is parsed each time")
    }

    /// `tree` holds no tree beyond its budget: each coordinator's files are parsed again while the
    /// graph reads its members (once, however often it comes back to them) and let go after, and the
    /// graph is the one made with every tree kept.
    func testTheGraphReadsEachReleasedFileOnceMore() throws {
        for fixture in ["FeatureFolders", "RouterBaseFinishFlow"] {
            let folder = ExistingApps.url(fixture)
            let kept = AnalyzedApp.analyze(AppSources(root: folder), conventions: nil, retention: .all)
            let app = AnalyzedApp.analyze(
                AppSources(root: folder, treeBudget: TreeBudget(limit: 0)), conventions: nil, retention: .likelyReadAgain)
            XCTAssertFalse(app.graph.coordinators.isEmpty, fixture)
            XCTAssertEqual(app.graph.coordinators, kept.graph.coordinators, fixture)
            XCTAssertEqual(app.graph.edges, kept.graph.edges, fixture)
            XCTAssertEqual(app.graph.unresolved, kept.graph.unresolved, fixture)
            XCTAssertEqual(app.graph.roots, kept.graph.roots, fixture)
            XCTAssertEqual(app.files.filter(\.holdsTree).map(\.path), [], fixture)
            XCTAssertEqual(app.files.filter { $0.parseCount > 2 }.map(\.path), [], "\(fixture): a file parsed more than once again")
            XCTAssertGreaterThan(app.files.map(\.parseCount).max() ?? 0, 1, fixture)
        }
    }

    // MARK: - Helpers

    private struct Outcome {
        let graph: CoordinatorGraph
        let findings: [Finding]
        let skipped: [AnalyzedApp.SkippedFile]
    }

    private func report(_ folder: URL, _ retention: TreeRetention, budget: Int = TreeBudget.defaultLimit) -> Outcome {
        let sources = AppSources(root: folder, treeBudget: TreeBudget(limit: budget))
        let app = AnalyzedApp.analyze(sources, conventions: nil, retention: retention)
        return Outcome(graph: app.graph, findings: Doctor().examine(app).findings, skipped: app.skippedFiles)
    }

    private func fixtureFolders() throws -> [URL] {
        let fixtures = DoctorFixtures.root.deletingLastPathComponent()
        var folders: [URL] = []
        for group in ["Doctor", "ExistingApps"] {
            let groupFolder = fixtures.appendingPathComponent(group)
            for name in try FileManager.default.contentsOfDirectory(atPath: groupFolder.path).sorted() {
                let folder = groupFolder.appendingPathComponent(name)
                let variants = ["bad", "good"].map { folder.appendingPathComponent($0) }
                    .filter { FileManager.default.fileExists(atPath: $0.path) }
                folders += variants.isEmpty ? [folder] : variants
            }
        }
        return folders
    }

    private func write(_ root: URL, _ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
}
