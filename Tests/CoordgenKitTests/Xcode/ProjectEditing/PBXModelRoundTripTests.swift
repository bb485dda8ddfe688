import Foundation
import XCTest

@testable import CoordgenKit

/// One model of `project.pbxproj` for writing and editing: every project fixture read and written
/// without an edit is the same bytes; a project in Xcode's layout read back gives ``PBXObject``s, which
/// the writer turns into the same bytes; and a new project read back holds the objects the builder made.
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

    /// The projects coordgen wrote (the goldens of `new project`): read into objects and written again
    /// by the writer, byte for byte.
    func testProjectsCoordgenWroteComeBackFromTheWritersObjectsByteForByte() throws {
        let goldens = Self.projectFiles.filter { $0.hasPrefix("CoordgenKitTests/Golden/") }
        XCTAssertEqual(goldens.count, 3)
        for path in goldens {
            let document = try document(path)
            XCTAssertEqual(document.rewritten, document.text, path)
        }
    }

    /// Every fixture — most written by hand, in older Xcodes' layouts, with CRLF, in Latin-1, without
    /// section markers — read into objects, written by the writer and read again: the same objects,
    /// fields, references and comments. (Its bytes differ where the fixture is not in the
    /// writer's layout: keys out of order, one-line objects on several lines; edits never rewrite those.)
    func testEveryFixtureReadsIntoTheWritersObjectsAndBack() throws {
        for path in Self.projectFiles where !Self.refused.contains(path) {
            let read = try document(path)
            let again = try PBXDocument(bytes: Array(read.rewritten.utf8), name: path)
            XCTAssertEqual(again.objectVersion, read.objectVersion, path)
            XCTAssertEqual(again.rootObjectID, read.rootObjectID, path)
            XCTAssertEqual(again.objects.count, read.objects.count, path)
            for (id, object) in read.objects {
                let other = try XCTUnwrap(again.objects[id], "\(path) \(id)")
                XCTAssertEqual(again.resolvingReferences(other), read.resolvingReferences(object), "\(path) \(id)")
                XCTAssertEqual(again.comment(of: other), read.comment(of: object), "\(path) \(id)")
            }
            XCTAssertEqual(read.project.isa, "PBXProject", path)
        }
    }

    /// `new project`'s objects, written and read back: the same objects, with their fields, references
    /// and comments; written again from the objects read, the same text.
    func testANewProjectGoesThroughTheModelUnchanged() throws {
        for mode in [SwiftLanguageMode.swift5, .swift6] {
            let spec = XcodeProjectSpec(
                name: "Hotel", bundleIdentifier: "com.example.hotel", deploymentTarget: "16.0", swiftLanguageMode: mode,
                appFolder: "Hotel", testsFolder: "HotelTests", infoPlistPath: "Hotel/Info.plist")
            let builder = XcodeProjectBuilder(spec: spec)
            let text = builder.text()
            let document = try PBXDocument(bytes: Array(text.utf8), name: "new")
            XCTAssertEqual(document.rewritten, text)
            XCTAssertEqual(document.objectVersion, XcodeProjectBuilder.objectVersion)
            let built = builder.objects()
            XCTAssertEqual(document.objects.count, built.count)
            for original in built {
                let object = try XCTUnwrap(document.objects[original.id], original.id)
                guard case .text(let name) = original.comment else { return XCTFail("a built object has its name") }
                XCTAssertEqual(document.comment(of: object), name)
                XCTAssertEqual(document.resolvingReferences(object), original, "\(original.isa) \(name)")
                XCTAssertNotEqual(object.lineRange, nil)
            }
        }
    }
}
