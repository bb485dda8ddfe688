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

    /// The header's lines are trimmed without Foundation where their ends are ASCII; what comes out
    /// is what `trimmingCharacters(in: .whitespaces)` gives, Unicode spaces and line breaks included.
    func testTrimmingSpacesAndTabsAgreesWithFoundation() {
        let samples = [
            "", " ", "\t", "  //  Hotel \t", "//", "x", " x ", "\u{00A0}// Hotel\u{00A0}", " \u{2003}//\u{3000} ", "\t é ",
            " //\r", "\n// x\n", "//  Café ", "e\u{0301} ", " \u{0301}x", "🙂 ", " a\u{00A0}b ",
        ]
        for sample in samples {
            XCTAssertEqual(sample.trimmingSpacesAndTabs(), sample.trimmingCharacters(in: .whitespaces), sample.debugDescription)
            let sliced = ("#" + sample + "#").dropFirst().dropLast()
            XCTAssertEqual(sliced.trimmingSpacesAndTabs(), sliced.trimmingCharacters(in: .whitespaces), sample.debugDescription)
        }
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
