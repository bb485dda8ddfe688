import Foundation
import XCTest

@testable import CoordgenKit

/// `tree` builds the coordinator graph from what the summaries recorded of each coordinator's
/// declarations (``DeclarationFlows``) instead of parsing their files again; where the summaries do
/// not say enough, it reads the trees. These tests show that the graph is the one read from the trees,
/// in every fixture app and in an app of tricky cases, and that a coordinator's file is then parsed once.
final class GraphFromSummariesTests: XCTestCase {
    /// Every doctor and adoption fixture: the graph `tree` builds (summaries recorded, every tree released
    /// once summarised) equals the graph read from the trees (a model that records no flows, as `init`'s).
    func testTheGraphFromSummariesIsTheGraphFromTrees() throws {
        let folders = try fixtureFolders()
        XCTAssertGreaterThan(folders.count, 40)
        var servedBySummaries = 0
        for folder in folders {
            let (app, fromTrees) = analyses(of: folder)
            assertSameGraph(app.graph, fromTrees.graph, folder.path)
            let coordinatorFiles = Set(app.graph.coordinators.map(\.location.file))
            servedBySummaries += app.files.filter { coordinatorFiles.contains($0.path) && $0.parseCount == 1 }.count
        }
        XCTAssertGreaterThan(servedBySummaries, 100, "coordinators' files read from their summaries, not parsed again")
    }

    /// In a plain app, no coordinator's file is parsed again for `tree`'s graph.
    func testTreeParsesNoCoordinatorFileAgain() throws {
        for fixture in ["FeatureFolders", "RouterBaseFinishFlow"] {
            let (app, _) = analyses(of: ExistingApps.url(fixture))
            let coordinatorFiles = Set(app.graph.coordinators.map(\.location.file))
            XCTAssertFalse(coordinatorFiles.isEmpty, fixture)
            XCTAssertEqual(
                app.files.filter { coordinatorFiles.contains($0.path) && $0.parseCount != 1 }.map(\.path), [], fixture)
        }
    }

    /// Children reached through stored properties (annotated, constructed, returned by a factory, behind
    /// a force unwrap, declared in an extension in another file) resolve from the summaries; a property
    /// whose value names another value, and a collection held in a property, send the graph to the trees
    /// of that coordinator alone. Either way the graph is the trees' graph.
    func testStoredPropertiesResolveAsTheTreesResolveThem() throws {
        let root = try Repository.temporaryDirectory("graph-summaries")
        defer { try? FileManager.default.removeItem(at: root) }
        let coordinators = ["Home", "Profile", "Detail", "Settings", "Alias", "TabA", "TabB", "Unwrapped", "Made"]
        var files: [String: String] = [
            "App/Coordinator.swift": """
                protocol Coordinator: AnyObject {
                    var childCoordinators: [Coordinator] { get set }
                    func start()
                }

                extension Coordinator {
                    func addChild(_ child: Coordinator) { childCoordinators.append(child) }
                }

                final class Factory {
                    func makeMade() -> MadeCoordinator { MadeCoordinator() }
                }

                """,
            "App/AppCoordinator.swift": """
                final class AppCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    private lazy var home = HomeCoordinator()
                    var profile: ProfileCoordinator!
                    private let factory = Factory()
                    private lazy var made = factory.makeMade()
                    private var unwrapped = UnwrappedCoordinator()!
                    private var other: Coordinator?

                    func start() {
                        addChild(home)
                        profile.start()
                        addChild(detail)
                        addChild(made)
                        addChild(unwrapped)
                        if let other { addChild(other) }
                    }
                }

                """,
            "App/AppCoordinator+Detail.swift": """
                extension AppCoordinator {
                    var detail: DetailCoordinator { DetailCoordinator() }
                }

                """,
            "App/SettingsCoordinator.swift": """
                final class SettingsCoordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    private let first = AliasCoordinator()
                    private lazy var alias = first
                    private let tabs = [TabACoordinator(), TabBCoordinator()]

                    func start() {
                        addChild(alias)
                        tabs.forEach(addChild)
                    }
                }

                """,
        ]
        for name in coordinators where !["Settings"].contains(name) {
            files["App/\(name)Coordinator.swift"] = """
                final class \(name)Coordinator: Coordinator {
                    var childCoordinators: [Coordinator] = []
                    init\(name == "Unwrapped" ? "?" : "")() {}
                    func start() {}
                }

                """
        }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let (app, fromTrees) = analyses(of: root)
        assertSameGraph(app.graph, fromTrees.graph, "tricky app")
        let edges = Set(app.graph.edges.map { "\($0.parent) → \($0.child)" })
        for child in ["Home", "Profile", "Detail", "Made", "Unwrapped"] {
            XCTAssertTrue(edges.contains("AppCoordinator → \(child)Coordinator"), child)
        }
        XCTAssertEqual(app.graph.unresolved.map(\.expression), ["other"])
        for child in ["Alias", "TabA", "TabB"] {
            XCTAssertTrue(edges.contains("SettingsCoordinator → \(child)Coordinator"), child)
        }
        let parses = Dictionary(uniqueKeysWithValues: app.files.map { ($0.path, $0.parseCount) })
        XCTAssertEqual(parses["App/AppCoordinator.swift"], 1, "read from its summaries")
        XCTAssertEqual(parses["App/AppCoordinator+Detail.swift"], 1, "read from its summaries")
        XCTAssertEqual(parses["App/SettingsCoordinator.swift"], 2, "a property naming another value: read from its tree")
    }

    // MARK: - Helpers

    /// The app read as `tree` reads it, and the same app read from the trees under the same conventions.
    private func analyses(of folder: URL) -> (app: AnalyzedApp, fromTrees: AnalyzedApp) {
        let app = AnalyzedApp.analyze(
            AppSources(root: folder, treeBudget: TreeBudget(limit: TreeBudget.graphOnlyLimit)), conventions: nil,
            retention: .likelyReadAgain)
        let model = AppModel(root: folder, config: nil, sources: AppSources(root: folder), readsTestFolders: false)
        let fromTrees = AnalyzedApp.analyze(model, conventions: app.conventions)
        return (app, fromTrees)
    }

    private func assertSameGraph(_ graph: CoordinatorGraph, _ expected: CoordinatorGraph, _ message: String) {
        XCTAssertEqual(graph.coordinators, expected.coordinators, message)
        XCTAssertEqual(graph.edges, expected.edges, message)
        XCTAssertEqual(graph.unresolved, expected.unresolved, message)
        XCTAssertEqual(graph.roots, expected.roots, message)
        XCTAssertEqual(graph.baseClasses, expected.baseClasses, message)
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
}
