import Foundation
import XCTest

@testable import CoordgenKit

/// The pieces behind `HostileTreeTests`, one at a time: the reader that never blocks, the walk that
/// names what is not a regular file, the size limit, where bytes stop being UTF-8, control characters
/// in a config, the checks on the places a plan writes (case and Unicode form, locks, dangling links)
/// and the case-insensitive byte search.
final class HostileFileUnitTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("coordgen-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: FIFOs

    /// On a thread of its own with a deadline: a read that blocks fails the test rather than hanging it.
    func testReadingAFIFOReturnsAtOnceWithWhatItIs() throws {
        let fifo = folder.appendingPathComponent("X.swift")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0)
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox()
        Thread.detachNewThread {
            box.value = Result { () throws(RegularFileReader.Refusal) -> [UInt8] in try RegularFileReader.read(fifo.path).get().bytes }
            done.signal()
        }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "reading a FIFO blocked")
        XCTAssertEqual(box.value, .failure(.notRegular("a FIFO (named pipe)")))
    }

    func testTheWalkNamesAFIFOAndNeverListsIt() throws {
        try Data("class A {}\n".utf8).write(to: folder.appendingPathComponent("A.swift"))
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("X.swift").path, 0o644), 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Y.swift").path, withDestinationPath: folder.appendingPathComponent("X.swift").path)
        let sources = AppSources(root: folder)
        XCTAssertEqual(sources.paths, ["A.swift"])
        XCTAssertEqual(sources.skippedFiles.map(\.path), ["X.swift", "Y.swift"])
        XCTAssertEqual(sources.whyUnread("X.swift"), "a FIFO (named pipe), not a regular file")
        let app = AnalyzedApp.analyze(sources)
        XCTAssertEqual(app.skippedFiles.map(\.file), ["X.swift", "Y.swift"])
    }

    // MARK: Size

    func testAFileOverTheLimitIsNotReadAndSaysWhy() throws {
        let big = [UInt8](repeating: UInt8(ascii: " "), count: AppSources.fileSizeLimit + 1)
        try Data(big).write(to: folder.appendingPathComponent("Big.swift"))
        try Data([UInt8](repeating: UInt8(ascii: " "), count: AppSources.fileSizeLimit)).write(
            to: folder.appendingPathComponent("Edge.swift"))
        let sources = AppSources(root: folder)
        XCTAssertNil(sources.bytes(of: "Big.swift"))
        XCTAssertEqual(sources.bytes(of: "Edge.swift")?.count, AppSources.fileSizeLimit)
        XCTAssertEqual(sources.whyUnread("Big.swift"), "2000001 bytes, larger than the 2000000 bytes (2 MB) coordgen reads")
        XCTAssertEqual(sources.skippedFiles.map(\.path), ["Big.swift"])
    }

    // MARK: UTF-8

    func testTheFirstInvalidByteIsFoundWithItsLine() {
        XCTAssertNil(InvalidUTF8Location(in: Array("héllo\nwörld".utf8)))
        let location = InvalidUTF8Location(in: Array("ab\ncd\n".utf8) + [0xC3, 0x28] + Array("x".utf8))
        XCTAssertEqual(location?.byteOffset, 6)
        XCTAssertEqual(location?.line, 3)
        XCTAssertEqual(location?.description, "not UTF-8 text (byte 6, 0xC3, on line 3)")
        XCTAssertEqual(InvalidUTF8Location(in: [0xFF])?.line, 1)
    }

    // MARK: Config

    func testControlCharactersInConfigValuesAreFoundWithTheirKey() throws {
        /// What `.coordgen.yml` holding `yaml` is refused for, if a control character.
        func refusal(_ yaml: String) -> String? {
            do {
                _ = try Project.parseConfig(yaml, fileName: ".coordgen.yml")
                return nil
            } catch {
                let text = error.description
                return text.contains("control character") ? text : nil
            }
        }
        XCTAssertNil(refusal("name: Hotel\nheader: \"// a\\n// b\\tc\\n\"\npaths:\n  screens: A\n"))
        XCTAssertEqual(
            refusal("name: \"Ho\\0tel\"\n"),
            ".coordgen.yml is not valid: 'name' contains the control character \\0, which would be written into generated files")
        XCTAssertTrue(
            refusal("name: Hotel\npaths:\n  screens: \"A\\tB\"\n")?.contains("'paths.screens' contains the control character \\t") == true)
        XCTAssertTrue(refusal("header: \"// \\e[31m\"\n")?.contains("'header' contains the control character \\u{1B}") == true)
        XCTAssertTrue(refusal("header: \"// \\x85\"\n")?.contains("'header' contains the control character \\u{85}") == true)
    }

    // MARK: Where a plan writes

    private func plan(creating relativePaths: [String], editing edited: [String] = []) -> Plan {
        var plan = Plan(root: folder)
        plan.projectRoot = folder
        for path in relativePaths {
            plan.add(
                PlannedChange(
                    url: folder.appendingPathComponent(path), displayPath: path, action: .create, oldContents: nil,
                    newContents: Data("new\n".utf8), summary: "created \(path)"))
        }
        for path in edited {
            plan.add(
                PlannedChange(
                    url: folder.appendingPathComponent(path), displayPath: path, action: .modify, oldContents: Data("old\n".utf8),
                    newContents: Data("new\n".utf8), summary: "edited \(path)"))
        }
        return plan
    }

    private func refusal(_ plan: Plan) -> String? {
        do {
            try DestinationCheck.verify(plan)
            return nil
        } catch {
            return error.description
        }
    }

    func testANewFileThatAnExistingOneWouldSwallowIsRefused() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Flows"), withIntermediateDirectories: true)
        try Data("old\n".utf8).write(to: folder.appendingPathComponent("Flows/ProfileCoordinator.swift"))
        XCTAssertEqual(
            refusal(plan(creating: ["Flows/ProFileCoordinator.swift"])),
            "Flows/ProFileCoordinator.swift would replace Flows/ProfileCoordinator.swift on a case-insensitive disk (macOS's default): the names differ only in case or Unicode form; choose another name; nothing was written"
        )
        // A folder spelled in another case is the same folder there: the file in it is found.
        XCTAssertNotNil(refusal(plan(creating: ["flows/PROFILECoordinator.swift"])))
        XCTAssertNil(refusal(plan(creating: ["Flows/SettingsCoordinator.swift", "flows/Other.swift"])))
        // Two new files of the plan itself.
        XCTAssertNotNil(refusal(plan(creating: ["Flows/A.swift", "Flows/a.swift"])))
    }

    func testUnicodeNormalisationIsFoldedToo() throws {
        let decomposed = "E\u{301}cran.swift"
        let composed = "\u{C9}cran.swift"
        FileManager.default.createFile(atPath: folder.path + "/" + decomposed, contents: Data())
        // Two files on Linux, one on a Mac: refused either way.
        XCTAssertNotNil(refusal(plan(creating: [composed])))
        XCTAssertNotNil(refusal(plan(creating: [composed.lowercased()])))
    }

    func testAReadOnlyFileIsNotEdited() throws {
        let url = folder.appendingPathComponent("Parent.swift")
        try Data("old\n".utf8).write(to: url)
        XCTAssertNil(refusal(plan(creating: [], editing: ["Parent.swift"])))
        XCTAssertEqual(chmod(url.path, 0o444), 0)
        XCTAssertEqual(
            refusal(plan(creating: [], editing: ["Parent.swift"])),
            "Parent.swift is locked: the file is not writable (mode 444); unlock it (chmod u+w, or Get Info in Finder) to let coordgen edit it; nothing was written"
        )
        XCTAssertEqual(chmod(url.path, 0o644), 0)
    }

    func testDanglingLinksWhereFilesGoAreRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("New.swift").path, withDestinationPath: "missing")
        XCTAssertEqual(
            refusal(plan(creating: ["New.swift"])),
            "New.swift is a symbolic link to missing, which does not exist, where it goes: remove the link or restore its target; nothing was written"
        )
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Gone").path, withDestinationPath: "/nonexistent-coordgen")
        XCTAssertEqual(
            refusal(plan(creating: ["Gone/Deeper/File.swift"])),
            "Gone is a symbolic link to /nonexistent-coordgen, which does not exist, on the way to Gone/Deeper/File.swift: remove the link or restore its target; nothing was written"
        )
    }

    // MARK: Case-insensitive search

    func testTheDuplicateCheckFindsNamesThatDifferOnlyInCase() {
        func finds(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBytes { NewTypeNameCheck.mayDeclare("ProFileCoordinator", in: $0) }
        }
        XCTAssertTrue(finds("final class ProfileCoordinator {}"))
        XCTAssertTrue(finds("x\nclass PROFILECOORDINATOR"))
        XCTAssertTrue(finds("class pROFILEcOORDINATOR"))
        XCTAssertFalse(finds("let p = ProfileCoordinator()"))
        XCTAssertFalse(finds("class ProfileCoordinato"))
        let index = DeclarationIndex(files: [SourceFile(path: "A.swift", text: "final class ProfileCoordinator {}\n")])
        XCTAssertEqual(
            index.caseConflict(forNewType: "ProFileCoordinator"),
            "ProFileCoordinator differs only in case from class ProfileCoordinator, declared at A.swift:1")
        XCTAssertNil(index.caseConflict(forNewType: "ProfileCoordinator"))
    }
}

private final class ResultBox: @unchecked Sendable {
    var value: Result<[UInt8], RegularFileReader.Refusal>?
}
