import XCTest

@testable import CoordgenKit

/// XcodeGen specs whose targets live in included files, read as XcodeGen reads them.
final class XcodeGenSpecFileTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = try Repository.temporaryDirectory("xcodegen-include")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func targets() -> [ProjectTarget] {
        XcodeGenSpecReader(path: "project.yml", root: root).targets()
    }

    func testTargetsOfIncludedFilesHaveTheirSourcesRelativeToTheirFile() throws {
        try write(
            "project.yml",
            """
            name: Kiln
            options:
              deploymentTarget:
                iOS: '16.0'
            include:
            - path: Kiln/SupportingFiles/target.yml
            - Widgets/target.yml
            - path: Shared/target.yml
              relativePaths: false
            - path: Disabled/target.yml
              enable: false
            """)
        try write(
            "Kiln/SupportingFiles/target.yml",
            "targets:\n  Kiln:\n    type: application\n    platform: iOS\n    sources:\n    - path: ../Sources\n    - ../../Secrets/Keys.swift\n")
        try write("Widgets/target.yml", "targets:\n  Widgets:\n    type: framework\n    sources: Sources\n")
        try write("Shared/target.yml", "targets:\n  Shared:\n    type: framework\n    sources: [Shared/Sources]\n")
        try write("Disabled/target.yml", "targets:\n  Disabled:\n    type: framework\n    sources: [Sources]\n")
        let found = targets()
        XCTAssertEqual(found.map(\.name), ["Kiln", "Shared", "Widgets"])
        XCTAssertEqual(found[0].folders, ["Kiln/Sources", "Secrets/Keys.swift"])
        XCTAssertEqual(found[0].deploymentTarget, "16.0")
        XCTAssertEqual(found[1].folders, ["Shared/Sources"])
        XCTAssertEqual(found[2].folders, ["Widgets/Sources"])
    }

    func testTheIncludingFileWinsAndListsAreJoined() throws {
        try write(
            "project.yml",
            """
            name: Kiln
            include: [Base/base.yml]
            targets:
              Kiln:
                sources: [Extra]
                settings:
                  SWIFT_VERSION: '6.0'
            """)
        try write(
            "Base/base.yml",
            "name: Base\ntargets:\n  Kiln:\n    type: application\n    sources: [App]\n    settings:\n      SWIFT_VERSION: '5.0'\n")
        let found = targets()
        XCTAssertEqual(XcodeGenSpecReader(path: "project.yml", root: root).projectName, "Kiln")
        XCTAssertEqual(found.map(\.name), ["Kiln"])
        XCTAssertEqual(found[0].product, .app)
        XCTAssertEqual(found[0].folders, ["Base/App", "Extra"])
        XCTAssertEqual(found[0].swiftVersion, "6.0")
    }

    /// The spec came with the repository: includes outside the project, through a link or `..`, in a
    /// cycle, or that are FIFOs are left out, and reading never hangs.
    func testIncludesOutsideTheProjectInACycleOrNotRegularAreLeftOut() throws {
        let outside = try Repository.temporaryDirectory("xcodegen-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        try Data("targets:\n  Stolen:\n    type: application\n    sources: [x]\n".utf8).write(to: outside.appendingPathComponent("t.yml"))
        try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("linked.yml"), withDestinationURL: outside.appendingPathComponent("t.yml"))
        XCTAssertEqual(mkfifo(root.appendingPathComponent("fifo.yml").path, 0o644), 0)
        try write(
            "project.yml",
            """
            name: Kiln
            include: [linked.yml, ../\(outside.lastPathComponent)/t.yml, \(outside.path)/t.yml, fifo.yml, A/a.yml]
            targets:
              Kiln:
                type: application
                sources: [Kiln]
            """)
        try write("A/a.yml", "include: [../B/b.yml]\ntargets:\n  FromA:\n    type: framework\n    sources: [Src]\n")
        try write("B/b.yml", "include: [../A/a.yml, ../project.yml]\ntargets:\n  FromB:\n    type: framework\n    sources: [Src]\n")
        let found = targets()
        XCTAssertEqual(found.map(\.name), ["FromA", "FromB", "Kiln"])
        XCTAssertEqual(found.map(\.folders), [["A/Src"], ["B/Src"], ["Kiln"]])
    }

    /// A `Package.swift` at the root beside the project (the team's tools) compiles its targets' folders
    /// only: the app's files elsewhere are the project's.
    func testAToolsPackageAtTheRootHoldsOnlyItsTargetsFolders() throws {
        try write("project.yml", "name: Kiln\ntargets:\n  Kiln:\n    type: application\n    sources: [Kiln]\n")
        try write(
            "Package.swift",
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Tools",
                targets: [.executableTarget(name: "Lint", path: "Tools/Sources")]
            )

            """)
        try write("Kiln/AppCoordinator.swift", "final class AppCoordinator {}\n")
        try write("Tools/Sources/Glazer.swift", "print(1)\n")
        let modules = ProjectModules(sources: AppSources(root: root), kind: .xcodegen)
        XCTAssertEqual(modules.module(compiling: "Kiln/AppCoordinator.swift")?.name, "Kiln")
        XCTAssertEqual(modules.module(compiling: "Tools/Sources/Glazer.swift")?.name, "Lint")
        let appOnly = ProjectModules(sources: AppSources(root: root), kind: nil)
        XCTAssertFalse(appOnly.describes("Kiln/AppCoordinator.swift"))
        XCTAssertTrue(appOnly.describes("Tools/Sources/Glazer.swift"))
    }
}
