import Foundation
import XCTest

@testable import CoordgenKit

/// A user's template exported before the render context stopped giving Swift text (`finishProperty`,
/// `finishHandler`, …) would render those declarations as nothing; it is refused in one line instead.
final class RetiredTemplateValuesTests: XCTestCase {
    func testAUserTemplateReadingARetiredValueIsRefusedNamingItAndWhatReplacesIt() throws {
        let folder = try Repository.temporaryDirectory("retired-values")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("uikit/coordinator/Coordinator.swift.stencil")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("final class {{ flowClass }} {\n    {{ finishProperty }}\n}\n".utf8).write(to: file)
        let library = try TemplateLibrary(userDirectory: folder)
        XCTAssertThrowsError(try library.source(of: TemplateID(.uikit, .coordinator))) { error in
            let message = (error as? TemplateError)?.description ?? ""
            XCTAssertTrue(message.hasPrefix("\(file.path) reads `finishProperty`, which coordgen no longer gives templates"), message)
            XCTAssertTrue(message.contains("finishPropertyName, finishPropertyType and finishPropertyWeak"), message)
            XCTAssertTrue(message.contains("coordgen templates export"), message)
            XCTAssertFalse(message.contains("\n"), "one line")
        }
    }

    func testOnlyTagsAreRead() {
        XCTAssertEqual(RetiredTemplateValues.firstUse(in: "{% if finishHandler %}x{% endif %}"), "finishHandler")
        XCTAssertEqual(RetiredTemplateValues.firstUse(in: "{{ a }} {{clearChildren}}"), "clearChildren")
        XCTAssertNil(RetiredTemplateValues.firstUse(in: "{{ finishPropertyName }} {{ finishHandlerMethod }}"), "longer names are live")
        XCTAssertNil(
            RetiredTemplateValues.firstUse(in: "var finishProperty = 1 {# finishProperty #} { flowEnd }"), "text and comments are not tags")
        XCTAssertNil(RetiredTemplateValues.firstUse(in: "{{ unclosed finishProperty"))
    }

    func testNoBuiltInTemplateReadsARetiredValue() {
        for (path, text) in BuiltInTemplates.files {
            XCTAssertNil(RetiredTemplateValues.firstUse(in: text), path)
        }
    }
}
