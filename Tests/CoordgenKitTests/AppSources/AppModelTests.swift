import Foundation
import XCTest

@testable import CoordgenKit

/// Every command builds one ``AppModel`` (config, merged shape, summaries and index, modules, project
/// description) and hands it to whatever reads the app; `init`, like `tree` and `doctor`, keeps no
/// syntax tree once a file is summarised but those its detectors read again.
final class AppModelTests: XCTestCase {
    // MARK: - One model per command

    func testNewCoordinatorBuildsOneModel() throws {
        let sample = try SampleProject()
        defer { sample.remove() }
        let made = try modelsMade {
            _ = try GenerateInProject(directory: sample.root).newCoordinator(CoordinatorOptions(name: "Reservation", parent: "App"))
        }
        XCTAssertEqual(made, 1)
    }

    func testNewScreenRemoveAndRenameBuildOneModelEach() throws {
        let sample = try SampleProject()
        defer { sample.remove() }
        let command = GenerateInProject(directory: sample.root)
        _ = try command.newCoordinator(CoordinatorOptions(name: "Reservation", parent: "App"))
        XCTAssertEqual(try modelsMade { _ = try command.newScreen(ScreenOptions(name: "Details", coordinator: "Reservation")) }, 1)
        XCTAssertEqual(try modelsMade { _ = try command.renameCoordinator("Reservation", to: "Booking") }, 1)
        XCTAssertEqual(try modelsMade { _ = try command.removeCoordinator(RemovalOptions(name: "Booking", force: true)) }, 1)
    }

    func testTreeAndDoctorBuildOneModel() throws {
        let app = try copy(fixture: "FeatureFolders")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        XCTAssertEqual(try modelsMade { _ = try AnalyseApp(folder: app).run() }, 1)
        XCTAssertEqual(try modelsMade { _ = try FixDoctorFindings(folder: app, dryRun: true).run() }, 1)
    }

    /// `init` detects, picks its example flow from the graph `tree` would draw and plans the config
    /// from one model: the graph is drawn from the detectors' summaries, not from a second reading.
    func testInitBuildsOneModelAndParsesEachFileOnceForDetection() throws {
        let app = try copy(fixture: "FeatureFolders")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        XCTAssertEqual(try modelsMade { _ = try AdoptApp(from: app, dryRun: true).run(choose: nil) }, 1)
    }

    /// The generating commands read the merged shape the model computed, not a shape of their own.
    func testProjectReadsTheModelsMergedShape() throws {
        let sample = try SampleProject()
        defer { sample.remove() }
        let project = try Project.locate(from: sample.root)
        XCTAssertEqual(project.shape, project.config.appShape)
        XCTAssertEqual(project.model.shape, project.shape)
        XCTAssertEqual(try SourceFileRenderer(project: project).app.shape, project.model.shape)
    }

    // MARK: - The merged shape in `tree` and `doctor`

    /// A `.coordgen.yml` that records a shape but no naming: `tree` and `doctor` read the naming
    /// generation uses (the style's built-in one), not the heuristic defaults.
    func testAnalysisReadsTheMergedShape() throws {
        let root = try Repository.temporaryDirectory("model-shape")
        defer { try? FileManager.default.removeItem(at: root) }
        let builtIn = AppShape.builtIn(for: .uikit, projectName: "Hotel")
        var config = ProjectConfig(
            name: "Hotel", style: .uikit, organization: nil, bundleId: nil,
            paths: ProjectConfig.Paths(coordinators: "Hotel", screens: "Hotel", tests: "HotelTests", coordinatorType: nil))
        config.shape = builtIn.protocol
        let model = AppModel(root: root, config: config)
        let (conventions, source) = AnalysisConventions.of(model)
        XCTAssertEqual(conventions.typeNamePatterns, [builtIn.naming.flowClass, builtIn.naming.root])
        XCTAssertTrue(source.contains("recorded"), source)
    }

    // MARK: - Trees released

    /// `init` summarises every file and keeps the tree only of a file that names a coordinator (the
    /// detectors and the example's graph read those again): afterwards a file holds a tree when it
    /// names one, or when a detector read it again (parsed a second time for it), and no file was
    /// parsed more than twice.
    func testInitKeepsOnlyTheTreesItsDetectorsReadAgain() throws {
        let sources = AppSources(root: ExistingApps.url("FeatureFolders"))
        let detector = AppShapeDetector(sources: sources)
        _ = try detector.detect(choices: AdoptionChoices(), choose: nil)
        let files = detector.files
        XCTAssertGreaterThan(files.count, 10)
        let holding = files.filter(\.holdsTree)
        let namesCoordinator = AnalysisConventions.heuristic.treeKeeper
        XCTAssertEqual(
            holding.filter { namesCoordinator($0) ? $0.parseCount != 1 : $0.parseCount != 2 }.map(\.path), [],
            "a tree kept though it names no coordinator and no detector read it again")
        XCTAssertEqual(files.filter { namesCoordinator($0) && !$0.holdsTree }.map(\.path), [], "a coordinator's tree released")
        XCTAssertLessThan(holding.count, files.count)
        XCTAssertEqual(files.filter { $0.parseCount > 2 }.map(\.path), [])
    }

    /// What `init` finds does not depend on the trees being released: the same report as detection
    /// over files whose trees are all kept (the index made from the files themselves).
    func testInitFindsTheSameWithTreesReleased() throws {
        for fixture in ["FeatureFolders", "RouterBaseFinishFlow", "PackageFeatureModules", "PublishedStackChildren"] {
            let root = ExistingApps.url(fixture)
            let released = try AppShapeDetector(sources: AppSources(root: root)).detect(choices: AdoptionChoices(), choose: nil).report
            let keeping = AppModel(root: root, config: nil, keepsTree: { _ in true })
            let kept = try AppShapeDetector(model: keeping).detect(choices: AdoptionChoices(), choose: nil).report
            XCTAssertEqual(released.config, kept.config, fixture)
            XCTAssertEqual(released.findings, kept.findings, fixture)
            XCTAssertEqual(released.undecided, kept.undecided, fixture)
        }
    }

    /// The model's index, made of summaries whose bodies were read, is the index `init` and the
    /// lookups made from the files without reading bodies: the same types, extensions and declarations
    /// (stale copies no target compiles left out of both, and of the model's in at least one fixture).
    func testTheModelsIndexIsTheDeclarationsOnlyIndex() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: ExistingApps.root.path).sorted()
        XCTAssertGreaterThan(fixtures.count, 40)
        var fixturesWithStaleCopies: [String] = []
        var fixturesReadingOutside: [String] = []
        for fixture in fixtures {
            let root = ExistingApps.url(fixture)
            let model = AppModel(root: root, config: nil)
            let sources = AppSources(root: root)
            let stale = Set(StaleCopies.copies(in: model.summaries, sources: sources).map(\.path))
            if !stale.isEmpty { fixturesWithStaleCopies.append(fixture) }
            let compiled = sources.paths.filter { !stale.contains($0) }
            let direct = DeclarationIndex(files: sources.files(compiled).filter { !$0.isManifest })
            // The protocols and classes read outside the app's folders (a checked-in pod's) come after its own.
            let own = { (declarations: [TypeDeclaration]) in declarations.filter { !OutsideDeclarations.isOutside($0.file.path) } }
            if own(model.index.declarations).count != model.index.declarations.count { fixturesReadingOutside.append(fixture) }
            XCTAssertEqual(describe(own(model.index.types)), describe(direct.types), fixture)
            XCTAssertEqual(describe(own(model.index.extensions)), describe(direct.extensions), fixture)
            XCTAssertEqual(describe(own(model.index.declarations)), describe(direct.declarations), fixture)
        }
        XCTAssertEqual(fixturesWithStaleCopies, ["StaleCopyTheProjectDoesNotCompile"])
        XCTAssertEqual(fixturesReadingOutside, ["CoordinatorProtocolInCheckedInPod", "RootTabBarUnderFlowsStackName"])
    }

    // MARK: - Helpers

    private func describe(_ declarations: [TypeDeclaration]) -> [String] {
        declarations.map { "\($0.kind) \($0.qualifiedName): \($0.inherited) at \($0.file.path):\($0.line) (\($0.position))" }
    }

    private func modelsMade(_ body: () throws -> Void) rethrows -> Int {
        let before = AppModel.made
        try body()
        return AppModel.made - before
    }

    private func copy(fixture: String) throws -> URL {
        let folder = try Repository.temporaryDirectory("model")
        let app = folder.appendingPathComponent(fixture)
        try FileManager.default.copyItem(at: ExistingApps.url(fixture), to: app)
        return app
    }
}
