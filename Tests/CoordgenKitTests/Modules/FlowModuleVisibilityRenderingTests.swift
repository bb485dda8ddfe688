import XCTest

@testable import CoordgenKit

/// A flow in another module than its parent's is rendered right the first time: its templates write
/// `public` wherever a declaration must be seen from the parent's module, and the imports its
/// coordinator and test need; nothing rewrites the rendered text afterwards.
final class FlowModuleVisibilityRenderingTests: XCTestCase {
    private func files(_ style: Style) -> SourceFileRenderer {
        SourceFileRenderer(
            renderer: TemplateRenderer(),
            app: RenderContext.App(projectName: "Harbor", moduleName: "Harbor", organization: nil, style: style), headerTemplate: nil)
    }

    private func subject(presentsModally: Bool, visibility: FlowModuleVisibility) throws -> RenderContext.Subject {
        visibility.applied(to: RenderContext.Subject(try FlowName(parsing: "Wallet"), presentsModally: presentsModally))
    }

    private static let acrossModules = FlowModuleVisibility(
        access: .public, imports: ["Core"], testedModule: "Wallet", parentImport: .init(file: "App/AppCoordinator.swift", module: "Wallet"))

    /// The declarations after the imports, where `public` would go.
    private func declarations(of file: String) -> String {
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        let lastImport = lines.lastIndex { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") } ?? 0
        return lines[(lastImport + 1)...].joined(separator: "\n")
    }

    func testEveryStylesCoordinatorIsPublicWhereItsParentIsInAnotherModule() throws {
        for style in Style.allCases {
            for presentsModally in [false, true] {
                let subject = try subject(presentsModally: presentsModally, visibility: Self.acrossModules)
                let rendered = try files(style).renderFile(.coordinator, fileName: "WalletCoordinator.swift", subject: subject)
                let context = "\(style)\(presentsModally ? " presented" : ""):\n\(rendered)"
                XCTAssertTrue(rendered.contains("public final class WalletCoordinator"), context)
                let declarations = declarations(of: rendered)
                // Nothing left that the API of a module would have to make public.
                XCTAssertEqual(try PublicDeclarationWriter.makingPublic(members: declarations), declarations, context)
                XCTAssertNil(SwiftSyntaxCheck.firstError(in: rendered), context)
                // The parent's modules, after the template's own imports.
                XCTAssertTrue(rendered.contains("\nimport Core\n\n"), context)
            }
        }
    }

    func testATestOfAFlowInAFrameworkModuleImportsItTestable() throws {
        for style in Style.allCases {
            for framework in TestingFramework.allCases {
                let subject = try subject(presentsModally: false, visibility: Self.acrossModules)
                let rendered = try files(style).renderFile(
                    framework.coordinatorTestsRole, fileName: "WalletCoordinatorTests.swift", subject: subject)
                XCTAssertTrue(
                    rendered.contains("@testable import Harbor\n@testable import Wallet\n\n"), "\(style) \(framework):\n\(rendered)")
            }
        }
    }

    func testAFlowInItsParentsModuleRendersAsBefore() throws {
        for style in Style.allCases {
            let plain = RenderContext.Subject(try FlowName(parsing: "Wallet"))
            let inModule = try subject(presentsModally: false, visibility: FlowModuleVisibility())
            for role in [TemplateID.Role.coordinator, .coordinatorTests] {
                let expected = try files(style).renderFile(role, fileName: "File.swift", subject: plain)
                XCTAssertEqual(try files(style).renderFile(role, fileName: "File.swift", subject: inModule), expected, "\(style) \(role)")
                XCTAssertFalse(expected.contains("public "), "\(style) \(role)")
            }
            // The app's own module is imported by the test already: not twice.
            var ownModule = FlowModuleVisibility()
            ownModule.testedModule = "Harbor"
            let tests = try files(style).renderFile(
                .coordinatorTests, fileName: "File.swift", subject: try subject(presentsModally: false, visibility: ownModule))
            XCTAssertEqual(tests.components(separatedBy: "import Harbor").count, 2, "\(style):\n\(tests)")
        }
    }
}
