import Foundation
import XCTest

@testable import CoordgenKit

/// Where the editor puts a file: the group of its folder, whatever the group's path looks like, new
/// groups for new folders, folders outside the project; and what it refuses to read.
final class PBXProjectEditorTests: XCTestCase {
    private let projectFolder = "/work/Hotel"

    private func model(_ fixture: String) throws -> PBXProjectModel {
        let document = try PBXDocument(bytes: [UInt8](try ClassicProjectFixture.bytes(fixture)), name: fixture)
        return PBXProjectModel(document: document, projectFolder: projectFolder)
    }

    /// Adds `files` (relative to the project folder) to `target` and reads the result back.
    private func add(
        _ files: [String], to target: String = "Hotel", in fixture: String
    ) throws -> (old: Data, new: Data, model: PBXProjectModel) {
        let model = try model(fixture)
        var editor = PBXProjectEditor(model: model)
        let owner = try XCTUnwrap(model.target(named: target))
        for file in files {
            XCTAssertEqual(try editor.add(file: PathMath.join(projectFolder, file), to: owner), .added(target: target))
        }
        let new = Data(try editor.result())
        let old = try ClassicProjectFixture.bytes(fixture)
        try assertInsertionsOnly(old: old, new: new)
        let document = try PBXDocument(bytes: [UInt8](new), name: fixture)
        return (old, new, PBXProjectModel(document: document, projectFolder: projectFolder))
    }

    /// The group that lists the reference to `path`, by its comment name.
    private func group(of path: String, in model: PBXProjectModel) throws -> PBXObject {
        let ref = try XCTUnwrap(model.fileReferences(at: PathMath.join(projectFolder, path)).first, "no reference to \(path)")
        let target = try XCTUnwrap(model.targets.first { $0.compiledFileRefs.contains(ref) }, "\(path) is compiled by no target")
        XCTAssertEqual(target.name, "Hotel")
        return try XCTUnwrap(model.document.objects[try XCTUnwrap(model.parents[ref])])
    }

    func testFolderBackedGroupGetsAPlainPath() throws {
        let result = try add(["Hotel/Coordinators/BookingCoordinator.swift"], in: "objectVersion-56")
        let group = try group(of: "Hotel/Coordinators/BookingCoordinator.swift", in: result.model)
        XCTAssertEqual(group["path"]?.string, "Coordinators")
        XCTAssertTrue(
            String(decoding: result.new, as: UTF8.self).contains(
                "lastKnownFileType = sourcecode.swift; path = BookingCoordinator.swift; sourceTree = \"<group>\"; };"))
    }

    func testGroupWithoutPathKeepsTheFolderInTheFilesPath() throws {
        let result = try add(["Hotel/Coordinators/BookingCoordinator.swift"], in: "objectVersion-63")
        let group = try group(of: "Hotel/Coordinators/BookingCoordinator.swift", in: result.model)
        XCTAssertNil(group["path"])
        XCTAssertEqual(group["name"]?.string, "Coordinators")
        XCTAssertTrue(
            String(decoding: result.new, as: UTF8.self).contains(
                "name = BookingCoordinator.swift; path = Coordinators/BookingCoordinator.swift; sourceTree = \"<group>\"; };"))
    }

    func testGroupNamedUnlikeItsFolderIsFoundByItsPath() throws {
        let result = try add(["Hotel/Coordinators/BookingCoordinator.swift"], in: "objectVersion-60")
        let group = try group(of: "Hotel/Coordinators/BookingCoordinator.swift", in: result.model)
        XCTAssertEqual(group["name"]?.string, "Navigation")
        XCTAssertEqual(group["path"]?.string, "Coordinators")
    }

    func testNewFoldersGetNewGroups() throws {
        let result = try add(
            [
                "Hotel/Flows/Booking/BookingCoordinator.swift", "Hotel/Flows/Booking/BookingViewController.swift",
                "Hotel/Flows/Help/HelpViewController.swift",
            ], in: "objectVersion-50")
        let booking = try group(of: "Hotel/Flows/Booking/BookingCoordinator.swift", in: result.model)
        XCTAssertEqual(booking["path"]?.string, "Booking")
        XCTAssertNil(booking["name"])
        XCTAssertEqual(booking["sourceTree"]?.string, "<group>")
        XCTAssertEqual(booking["children"]?.strings.count, 2)
        let flows = try XCTUnwrap(result.model.document.objects[try XCTUnwrap(result.model.parents[booking.id])])
        XCTAssertEqual(flows["path"]?.string, "Flows")
        XCTAssertEqual(flows["children"]?.strings.count, 2, "Booking and Help")
        let hotel = try XCTUnwrap(result.model.document.objects[try XCTUnwrap(result.model.parents[flows.id])])
        XCTAssertEqual(hotel["path"]?.string, "Hotel")
        XCTAssertEqual(hotel["children"]?.strings.last, flows.id, "appended after the existing children")
        let text = String(decoding: result.new, as: UTF8.self)
        XCTAssertTrue(text.contains("\t\t\(flows.id) /* Flows */ = {\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n"), text)
        XCTAssertTrue(text.contains("\t\t\t);\n\t\t\tpath = Flows;\n\t\t\tsourceTree = \"<group>\";\n\t\t};\n"), text)
    }

    func testFilesOutsideTheProjectFolder() throws {
        // ../Shared has a group: the file joins it.
        let shared = try add(["../Shared/Money.swift"], in: "objectVersion-55")
        let sharedGroup = try group(of: "../Shared/Money.swift", in: shared.model)
        XCTAssertEqual(sharedGroup["path"]?.string, "../Shared")
        // ../Other has none: a group under the main group with the path from the project folder.
        let other = try add(["../Other/Loyalty/Points.swift"], in: "objectVersion-55")
        let made = try group(of: "../Other/Loyalty/Points.swift", in: other.model)
        XCTAssertEqual(made["path"]?.string, "../Other/Loyalty")
        XCTAssertEqual(made["name"]?.string, "Loyalty")
        XCTAssertEqual(other.model.parents[made.id], other.model.document.project["mainGroup"]?.string)
    }

    func testIDsAreDeterministicAndNeverCollide() throws {
        let first = try add(["Hotel/Screens/A.swift", "Hotel/Screens/B.swift"], in: "objectVersion-56")
        let second = try add(["Hotel/Screens/A.swift", "Hotel/Screens/B.swift"], in: "objectVersion-56")
        XCTAssertEqual(first.new, second.new)
        // An id the project already uses is never reused: give the project an object with the id
        // the editor would pick first, and it picks another.
        let taken = PBXObjectID.derived(from: "coordgen:fileRef:Hotel/Screens/A.swift")
        var text = String(decoding: try ClassicProjectFixture.bytes("objectVersion-56"), as: UTF8.self)
        text = text.replacingOccurrences(
            of: "/* Begin PBXFileReference section */\n",
            with:
                "/* Begin PBXFileReference section */\n\t\t\(taken) /* Notes.md */ = {isa = PBXFileReference; lastKnownFileType = net.daringfireball.markdown; path = Notes.md; sourceTree = \"<group>\"; };\n"
        )
        let document = try PBXDocument(bytes: Array(text.utf8), name: "edited")
        let model = PBXProjectModel(document: document, projectFolder: projectFolder)
        var editor = PBXProjectEditor(model: model)
        _ = try editor.add(file: PathMath.join(projectFolder, "Hotel/Screens/A.swift"), to: try XCTUnwrap(model.target(named: "Hotel")))
        let edited = try PBXDocument(bytes: try editor.result(), name: "edited")
        XCTAssertEqual(edited.objects[taken]?["path"]?.string, "Notes.md")
        XCTAssertEqual(edited.objects.count, document.objects.count + 2)
    }

    func testSectionThatDoesNotExistYetIsCreatedInOrder() throws {
        // A project whose only app sources come from synchronized folders has no PBXBuildFile section.
        let spec = XcodeProjectSpec(
            name: "Hotel", bundleIdentifier: "com.example.hotel", deploymentTarget: "16.0", swiftLanguageMode: .swift5,
            appFolder: "Hotel", testsFolder: "HotelTests", infoPlistPath: "Hotel/Info.plist")
        let text = XcodeProjectBuilder(spec: spec).text()
        let document = try PBXDocument(bytes: Array(text.utf8), name: "new")
        XCTAssertNil(document.sections["PBXBuildFile"])
        let model = PBXProjectModel(document: document, projectFolder: projectFolder)
        var editor = PBXProjectEditor(model: model)
        _ = try editor.add(file: PathMath.join(projectFolder, "Shared/Money.swift"), to: try XCTUnwrap(model.target(named: "Hotel")))
        let new = String(decoding: try editor.result(), as: UTF8.self)
        XCTAssertTrue(new.contains("\tobjects = {\n\n/* Begin PBXBuildFile section */\n\t\t"), new)
        XCTAssertTrue(
            new.contains(" /* Money.swift */; };\n/* End PBXBuildFile section */\n\n/* Begin PBXContainerItemProxy section */"), new)
        try assertInsertionsOnly(old: Data(text.utf8), new: Data(new.utf8))
        XCTAssertNoThrow(try OpenStepParser.parse(new))
    }

    func testParserRefusesWhatItCannotRead() {
        for (text, fragment) in [
            ("// !$*UTF8*$!\n{\n\tobjectVersion = 56;\n\tobjects = {\n", "line"),
            ("{ objectVersion = 56; objects = { A = { isa = PBXProject; }; }; rootObject = A; } trailing", "after the closing brace"),
            ("{ objectVersion = 56; objects = { A = { name = x; }; }; rootObject = A; }", "has no isa"),
            ("{ objectVersion = 56; objects = { }; rootObject = A; }", "not a PBXProject"),
            ("{ objectVersion = 56; objects = { A = { isa = PBXProject; }; A = { isa = PBXGroup; }; }; rootObject = A; }", "appears twice"),
            // Past 16 keys a dictionary's keys are checked through a set: the repeat is found there too.
            (
                "{ objectVersion = 56; objects = { A = { isa = PBXProject; }; "
                    + (1...20).map { "G\($0) = { isa = PBXGroup; };" }.joined(separator: " ")
                    + " G7 = { isa = PBXGroup; }; }; rootObject = A; }", "the key G7 appears twice"
            ),
        ] {
            XCTAssertThrowsError(try PBXDocument(bytes: Array(text.utf8), name: "x.pbxproj"), text) { error in
                XCTAssertTrue("\(error)".contains(fragment), "\(error)")
                XCTAssertTrue("\(error)".hasPrefix("x.pbxproj cannot be read"), "\(error)")
            }
        }
        for version in ["101", "44"] {
            let text = "{ objectVersion = \(version); objects = { }; rootObject = A; }"
            XCTAssertThrowsError(try PBXDocument(bytes: Array(text.utf8), name: "x")) { error in
                XCTAssertEqual(error as? XcodeProjectEditError, .unknownObjectVersion(file: "x", version: version))
            }
        }
    }

    func testEveryVersionFromXcode31sToXcode263sParseBetasIncluded() throws {
        // 73 and 76 were written by Xcode 16 betas, between the released 71 and 77.
        XCTAssertTrue(PBXDocument.knownObjectVersions.isSubset(of: Set(PBXDocument.readableObjectVersions)))
        for version in PBXDocument.knownObjectVersions.union([49, 73, 76, 90]) {
            let text = "{ objectVersion = \(version); objects = { A = { isa = PBXProject; }; }; rootObject = A; }"
            XCTAssertEqual(try PBXDocument(bytes: Array(text.utf8), name: "x").objectVersion, version)
        }
    }
}
