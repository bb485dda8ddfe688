import Stencil
import XCTest

@testable import CoordgenKit

/// The binary carries `Templates/` as the EmbedTemplates plugin compiled it in: the text of every
/// template, and the tokens Stencil's lexer made of it at build time.
final class BuiltInTemplatesTests: XCTestCase {
    func testEmbeddedTemplatesAreTheFolderContents() throws {
        let folder = Repository.templates.standardizedFileURL
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        var onDisk: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "stencil" {
            onDisk[url.standardizedFileURL.path(relativeTo: folder)] = try String(contentsOf: url, encoding: .utf8)
        }
        XCTAssertFalse(onDisk.isEmpty)
        XCTAssertEqual(BuiltInTemplates.files.keys.sorted(), onDisk.keys.sorted())
        for (path, text) in onDisk {
            XCTAssertTrue(BuiltInTemplates.files[path] == text, "\(path) in the binary differs from Templates/")
        }
    }

    func testEveryBuiltInTemplateIsPrelexed() {
        // A template that uses `{%-`/`-%}` would be lexed at run time instead; none does today.
        XCTAssertEqual(BuiltInTemplates.tokens.keys.sorted(), BuiltInTemplates.files.keys.sorted())
    }

    func testBuildTimeTokensAreTheLexersTokens() throws {
        for (path, text) in BuiltInTemplates.files {
            let lexed = Template(templateString: text, environment: TemplateRenderer.environment, name: path).tokens
            let stored = try XCTUnwrap(BuiltInTemplates.tokens[path], path)
            XCTAssertEqual(lexed.map(\.contents), stored.map(\.1), path)
            XCTAssertEqual(lexed.map { Self.code($0.kind) }, stored.map(\.0), path)
        }
    }

    /// Every golden scenario of every style, rendered from the build-time tokens and through Stencil's
    /// lexer, gives byte-identical files.
    func testPrelexedAndLexedRenderingAgreeOnEveryScenario() throws {
        for style in Style.allCases {
            let prelexed = try Self.scenarioFiles(style: style, usingBuildTimeTokens: true)
            let lexed = try Self.scenarioFiles(style: style, usingBuildTimeTokens: false)
            XCTAssertFalse(prelexed.isEmpty)
            XCTAssertEqual(prelexed.count, lexed.count, "\(style)")
            for (step, files) in prelexed {
                XCTAssertTrue(files == lexed[step], "\(style) \(step): the two renderings differ")
            }
        }
    }

    func testAFailingBuiltInTemplateStillNamesItsLine() throws {
        // A filter Stencil does not know fails while parsing; the message must point at the line the
        // lexer finds, not at the first line every build-time token carries.
        let text = "line one\n{{ name|nosuchfilter }}\n"
        let tokens = Template(templateString: text, name: "t.stencil").tokens.map { (Self.code($0.kind), $0.contents) }
        let source = TemplateLibrary.Source(text: text, displayPath: "t.stencil", isBuiltIn: true, prelexedTokens: tokens)
        XCTAssertThrowsError(try TemplateRenderer().render(source, context: ["name": "x"])) { error in
            XCTAssertTrue(String(describing: error).hasPrefix("t.stencil:2:"), "\(error)")
        }
    }

    func testEveryRoleHasABuiltInTemplate() throws {
        for style in Style.allCases {
            for role in style.roles {
                XCTAssertNotNil(BuiltInTemplates.files[TemplateID(style, role).relativePath], "\(style) \(role)")
            }
        }
    }

    private static func code(_ kind: Token.Kind) -> UInt8 {
        switch kind {
        case .text: return 0
        case .variable: return 1
        case .comment: return 2
        case .block: return 3
        }
    }

    private static func scenarioFiles(style: Style, usingBuildTimeTokens: Bool) throws -> [String: [String: String]] {
        // Stencil both ways: the typed renderer has its own comparison (TypedTemplateTests).
        TemplateRenderer.rendersTyped = false
        TemplateRenderer.usesBuildTimeTokens = usingBuildTimeTokens
        defer {
            TemplateRenderer.rendersTyped = true
            TemplateRenderer.usesBuildTimeTokens = true
        }
        let sample = try SampleProject.fullScenario(style: style)
        defer { sample.remove() }
        return Dictionary(uniqueKeysWithValues: sample.steps.map { ($0.name, $0.files) })
    }
}
