import XCTest
@testable import CoordgenKit

/// The binary carries a generated copy of `Templates/`; this fails when that copy is stale.
final class BuiltInTemplatesTests: XCTestCase {
    private let generatedFile = Repository.root.appendingPathComponent("Sources/CoordgenKit/Templates/BuiltInTemplates+Generated.swift")

    func testGeneratedCopyMatchesTemplatesFolder() throws {
        let expected = try BuiltInTemplatesSource.make(fromTemplatesDirectory: Repository.templates)
        if Repository.isRecording {
            try Data(expected.utf8).write(to: generatedFile)
            return
        }
        let actual = try String(contentsOf: generatedFile, encoding: .utf8)
        XCTAssertTrue(actual == expected,
                      "Sources/CoordgenKit/Templates/BuiltInTemplates+Generated.swift is stale: run `\(BuiltInTemplatesSource.regenerateCommand)`, then rebuild")
    }

    func testCompiledTemplatesAreTheFolderContents() throws {
        let files = try BuiltInTemplatesSource.templateFiles(in: Repository.templates)
        XCTAssertFalse(files.isEmpty)
        for (path, text) in files {
            XCTAssertTrue(BuiltInTemplates.files[path] == text,
                           "\(path) in the binary differs from Templates/: run `\(BuiltInTemplatesSource.regenerateCommand)`, then rebuild")
        }
        XCTAssertEqual(Set(BuiltInTemplates.files.keys).sorted(), Set(files.map(\.0)).sorted(),
                       "run `\(BuiltInTemplatesSource.regenerateCommand)`, then rebuild")
    }

    func testEveryRoleHasABuiltInTemplate() throws {
        for style in Style.allCases {
            for role in style.roles {
                XCTAssertNotNil(BuiltInTemplates.files[TemplateID(style, role).relativePath], "\(style) \(role)")
            }
        }
    }
}
