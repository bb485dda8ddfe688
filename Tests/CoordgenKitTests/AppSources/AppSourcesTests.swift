import Foundation
import SwiftParser
import SwiftSyntax
import XCTest

@testable import CoordgenKit

/// The one reading of an app: one walk with one skip list, each file read and parsed at most once per
/// command, whoever asks.
final class AppSourcesTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("app-sources")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testTheWalkSkipsBuildOutputDependenciesBundlesHiddenFoldersAndRootTuist() throws {
        for path in [
            "App/AppCoordinator.swift", "App/Feature/Home.swift", "AppTests/AppTests.swift", "Package.swift",
            "Modules/Tuist/Kept.swift", "App/.Hidden.swift",
            ".build/debug/Generated.swift", "build/Generated.swift", "Pods/Alamofire/Session.swift",
            "Carthage/Checkouts/X.swift", "DerivedData/X.swift", "node_modules/x/X.swift", ".git/X.swift",
            ".swiftpm/X.swift", "App.xcodeproj/X.swift", "App/Assets.xcassets/X.swift", "Vendor/Kit.framework/X.swift",
            "Tuist/ProjectDescriptionHelpers/Helper.swift", ".hidden/X.swift",
        ] {
            try write("// \(path)\n", to: path)
        }
        let sources = AppSources(root: root)
        XCTAssertEqual(
            sources.paths,
            ["App/AppCoordinator.swift", "App/Feature/Home.swift", "AppTests/AppTests.swift", "Modules/Tuist/Kept.swift", "Package.swift"])
        XCTAssertEqual(sources.xcodeProjects, ["App.xcodeproj"])
        XCTAssertEqual(sources.readCounts, [:], "walking reads nothing")
    }

    /// `init`'s prefetch of the root's project models finds the projects without the walk, and must
    /// find the ones the walk lists at the root: no more (a linked folder would read outside the app),
    /// no fewer (the main thread would then make the model itself).
    func testThePrefetchFindsTheRootProjectsTheWalkLists() throws {
        let outside = try Repository.temporaryDirectory("app-sources-outside-project")
        defer { try? FileManager.default.removeItem(at: outside) }
        for path in [
            "B.xcodeproj/project.pbxproj", "A.xcodeproj/project.pbxproj", ".Hidden.xcodeproj/project.pbxproj",
            "Sub/Nested.xcodeproj/project.pbxproj", "App/Main.swift",
        ] {
            try write("// \(path)\n", to: path)
        }
        try write("not a folder\n", to: "File.xcodeproj")
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Linked.xcodeproj").path, withDestinationPath: outside.path)
        let walked = AppSources(root: root).xcodeProjects.filter { !$0.contains("/") }
        XCTAssertEqual(walked, ["A.xcodeproj", "B.xcodeproj"])
        XCTAssertEqual(RootProjectsPrefetch.projects(atRoot: root.standardizedFileURL.path), walked)
    }

    func testSymbolicLinksToFoldersAreNeverFollowedAndToFilesOnlyInsideTheRoot() throws {
        let outside = try Repository.temporaryDirectory("app-sources-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("let secret = 1\n".utf8).write(to: outside.appendingPathComponent("Secret.swift"))
        try write("final class Real {}\n", to: "App/Real.swift")
        let manager = FileManager.default
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("App/Linked.swift").path,
            withDestinationPath: root.appendingPathComponent("App/Real.swift").path)
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("App/Escape.swift").path,
            withDestinationPath: outside.appendingPathComponent("Secret.swift").path)
        try manager.createSymbolicLink(atPath: root.appendingPathComponent("Outside").path, withDestinationPath: outside.path)
        let sources = AppSources(root: root)
        XCTAssertEqual(sources.paths, ["App/Linked.swift", "App/Real.swift"])
        XCTAssertEqual(sources.linksOutside.map(\.path), ["App/Escape.swift"])
        XCTAssertEqual(sources.readCounts, [:], "the link outside is never read")
    }

    /// Paths are split on their bytes; the parts are those of `split(separator: "/")`.
    func testSlashSeparatedComponentsAreThePartsBetweenSlashes() {
        for path in ["", "/", "a", "a/b.swift", "/a//b/", "Features/Café/Ma\u{0301}p.swift", "../x/./y", "🙂/ü/z"] {
            XCTAssertEqual(path.slashSeparatedComponents, path.split(separator: "/"), path)
        }
        XCTAssertEqual(SourceFile(path: "App/Flows/Home.swift", text: "").folder, "App/Flows")
        XCTAssertEqual(SourceFile(path: "Home.swift", text: "").folder, "")
        XCTAssertTrue(AppSources.isInTestFolder("HotelTests/Fakes/Fake.swift"))
        XCTAssertFalse(AppSources.isInTestFolder("Hotel/HotelTests.swift"))
    }

    /// The last `/` is found in the bytes where that is the same as `lastIndex(of: "/")` on characters,
    /// and by characters where a `/` is part of a larger character (a combining mark after it).
    func testTheLastSlashIsTheOneCharactersFind() {
        let paths = [
            "", "/", "a", "a/", "/a", "a/b.swift", "/a//b/", "Features/Café/Ma\u{0301}p.swift", "🙂/ü/z", "x/\u{0301}y",
            "a/b/\u{0301}", "é/", "/é",
        ]
        for path in paths {
            XCTAssertEqual(path.lastSlashIndex, path.lastIndex(of: "/"), path)
        }
        XCTAssertEqual(PathMath.folder(of: "/a/b/c.swift"), "/a/b")
        XCTAssertEqual(ModuleScope.folder(of: "App/Flows/Home.swift"), "App/Flows")
    }

    func testAFileIsReadAndParsedOnceWhoeverAsks() throws {
        try write("final class A {}\n", to: "App/A.swift")
        try write("final class B: A {}\n", to: "App/B.swift")
        let sources = AppSources(root: root)
        XCTAssertEqual(sources.paths(containing: "A"), ["App/A.swift", "App/B.swift"])
        XCTAssertEqual(sources.paths(containing: "B"), ["App/B.swift"])
        let first = sources.files(sources.paths)
        let second = sources.files(sources.paths)
        XCTAssertEqual(first.map(\.path), second.map(\.path))
        XCTAssertEqual(DeclarationIndex(files: first).types.map(\.name), ["A", "B"])
        XCTAssertEqual(sources.readCounts, ["App/A.swift": 1, "App/B.swift": 1])
        XCTAssertEqual(sources.parsedPaths, ["App/A.swift", "App/B.swift"])
        XCTAssertNotNil(sources.fingerprint(of: "App/A.swift"))
    }

    /// A parsed file's bytes are let go (its text is the parsed file's): the bytes, the text and the
    /// byte search answer as before the parse, from one read of the file, and a file not parsed keeps
    /// its bytes.
    func testAParsedFilesBytesAreItsTextsAndReadOnce() throws {
        let text = "// café\r\nfinal class A {}\n"
        try write(text, to: "App/A.swift")
        try write("final class B {}\n", to: "App/B.swift")
        let sources = AppSources(root: root)
        XCTAssertEqual(sources.paths, ["App/A.swift", "App/B.swift"])
        let before = try XCTUnwrap(sources.bytes(of: "App/A.swift"))
        XCTAssertNotNil(sources.file("App/A.swift"))
        XCTAssertEqual(sources.bytes(of: "App/A.swift"), before)
        XCTAssertEqual(sources.bytes(of: "App/A.swift"), Array(text.utf8))
        XCTAssertEqual(sources.text(of: "App/A.swift"), text)
        XCTAssertTrue(sources.file(at: "App/A.swift", contains: "café"))
        XCTAssertFalse(sources.file(at: "App/A.swift", contains: "class B"))
        XCTAssertEqual(sources.paths(containing: "class"), ["App/A.swift", "App/B.swift"])
        XCTAssertNil(sources.whyUnread("App/A.swift"))
        XCTAssertEqual(sources.readCounts, ["App/A.swift": 1, "App/B.swift": 1])
        XCTAssertEqual(sources.parsedPaths, ["App/A.swift"])
    }

    /// A tree kept once summarised lets go of the node data the summary's walk made
    /// (``SourceFile/dropNodeData()``) and stays the same tree: its text, every token where it was, and
    /// each declaration's body found at the summary's position, with no second parse.
    func testAKeptTreeWithoutItsNodeDataIsTheSameTree() throws {
        let app = ExistingApps.url("FeatureFolders")
        let sources = AppSources(root: app)
        let summaries = sources.summaries(sources.paths, keepsTree: { _ in true })
        XCTAssertGreaterThan(summaries.count, 10)
        var bodies = 0
        for summary in summaries {
            let file = summary.file
            XCTAssertTrue(file.holdsTree, file.path)
            let fresh = Parser.parse(source: file.text)
            XCTAssertEqual(file.tree.description, file.text, file.path)
            XCTAssertEqual(
                file.tree.tokens(viewMode: .all).map { "\($0.position.utf8Offset):\($0.text)" },
                fresh.tokens(viewMode: .all).map { "\($0.position.utf8Offset):\($0.text)" }, file.path)
            for declaration in summary.declarations where declaration.hasBody {
                let block = try XCTUnwrap(declaration.memberBlock, "\(file.path): \(declaration.name)")
                XCTAssertEqual(block.description, DeclarationLocator.memberBlock(in: fresh, at: declaration.position)?.description)
                bodies += 1
            }
            XCTAssertEqual(file.parseCount, 1, file.path)
        }
        XCTAssertGreaterThan(bodies, 10)
    }

    /// Lines come from a byte table, not from swift-syntax's converter (which walks all trivia): the
    /// same line for every token of every fixture app, with `\n`, `\r\n` and `\r` line ends.
    func testLineTableAgreesWithSwiftSyntaxOnEveryToken() throws {
        var texts = try ExistingApps.all.flatMap { ExistingApps.swiftFiles(in: $0) }.prefix(120).map {
            try String(contentsOf: $0, encoding: .utf8)
        }
        texts += ["a\r\nb\rc\n\nd", "", "\n", "/* x\r\n y */ let a = 1\r"]
        var tokens = 0
        for text in texts {
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: "x.swift", tree: tree)
            let table = LineTable(text)
            for token in tree.tokens(viewMode: .all) {
                let position = token.positionAfterSkippingLeadingTrivia
                XCTAssertEqual(table.line(at: position.utf8Offset), converter.location(for: position).line)
                tokens += 1
            }
        }
        XCTAssertGreaterThan(tokens, 5_000)
    }

    /// `textWithoutTrivia` is `trimmedDescription` without copying the tree.
    func testTextWithoutTriviaIsTheTrimmedDescription() {
        let tree = Parser.parse(source: "class A: /* c */ Base<Int> , any P & Q /* d */ {}\nstruct B:\n    C // e\n{}\n")
        var checked = 0
        func check(_ node: Syntax) {
            if let inherited = node.as(InheritedTypeSyntax.self) {
                XCTAssertEqual(inherited.type.textWithoutTrivia, inherited.type.trimmedDescription)
                checked += 1
            }
            for child in node.children(viewMode: .sourceAccurate) { check(child) }
        }
        check(Syntax(tree))
        XCTAssertEqual(checked, 3)
    }

    // MARK: - Each command reads each file at most once

    /// A coordgen project with five flows, screens and tests: enough files that a lookup that read or
    /// parsed everything would show.
    private func sampleProject() throws -> SampleProject {
        var sample = try SampleProject.fullScenario()
        try sample.addCoordinator(CoordinatorOptions(name: "Search", parent: "App"), step: "search")
        return sample
    }

    private func assertReadOnce(_ sources: AppSources, _ command: String, file: StaticString = #filePath, line: UInt = #line) {
        let reread = sources.readCounts.filter { $0.value > 1 }
        XCTAssertEqual(reread, [:], "\(command) read these files more than once", file: file, line: line)
    }

    /// The sample's project reading its files through `sources`, which the test then inspects.
    private func project(_ sample: SampleProject, readingThrough sources: AppSources) throws -> Project {
        let located = try Project.locate(from: sample.root)
        return Project(root: located.root, config: located.config, sources: sources)
    }

    func testNewCoordinatorWithAParentReadsEachFileOnceAndParsesOnlyTheFilesItNeeds() throws {
        let sample = try sampleProject()
        defer { sample.remove() }
        let sources = AppSources(root: sample.root)
        let project = try project(sample, readingThrough: sources)
        let plan = try CoordinatorGenerator(project: project, files: SourceFileRenderer(project: project)).plan(
            CoordinatorOptions(name: "Profile", parent: "Reservation"))
        XCTAssertTrue(plan.changes.contains { $0.displayPath.hasSuffix("ProfileCoordinator.swift") })
        assertReadOnce(sources, "new coordinator --parent")
        // The parent's file, the flow enum, and the files that may declare the new names: not the app.
        XCTAssertLessThan(sources.parsedPaths.count, sources.paths.count / 3, "parsed: \(sources.parsedPaths.sorted())")
        // The edit carries what stat said at the read, so applying it does not read the parent again.
        XCTAssertTrue(plan.changes.filter(\.isEdit).allSatisfy { $0.oldFingerprint != nil })
    }

    /// The parent's class file is the first file, in path order, that declares the class at its top
    /// level: what an index of every file naming the class says. The files after it that only name the
    /// class (the tests, the children's coordinators) are not parsed for it.
    func testTheParentsClassFileIsFoundWithoutParsingTheFilesAfterIt() throws {
        let sample = try sampleProject()
        defer { sample.remove() }
        var unparsedAfter = 0
        for parent in ["App", "Reservation", "Payment", "Search"] {
            let sources = AppSources(root: sample.root)
            let project = try project(sample, readingThrough: sources)
            let found = try ModuleAwarePlanning(project: project).classFile(
                of: parent, normalised: FlowName(parsingCoordinator: parent), shape: project.shape)
            let className = parent + "Coordinator"
            let naming = sources.paths(containing: className)
            let indexed = DeclarationIndex(files: AppSources(root: sample.root).files(naming)).types.first {
                $0.name == className && $0.kind == .class && !$0.isNested
            }?.file.path
            XCTAssertNotNil(found, parent)
            XCTAssertEqual(found, indexed, parent)
            let after = naming.drop { $0 != found }.dropFirst()
            XCTAssertEqual(after.filter(sources.parsedPaths.contains), [], parent)
            unparsedAfter += after.count
        }
        XCTAssertGreaterThan(unparsedAfter, 0, "no file after a class's own names it: the test shows nothing")
    }

    func testNewScreenReadsEachFileOnce() throws {
        let sample = try sampleProject()
        defer { sample.remove() }
        let sources = AppSources(root: sample.root)
        let project = try project(sample, readingThrough: sources)
        _ = try ScreenGenerator(project: project, files: SourceFileRenderer(project: project)).plan(
            ScreenOptions(name: "Map", coordinator: "Search"))
        assertReadOnce(sources, "new screen")
        XCTAssertLessThan(sources.parsedPaths.count, sources.paths.count / 3, "parsed: \(sources.parsedPaths.sorted())")
    }

    func testInitTreeAndDoctorReadEachFileOnce() throws {
        let sample = try sampleProject()
        defer { sample.remove() }
        let adoption = AppSources(root: sample.root)
        _ = try AppShapeDetector(sources: adoption).detect()
        assertReadOnce(adoption, "init")
        XCTAssertEqual(Set(adoption.readCounts.keys), Set(adoption.paths), "init reads the whole app")

        let analysis = AppSources(root: sample.root)
        let app = AnalyzedApp.analyze(analysis)
        _ = Doctor().examine(app)
        assertReadOnce(analysis, "tree and doctor")
        XCTAssertGreaterThan(app.graph.coordinators.count, 4)
    }
}
