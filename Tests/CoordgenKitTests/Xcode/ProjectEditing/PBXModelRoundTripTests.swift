import Foundation
import XCTest

@testable import CoordgenKit

/// One model of `project.pbxproj` for writing and editing: every project fixture read and written
/// without an edit is the same bytes; a project in Xcode's layout read back gives the writer's objects,
/// which the writer turns into the same bytes; and a new project goes through the model unchanged.
final class PBXModelRoundTripTests: XCTestCase {
    private static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every `project.pbxproj` under Tests/ (fixtures and goldens), relative to Tests/.
    private static var projectFiles: [String] {
        let enumerator = FileManager.default.enumerator(atPath: tests.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix("/project.pbxproj") { found.append(path) }
        }
        return found.sorted()
    }

    /// The fixtures the model refuses on purpose: a format newer than Xcode writes.
    private static let refused = ["Fixtures/XcodeProjects/objectVersion-101/Hotel.xcodeproj/project.pbxproj"]

    private func document(_ path: String) throws -> PBXDocument {
        try PBXDocument(bytes: [UInt8](try Data(contentsOf: Self.tests.appendingPathComponent(path))), name: path)
    }

    func testEveryFixtureIsWrittenBackUnchangedWhenNothingIsEdited() throws {
        let files = Self.projectFiles
        XCTAssertGreaterThan(files.count, 40)
        for path in files where !Self.refused.contains(path) {
            let document = try document(path)
            let model = PBXProjectModel(document: document, projectFolder: "/work/App")
            XCTAssertEqual(try PBXProjectEditor(model: model).result(), document.bytes, path)
            XCTAssertNil(PBXProjectRemover(model: model).removing(files: []), path)
            XCTAssertNil(PBXFileRenamer(document: document).renaming([:]), path)
        }
        for path in Self.refused {
            XCTAssertThrowsError(try document(path), path)
        }
    }

    /// The projects coordgen wrote (the goldens of `new project`): read into the writer's objects and
    /// written again by the writer, byte for byte.
    func testProjectsCoordgenWroteComeBackFromTheWritersObjectsByteForByte() throws {
        let goldens = Self.projectFiles.filter { $0.hasPrefix("CoordgenKitTests/Golden/") }
        XCTAssertEqual(goldens.count, 3)
        for path in goldens {
            let document = try document(path)
            XCTAssertEqual(document.projectFile.text(), String(decoding: document.bytes, as: UTF8.self), path)
        }
    }

    /// Every fixture — most written by hand, in older Xcodes' layouts, with CRLF, in Latin-1, without
    /// section markers — read into the writer's objects, written by the writer and read again: the same
    /// objects, fields, references and comments. (Its bytes differ where the fixture is not in the
    /// writer's layout: keys out of order, one-line objects on several lines; edits never rewrite those.)
    func testEveryFixtureReadsIntoTheWritersObjectsAndBack() throws {
        for path in Self.projectFiles where !Self.refused.contains(path) {
            let read = try document(path).projectFile
            let again = try PBXDocument(bytes: Array(read.text().utf8), name: path).projectFile
            XCTAssertEqual(again.objectVersion, read.objectVersion, path)
            XCTAssertEqual(again.rootObject, read.rootObject, path)
            XCTAssertEqual(again.objects, read.objects, path)
            XCTAssertTrue(read.objects.contains { $0.isa == "PBXProject" }, path)
        }
    }

    /// `new project`'s objects, written, read by the model and written again: the same text and the same objects.
    func testANewProjectGoesThroughTheModelUnchanged() throws {
        for mode in [SwiftLanguageMode.swift5, .swift6] {
            let spec = XcodeProjectSpec(
                name: "Hotel", bundleIdentifier: "com.example.hotel", deploymentTarget: "16.0", swiftLanguageMode: mode,
                appFolder: "Hotel", testsFolder: "HotelTests", infoPlistPath: "Hotel/Info.plist")
            let written = XcodeProjectBuilder(spec: spec).projectFile()
            let text = written.text()
            let document = try PBXDocument(bytes: Array(text.utf8), name: "new")
            let read = document.projectFile
            XCTAssertEqual(read.text(), text)
            XCTAssertEqual(read.rootObject, written.rootObject)
            XCTAssertEqual(read.objectVersion, written.objectVersion)
            let expected = Dictionary(uniqueKeysWithValues: written.objects.map { ($0.id, $0) })
            XCTAssertEqual(read.objects.count, expected.count)
            for object in read.objects {
                let original = try XCTUnwrap(expected[object.id], "\(object.id)")
                XCTAssertEqual(object.isa, original.isa)
                XCTAssertEqual(object.comment, original.comment)
                XCTAssertEqual(object.fields, original.fields, "\(object.isa) \(object.comment)")
            }
        }
    }
}
