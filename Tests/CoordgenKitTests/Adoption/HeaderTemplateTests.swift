import XCTest

@testable import CoordgenKit

/// The header `init` records is a template: the file's name, the project's name, and a copied header's
/// stale file name all become placeholders, so no new file claims to be another.
final class HeaderTemplateTests: XCTestCase {
    func testTheFilesOwnNameAndTheProjectBecomePlaceholdersAndCreatedByGoes() throws {
        let file = SourceFile(
            path: "App/AppCoordinator.swift",
            text: "//\n//  AppCoordinator.swift\n//  Hotel\n//\n//  Created by A on 1/1/24.\n//\n\nimport UIKit\n")
        let header = try XCTUnwrap(SourceFormatDetector.header(of: file, projectNames: ["Hotel"]))
        XCTAssertEqual(
            header.template, "//\n//  {{ fileName }}\n//  Hotel\n//".replacingOccurrences(of: "Hotel", with: "{{ projectName }}"))
        XCTAssertTrue(header.droppedCreatedBy)
        XCTAssertNil(header.namedOtherFile)
    }

    func testAHeaderCopiedFromAnotherFileNamesEachNewFileAndSaysSo() throws {
        let file = SourceFile(path: "App/AppCoordinator.swift", text: "//\n//  SceneDelegate.swift\n//  Hotel\n//\n\nimport UIKit\n")
        let header = try XCTUnwrap(SourceFormatDetector.header(of: file, projectNames: ["Hotel"]))
        XCTAssertEqual(header.template, "//\n//  {{ fileName }}\n//  {{ projectName }}\n//")
        XCTAssertEqual(header.namedOtherFile, "SceneDelegate.swift")
        XCTAssertEqual(
            AppShapeDetector.headerNotes(header), " (its line naming SceneDelegate.swift, another file, names each new file)")
    }

    func testOnlyAWholeLineThatIsOneFileNameIsTakenForIt() throws {
        let file = SourceFile(path: "App/AppCoordinator.swift", text: "// See Docs/Routing.swift for details\n// Copyright Hotel Ltd.\n")
        let header = try XCTUnwrap(SourceFormatDetector.header(of: file, projectNames: ["Hotel"]))
        XCTAssertEqual(header.template, "// See Docs/Routing.swift for details\n// Copyright Hotel Ltd.")
        XCTAssertNil(header.namedOtherFile)
        XCTAssertEqual(AppShapeDetector.headerNotes(header), "")
    }
}
