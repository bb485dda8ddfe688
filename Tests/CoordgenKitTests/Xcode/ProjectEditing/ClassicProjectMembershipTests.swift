import Foundation
import XCTest

@testable import CoordgenKit

/// `new coordinator` and `new screen` in classic projects of every Xcode format: the new files join
/// exactly the intended targets, the edit is insertions only, written as Xcode writes, readable by
/// coordgen's parser, the tests' reader and Python's `pbxproj`, and a second run adds nothing.
final class ClassicProjectMembershipTests: XCTestCase {
    private let newSources = ["DetailsViewController.swift", "ReservationCoordinator.swift", "ReservationViewController.swift"]
    private let newTests = ["ReservationCoordinatorTests.swift"]

    func testEveryFormatGetsTheNewFilesInTheRightTargets() throws {
        for version in ClassicProjectFixture.versions {
            try assertScenario(fixture: "objectVersion-\(version)", version: version)
        }
    }

    func testCRLFProjectKeepsItsLineEndings() throws {
        let fixture = try ClassicProjectFixture("objectVersion-56-crlf")
        defer { fixture.remove() }
        try fixture.newCoordinator("Reservation")
        let bytes = [UInt8](try fixture.pbxproj())
        var bare = 0
        for index in bytes.indices where bytes[index] == 0x0A && (index == 0 || bytes[index - 1] != 0x0D) { bare += 1 }
        XCTAssertEqual(bare, 0, "every line still ends in CRLF")
        XCTAssertTrue(
            String(decoding: bytes, as: UTF8.self).contains("/* ReservationCoordinator.swift in Sources */ = {isa = PBXBuildFile;"))
        try assertInsertionsOnly(old: try ClassicProjectFixture.bytes("objectVersion-56-crlf"), new: try fixture.pbxproj())
    }

    func testLatin1ProjectKeepsItsEncoding() throws {
        let fixture = try ClassicProjectFixture("objectVersion-46-latin1")
        defer { fixture.remove() }
        let old = try fixture.pbxproj()
        XCTAssertNil(String(data: old, encoding: .utf8), "the fixture is not UTF-8")
        let document = try PBXDocument(bytes: [UInt8](old), name: "latin1")
        XCTAssertFalse(document.isUTF8)
        XCTAssertEqual(document.project["attributes"]?["ORGANIZATIONNAME"]?.string, "Caf\u{E9} H\u{F4}tel")
        try fixture.newCoordinator("Reservation")
        let new = try fixture.pbxproj()
        XCTAssertNil(String(data: new, encoding: .utf8), "still not UTF-8: no byte was re-encoded")
        XCTAssertNotNil(new.range(of: Data([0x43, 0x61, 0x66, 0xE9])), "Café in Latin-1 is still there")
        try assertInsertionsOnly(old: old, new: new, encoding: .isoLatin1)
        XCTAssertEqual(
            try fixture.sourcesByTarget()["Hotel"]?.filter { $0.hasPrefix("Reservation") },
            ["ReservationCoordinator.swift", "ReservationViewController.swift"])
    }

    /// Tests kept beside the app's files (`Hotel/Reservation/__tests__/`): `init` records the app's
    /// folder as `paths.tests`, and the new sources still join the app, only the test file the tests.
    func testTestsFolderThatIsTheAppsFolderKeepsNewSourcesInTheApp() throws {
        let fixture = try ClassicProjectFixture("objectVersion-56")
        defer { fixture.remove() }
        let config = fixture.root.appendingPathComponent(Project.configFileName)
        let text = try String(contentsOf: config, encoding: .utf8)
        let tests = try XCTUnwrap(text.split(separator: "\n").first { $0.hasPrefix("  tests: ") })
        let adopted = text.replacingOccurrences(of: String(tests), with: "  tests: Hotel")
            + "project:\n  kind: xcodeproj\n  file: Hotel.xcodeproj\n  appTarget: Hotel\n  appFolder: Hotel\n  testTarget: HotelTests\n  testFolder: Hotel\n"
        try Data(adopted.utf8).write(to: config)
        XCTAssertEqual(try fixture.project.config.project?.appFolder, "Hotel")
        let before = try fixture.sourcesByTarget()
        let run = try fixture.newCoordinator("Reservation")
        XCTAssertTrue(run.plan.changes.contains { $0.displayPath == "Hotel/ReservationCoordinatorTests.swift" }, "\(run.plan.changes.map(\.displayPath))")
        let after = try fixture.sourcesByTarget()
        XCTAssertEqual(after["Hotel"], (before["Hotel"]! + ["ReservationCoordinator.swift", "ReservationViewController.swift"]).sorted())
        XCTAssertEqual(after["HotelTests"], (before["HotelTests"]! + newTests).sorted())
    }

    func testUnknownFormatAndBrokenFilesAreRefusedWithoutWriting() throws {
        let fixture = try ClassicProjectFixture("objectVersion-101")
        defer { fixture.remove() }
        let before = try fixture.pbxproj()
        XCTAssertThrowsError(try fixture.newCoordinator("Reservation")) { error in
            XCTAssertEqual(error as? XcodeProjectEditError, .unknownObjectVersion(file: "Hotel.xcodeproj/project.pbxproj", version: "101"))
            XCTAssertTrue("\(error)".contains("objectVersion 101"), "\(error)")
        }
        XCTAssertEqual(try fixture.pbxproj(), before)
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: fixture.root.appendingPathComponent("Hotel/Coordinators/ReservationCoordinator.swift").path))

        let broken = try ClassicProjectFixture.bytes("objectVersion-56").prefix(5000)
        try broken.write(to: fixture.projectFile)
        XCTAssertThrowsError(try fixture.newCoordinator("Reservation")) { error in
            guard case .unparsable(let file, _, _)? = error as? XcodeProjectEditError else { return XCTFail("\(error)") }
            XCTAssertEqual(file, "Hotel.xcodeproj/project.pbxproj")
            XCTAssertFalse("\(error)".contains("\n"))
        }
        XCTAssertEqual(try fixture.pbxproj(), broken)
    }

    /// A coordinator compiled by the app and a framework: the project cannot say which one new
    /// coordinators belong to, so coordgen names both and waits for a choice.
    func testAmbiguousTargetIsRefusedUntilChosen() throws {
        let fixture = try ClassicProjectFixture("objectVersion-56")
        defer { fixture.remove() }
        let document = try PBXDocument(bytes: [UInt8](try fixture.pbxproj()), name: "project.pbxproj")
        let model = PBXProjectModel(document: document, projectFolder: fixture.root.path)
        var editor = PBXProjectEditor(model: model)
        let kit = try XCTUnwrap(model.target(named: "HotelKit"))
        for file in ["AppCoordinator", "CoordinatorType"] {
            _ = try editor.add(
                file: fixture.root.appendingPathComponent("Hotel/Coordinators/\(file).swift").standardizedFileURL.path, to: kit)
        }
        try Data(try editor.result()).write(to: fixture.projectFile)
        let before = try fixture.pbxproj()
        XCTAssertThrowsError(try fixture.newCoordinator("Reservation")) { error in
            guard case .ambiguousTarget(let kind, let candidates, _)? = error as? XcodeProjectEditError else { return XCTFail("\(error)") }
            XCTAssertEqual(kind, "app")
            XCTAssertEqual(candidates, ["Hotel", "HotelKit"])
            XCTAssertTrue("\(error)".contains("(Hotel, HotelKit)"), "\(error)")
        }
        XCTAssertEqual(try fixture.pbxproj(), before)
        let result = try fixture.newCoordinator("Reservation", choice: XcodeTargetChoice(appTarget: "Hotel"))
        XCTAssertNotNil(result.edit)
        let sources = try fixture.sourcesByTarget()
        XCTAssertTrue(sources["Hotel"]?.contains("ReservationCoordinator.swift") ?? false)
        XCTAssertFalse(sources["HotelKit"]?.contains("ReservationCoordinator.swift") ?? true)
        XCTAssertThrowsError(try fixture.newCoordinator("Payment", choice: XcodeTargetChoice(appTarget: "Hotell"))) { error in
            XCTAssertTrue("\(error)".contains("Hotell"), "\(error)")
        }
    }

    /// Two app targets compiling the same coordinators (Hotel and a second flavour of it) both need the
    /// new files, or the one left out stops building.
    func testAppFlavoursBothGetTheNewSources() throws {
        let fixture = try ClassicProjectFixture("objectVersion-56")
        defer { fixture.remove() }
        let text = String(decoding: try fixture.pbxproj(), as: UTF8.self)
            .replacingOccurrences(
                of: "productType = \"com.apple.product-type.framework\";", with: "productType = \"com.apple.product-type.application\";")
        let document = try PBXDocument(bytes: Array(text.utf8), name: "project.pbxproj")
        let model = PBXProjectModel(document: document, projectFolder: fixture.root.path)
        var editor = PBXProjectEditor(model: model)
        for file in ["AppCoordinator", "CoordinatorType"] {
            _ = try editor.add(
                file: fixture.root.appendingPathComponent("Hotel/Coordinators/\(file).swift").standardizedFileURL.path,
                to: try XCTUnwrap(model.target(named: "HotelKit")))
        }
        try Data(try editor.result()).write(to: fixture.projectFile)
        let result = try fixture.newCoordinator("Reservation")
        XCTAssertEqual(
            result.plan.notes.first, "new sources go to Hotel and HotelKit: they compile AppCoordinator.swift and CoordinatorType.swift")
        let sources = try fixture.sourcesByTarget()
        for target in ["Hotel", "HotelKit"] {
            XCTAssertEqual(
                sources[target]?.filter { $0.hasPrefix("Reservation") },
                ["ReservationCoordinator.swift", "ReservationViewController.swift"], target)
        }
        XCTAssertEqual(sources["HotelTests"], ["AppCoordinatorTests.swift", "ReservationCoordinatorTests.swift"])
    }

    /// `new project`'s own synchronized project: nothing to edit, and the notes say why.
    func testSynchronizedProjectNeedsNoEdit() throws {
        let sample = try SampleProject()
        defer { sample.remove() }
        let project = try Project.locate(from: sample.root)
        let plan = try CoordinatorGenerator(project: project, files: try SourceFileRenderer(project: project)).plan(
            CoordinatorOptions(name: "Reservation", parent: "App"))
        let membership = try XcodeProjectMembership.plan(adding: plan, project: project)
        XCTAssertNil(membership.edit)
        XCTAssertEqual(membership.notes, ["Hotel.xcodeproj needs no edit: synchronized folders put the new files in Hotel, HotelTests"])
    }

    /// Tests that live in a local Swift package are the package's to build.
    func testFilesInASwiftPackageNeedNoProjectEdit() throws {
        let fixture = try ClassicProjectFixture("objectVersion-56")
        defer { fixture.remove() }
        try Data("// swift-tools-version:5.9\n".utf8).write(to: fixture.root.appendingPathComponent("HotelTests/Package.swift"))
        let result = try fixture.newCoordinator("Reservation")
        XCTAssertEqual(
            result.plan.notes.first,
            "ReservationCoordinatorTests.swift is in the Swift package HotelTests, which builds it without a project edit")
        XCTAssertEqual(
            result.plan.notes.dropFirst().first, "new sources go to Hotel: it compiles AppCoordinator.swift and CoordinatorType.swift")
        XCTAssertEqual(try fixture.sourcesByTarget()["HotelTests"], ["AppCoordinatorTests.swift"])
        XCTAssertEqual(
            try fixture.sourcesByTarget()["Hotel"]?.filter { $0.hasPrefix("Reservation") },
            ["ReservationCoordinator.swift", "ReservationViewController.swift"])
    }

    // MARK: - The scenario

    private func assertScenario(fixture name: String, version: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let fixture = try ClassicProjectFixture(name)
        defer { fixture.remove() }
        let original = try fixture.pbxproj()
        let before = try fixture.sourcesByTarget()

        let coordinator = try fixture.newCoordinator("Reservation")
        let afterCoordinator = try fixture.pbxproj()
        let screen = try fixture.newScreen("Details", coordinator: "Reservation")
        let final = try fixture.pbxproj()

        let sourcesSynchronized = version == 77
        let testsSynchronized = version == 70
        XCTAssertEqual(coordinator.edit != nil, !(sourcesSynchronized && testsSynchronized), name, file: file, line: line)
        XCTAssertEqual(screen.edit != nil, !sourcesSynchronized, name, file: file, line: line)
        if let edit = coordinator.edit {
            XCTAssertTrue(edit.summary.hasPrefix("added "), edit.summary, file: file, line: line)
        }

        // Exactly the intended targets gained exactly the new files.
        var expected = before
        if !sourcesSynchronized { expected["Hotel", default: []] = (expected["Hotel"]! + newSources).sorted() }
        if !testsSynchronized { expected["HotelTests", default: []] = (expected["HotelTests"]! + newTests).sorted() }
        let after = try fixture.sourcesByTarget()
        XCTAssertEqual(after, expected, name, file: file, line: line)
        switch PythonPBXProj.sourcesByTarget(fixture.projectFile) {
        case .success(let python): XCTAssertEqual(python, expected, "Python's pbxproj reads \(name) differently", file: file, line: line)
        case .failure(let missing):
            // ./scripts/test.sh installs pbxproj in a virtual environment; under CI its absence is a failure.
            if OptionalTool.isRequired {
                XCTFail("Python's pbxproj is missing under CI: \(missing.reason)", file: file, line: line)
            } else {
                print("skipped the Python pbxproj cross-check: \(missing.reason)")
            }
        }

        // coordgen's parser reads it, every reference resolves, the new references point at the files.
        let document = try PBXDocument(bytes: [UInt8](final), name: name)
        XCTAssertEqual(document.objectVersion, version, file: file, line: line)
        try assertEveryReferenceResolves(final, name, file: file, line: line)
        let model = PBXProjectModel(document: document, projectFolder: fixture.root.standardizedFileURL.path)
        for target in model.targets {
            for ref in target.compiledFileRefs {
                guard let path = model.filePaths[ref],
                    newSources.contains(PathMath.fileName(of: path)) || newTests.contains(PathMath.fileName(of: path))
                else { continue }
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: path), "\(name): the new reference points at \(path), which does not exist",
                    file: file, line: line)
            }
        }

        // Insertions only, in Xcode's format, sorted within their sections.
        try assertInsertionsOnly(old: original, new: afterCoordinator, file: file, line: line)
        if screen.edit != nil {
            try assertInsertionsOnly(old: afterCoordinator, new: final, file: file, line: line)
        } else {
            XCTAssertEqual(final, afterCoordinator, name, file: file, line: line)
        }
        let text = String(decoding: final, as: UTF8.self)
        let added = UnifiedDiff.editScript(String(decoding: original, as: UTF8.self).splitLines(), text.splitLines()).filter {
            $0.kind == .added
        }.map(\.text)
        let buildFile = try NSRegularExpression(
            pattern: #"^\t\t[0-9A-F]{24} /\* (\w+\.swift) in Sources \*/ = \{isa = PBXBuildFile; fileRef = [0-9A-F]{24} /\* \1 \*/; \};$"#)
        let fileRef = try NSRegularExpression(
            pattern:
                #"^\t\t[0-9A-F]{24} /\* (\w+\.swift) \*/ = \{isa = PBXFileReference; (fileEncoding = 4; )?lastKnownFileType = sourcecode\.swift; (name = \1; path = [\w/]+/\1|path = \1); sourceTree = "<group>"; \};$"#
        )
        func count(_ regex: NSRegularExpression) -> Int {
            added.filter { regex.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }.count
        }
        let buildFiles = (sourcesSynchronized ? 0 : newSources.count) + (testsSynchronized ? 0 : newTests.count)
        XCTAssertEqual(count(buildFile), buildFiles, "\(name): \(added.joined(separator: "\n"))", file: file, line: line)
        XCTAssertEqual(count(fileRef), buildFiles, "\(name): \(added.joined(separator: "\n"))", file: file, line: line)
        XCTAssertEqual(
            added.filter { $0.contains("fileEncoding") }.isEmpty, version > 48, "old projects keep writing fileEncoding", file: file,
            line: line)
        for section in ["PBXBuildFile", "PBXFileReference", "PBXGroup"] {
            let ids = document.objects(section).sorted { ($0.lineRange?.lowerBound ?? 0) < ($1.lineRange?.lowerBound ?? 0) }.map(\.id)
            XCTAssertEqual(ids, ids.sorted(), "\(name): \(section) section is sorted by id", file: file, line: line)
        }

        // Planning the same files again (a second run with --force, whose Swift edits coordgen refuses
        // on its own) adds nothing to the project, and says so.
        let again = try XcodeProjectMembership.plan(adding: coordinator.plan, project: try fixture.project)
        XCTAssertNil(again.edit, name, file: file, line: line)
        XCTAssertEqual(try fixture.pbxproj(), final, name, file: file, line: line)
        if !sourcesSynchronized {
            XCTAssertTrue(
                again.notes.contains(
                    "ReservationCoordinator.swift and ReservationViewController.swift are already in target Hotel of Hotel.xcodeproj, so they are left as they are"
                ), "\(again.notes)", file: file, line: line)
        }
    }

    private func assertEveryReferenceResolves(_ data: Data, _ name: String, file: StaticString, line: UInt) throws {
        let plist = try OpenStepParser.parse(String(decoding: data, as: UTF8.self))
        let objects = try XCTUnwrap(plist["objects"]?.dictionary)
        let idPattern = try NSRegularExpression(pattern: "^[0-9A-F]{24}$")
        for id in objects.values.flatMap(\.allStrings) where idPattern.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil {
            XCTAssertNotNil(objects[id], "\(name): \(id) is referenced but not defined", file: file, line: line)
        }
    }
}

/// Asserts that `new` is `old` with lines inserted and none removed or changed.
func assertInsertionsOnly(
    old: Data, new: Data, encoding: String.Encoding = .utf8, file: StaticString = #filePath, line: UInt = #line
) throws {
    let oldText = try XCTUnwrap(String(data: old, encoding: encoding))
    let newText = try XCTUnwrap(String(data: new, encoding: encoding))
    let edits = UnifiedDiff.editScript(oldText.splitLines(), newText.splitLines())
    XCTAssertEqual(edits.filter { $0.kind == .removed }.map(\.text), [], "the edit removed or changed lines", file: file, line: line)
    XCTAssertGreaterThan(edits.filter { $0.kind == .added }.count, 0, "the edit added nothing", file: file, line: line)
}
