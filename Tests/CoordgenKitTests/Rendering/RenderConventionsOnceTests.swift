import XCTest

@testable import CoordgenKit

/// A renderer computes each subject's values once (``RenderValuesCache``) and the conventions compute
/// their initialiser's parameters once: what it renders is what a renderer that computes everything
/// afresh renders, whatever order the subjects come in.
final class RenderConventionsOnceTests: XCTestCase {
    private func files(_ style: Style) -> SourceFileRenderer {
        SourceFileRenderer(
            renderer: TemplateRenderer(),
            app: RenderContext.App(projectName: "Harbor", moduleName: "Harbor", organization: nil, style: style), headerTemplate: nil)
    }

    private func subjects() throws -> [RenderContext.Subject] {
        var modal = RenderContext.Subject(try FlowName(parsing: "Wallet"), presentsModally: true)
        modal.access = .public
        var child = RenderContext.Subject(try FlowName(parsing: "Wallet"))
        child.parentClass = "AppCoordinator"
        return [
            RenderContext.Subject(try FlowName(parsing: "Wallet")), modal, child, RenderContext.Subject(try FlowName(parsing: "SignUp")),
        ]
    }

    func testEachSubjectRendersAsAFreshRendererRendersIt() throws {
        for style in Style.allCases {
            let shared = files(style)
            let subjects = try subjects()
            // Every subject twice, interleaved: a stale entry would show in the second pass.
            for subject in subjects + subjects.reversed() {
                for role in [TemplateID.Role.coordinator, .coordinatorTests] {
                    let cached = try shared.renderFile(role, fileName: "WalletCoordinator.swift", subject: subject)
                    let fresh = try files(style).renderFile(role, fileName: "WalletCoordinator.swift", subject: subject)
                    XCTAssertEqual(cached, fresh, "\(style) \(role) \(subject.name) presentsModally=\(subject.presentsModally)")
                }
            }
            // The file's own values are not kept with the subject's.
            let other = try shared.renderFile(.coordinator, fileName: "Other.swift", subject: subjects[0])
            XCTAssertEqual(other, try files(style).renderFile(.coordinator, fileName: "Other.swift", subject: subjects[0]))
        }
    }

    func testProvidedMembersAreReadAsNamesAndLabels() {
        XCTAssertEqual(ProvidedMember("childDidFinish(_:)"), ProvidedMember(name: "childDidFinish", labels: ["_"]))
        XCTAssertEqual(ProvidedMember("start()"), ProvidedMember(name: "start", labels: []))
        XCTAssertEqual(ProvidedMember("show(screen: animated:)"), ProvidedMember(name: "show", labels: ["screen", "animated"]))
        XCTAssertEqual(ProvidedMember("children"), ProvidedMember(name: "children", labels: nil))
        XCTAssertNotEqual(ProvidedMember("start(animated:)"), ProvidedMember(name: "start", labels: []))
        var shape = AppShape.builtIn(for: .uikit, projectName: "Harbor").protocol
        shape.provided = ["start()", "childDidFinish(_:)"]
        XCTAssertTrue(shape.providesMethod("start", labels: []))
        XCTAssertTrue(shape.providesMethod("childDidFinish", labels: ["_"]))
        XCTAssertFalse(shape.providesMethod("childDidFinish", labels: ["child"]))
    }
}
