import Foundation
import XCTest

@testable import CoordgenKit

/// A command reads and parses each `project.pbxproj` once, whoever asks: the loader a command's
/// `AppSources` holds answers every reader.
final class PBXProjectLoaderTests: XCTestCase {
    private func key(_ file: URL) -> String {
        PathMath.normalize(file.standardizedFileURL.path)
    }

    func testEveryReaderOfOneLoaderSharesOneParse() throws {
        let fixture = try ClassicProjectFixture("objectVersion-56")
        defer { fixture.remove() }
        let loader = PBXProjectLoader()
        let xcodeproj = fixture.projectFile.deletingLastPathComponent()
        let summary = try XcodeProjectSummary.read(xcodeproj: xcodeproj, loader: loader)
        let reader = try PBXProjectSettingsReader(xcodeproj: xcodeproj, loader: loader)
        let document = try loader.document(fixture.projectFile, name: "Hotel.xcodeproj/project.pbxproj")
        XCTAssertEqual(summary.objectVersion, 56)
        XCTAssertEqual(reader.objectVersion, 56)
        XCTAssertEqual(document.bytes, [UInt8](try fixture.pbxproj()))
        XCTAssertEqual(loader.parseCounts, [key(fixture.projectFile): 1])
        XCTAssertEqual(loader.requestCounts, [key(fixture.projectFile): 3])
    }

    func testEachReaderKeepsItsOwnNameForMessages() throws {
        let fixture = try ClassicProjectFixture("objectVersion-56")
        defer { fixture.remove() }
        let loader = PBXProjectLoader()
        let xcodeproj = fixture.projectFile.deletingLastPathComponent()
        XCTAssertEqual(try loader.model(xcodeproj: xcodeproj, name: "first").document.name, "first")
        XCTAssertEqual(try loader.model(xcodeproj: xcodeproj, name: "second").document.name, "second")
        XCTAssertEqual(try loader.document(fixture.projectFile, name: "third").name, "third")
        XCTAssertEqual(loader.parseCounts, [key(fixture.projectFile): 1])
    }

    func testAFileThatCannotBeReadIsRefusedUnderTheAskersName() throws {
        let fixture = try ClassicProjectFixture("objectVersion-56")
        defer { fixture.remove() }
        try Data("{ nonsense".utf8).write(to: fixture.projectFile)
        let loader = PBXProjectLoader()
        for name in ["a.pbxproj", "a.pbxproj", "b.pbxproj"] {
            XCTAssertThrowsError(try loader.document(fixture.projectFile, name: name)) { error in
                XCTAssertTrue("\(error)".hasPrefix("\(name) cannot be read"), "\(error)")
            }
        }
        let missing = fixture.root.appendingPathComponent("Missing.xcodeproj/project.pbxproj")
        XCTAssertThrowsError(try loader.document(missing, name: "Missing")) { error in
            XCTAssertEqual(error as? XcodeProjectEditError, .unreadable("Missing"))
        }
    }

    /// `init` asks for the project's settings (the Swift language mode of the app it analyses to record
    /// the example is read only if a rule needs it), and the project file is parsed once.
    func testInitParsesTheProjectFileOnce() throws {
        let app = try ExistingApps.copy("ClassicDelegate")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let sources = AppSources(root: app)
        _ = try AppShapeDetector(sources: sources).detect(choices: AdoptionChoices(), choose: nil)
        let file = key(app.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
        XCTAssertEqual(sources.projectFiles.parseCounts, [file: 1])
        XCTAssertEqual(sources.projectFiles.requestCounts[file], 1, "the settings reader asks the loader; nothing reads the Swift mode")
    }

    /// `new coordinator` plans the membership edit from the project file its sources parsed once; a
    /// second plan in the same command parses nothing again.
    func testNewCoordinatorParsesTheProjectFileOnce() throws {
        let fixture = try ClassicProjectFixture("objectVersion-56")
        defer { fixture.remove() }
        let project = try fixture.project
        let plan = try CoordinatorGenerator(project: project, files: try SourceFileRenderer(project: project))
            .plan(CoordinatorOptions(name: "Booking", parent: "App"))
        let first = try XcodeProjectMembership.plan(adding: plan, project: project)
        let second = try XcodeProjectMembership.plan(adding: plan, project: project)
        XCTAssertNotNil(first.edit)
        XCTAssertEqual(first.edit?.newContents, second.edit?.newContents)
        XCTAssertEqual(first.edit?.oldContents, try fixture.pbxproj())
        XCTAssertEqual(project.sources.projectFiles.parseCounts, [key(fixture.projectFile): 1])
    }

    /// `tree` and `doctor` read the Swift mode through the same loader, which scans the project file for
    /// it once and parses it not at all (``PBXBuildConfigurationScan``).
    func testAnalysisReadsTheProjectFileThroughTheLoader() throws {
        let app = try ExistingApps.copy("ClassicDelegate")
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let sources = AppSources(root: app)
        let analyzed = AnalyzedApp.analyze(sources)
        _ = analyzed.swiftMode
        _ = AppSwiftMode.detect(in: sources)
        let file = key(app.appendingPathComponent("Shop.xcodeproj/project.pbxproj"))
        XCTAssertEqual(sources.projectFiles.parseCounts, [:])
        XCTAssertEqual(sources.projectFiles.scanCounts, [file: 1])
        XCTAssertEqual(sources.projectFiles.requestCounts[file], 2)
    }
}
