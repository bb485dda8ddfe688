import Foundation
import XCTest

@testable import CoordgenKit

/// `coordgen new project` records its style's built-in shape in `.coordgen.yml` as `coordgen init`
/// records an app's — `shape:`, `naming:` and `format:`, written by the same `ProjectConfigWriter` — so
/// the built-in styles are the default profile, as data, and nothing a later command reads changes.
final class NewProjectShapeTests: XCTestCase {
    func testAUIKitProjectRecordsItsBuiltInShape() throws {
        try assertRecordsBuiltInShape(.uikit)
    }

    func testARouterProjectRecordsItsBuiltInShape() throws {
        try assertRecordsBuiltInShape(.router)
    }

    func testASwiftUIProjectRecordsItsBuiltInShape() throws {
        try assertRecordsBuiltInShape(.swiftui)
    }

    /// The flow enum's cases are those of the new project's own enum: `app` in the uikit style's
    /// `CoordinatorType`; the router and SwiftUI styles have no flow enum (their first flows, Onboarding
    /// and Home, are held by their parents), so they record no `flowType` at all.
    func testTheRecordedFlowCasesAreTheNewProjectsOwn() throws {
        for style in Style.allCases {
            let (config, files) = try newProject(style: style)
            let typeFile = files.first { $0.key.hasSuffix("/CoordinatorType.swift") }
            if let flowType = config.shape?.flowType {
                let source = try XCTUnwrap(typeFile?.value, "\(style): a flow enum is recorded, but no CoordinatorType.swift is written")
                let census = try XCTUnwrap(EnumCaseCensus(of: source, enumName: flowType.enum), "\(style)")
                XCTAssertEqual(flowType.cases, census.direct + census.conditional, "\(style)")
                XCTAssertEqual(config.paths.coordinatorType.map { typeFile?.key.hasSuffix($0) }, true, "\(style)")
            } else {
                XCTAssertNil(typeFile, "\(style): a CoordinatorType.swift is written, but no flow enum is recorded")
                XCTAssertNil(config.paths.coordinatorType, "\(style)")
            }
        }
        XCTAssertEqual(try newProject(style: .uikit).config.shape?.flowType?.cases, ["app"])
    }

    /// `new project` writes its config with `coordgen init`'s writer, from a typed config: the text reads
    /// back as exactly that config, for every style and option set, with an organization YAML must quote.
    func testTheConfigIsWrittenByInitsWriterAndReadsBackAsTyped() throws {
        for style in Style.allCases {
            for (organization, xcodeproj) in [("Example: \"Inc.\"", true), ("", false)] {
                let options = ProjectOptions(
                    name: "Hotel", outputDirectory: URL(fileURLWithPath: "/nonexistent"), organization: organization, style: style,
                    writesXcodeProject: xcodeproj, testing: .xctest)
                let (config, files) = try newProject(options)
                let builtIn = AppShape.builtIn(for: style, projectName: "Hotel", testing: .xctest)
                let typed = ProjectGenerator.config(
                    projectName: "Hotel", options: options, organization: organization, bundleIdentifier: "com.example.Hotel",
                    builtIn: builtIn)
                XCTAssertEqual(config, typed, "\(style)")
                XCTAssertEqual(
                    files[Project.configFileName],
                    ProjectConfigWriter.yaml(typed, heading: ProjectGenerator.configHeading(projectName: "Hotel")),
                    "\(style)")
                XCTAssertEqual(config.organization, organization.isEmpty ? nil : organization, "\(style)")
                XCTAssertEqual(config.xcodeproj, xcodeproj ? "Hotel.xcodeproj" : nil, "\(style)")
                XCTAssertEqual(config.testing, .xctest, "\(style)")
            }
        }
    }

    /// A templates folder exported by an older coordgen may still hold a `coordgen.yml.stencil`; nothing
    /// reads it any more, and `new project` says so instead of ignoring it silently.
    func testALeftoverConfigTemplateIsNamedInANote() throws {
        let templates = try Repository.temporaryDirectory("old-config-template")
        defer { try? FileManager.default.removeItem(at: templates) }
        let template = templates.appendingPathComponent("uikit/project/coordgen.yml.stencil")
        try FileManager.default.createDirectory(at: template.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("name: {{ projectName }}\n".utf8).write(to: template)
        let options = ProjectOptions(
            name: "Hotel", outputDirectory: URL(fileURLWithPath: "/nonexistent"), style: .uikit, templatesDirectory: templates)
        let plan = try ProjectGenerator().plan(options)
        XCTAssertTrue(plan.notes.contains { $0.hasPrefix("\(template.path) is not used any more") }, "\(plan.notes)")
        XCTAssertEqual(try newProject(options).config.appShape, try newProject(style: .uikit).config.appShape)
        XCTAssertFalse(
            try ProjectGenerator().plan(ProjectOptions(name: "Hotel", outputDirectory: URL(fileURLWithPath: "/nonexistent"))).notes.contains
            { $0.contains("not used any more") })
    }

    // MARK: - Helpers

    /// For several option sets: the sections are exactly `AppShape.builtIn` for the options, written by
    /// `ProjectConfigWriter.shapeSections`; `project:` and `module` stay out, and `appShape` is what it
    /// was before the sections were written (the same config without them).
    private func assertRecordsBuiltInShape(_ style: Style, file: StaticString = #filePath, line: UInt = #line) throws {
        let variants: [(label: String, ios: String, swift: SwiftLanguageMode, testing: TestingFramework, xcodeproj: Bool)] = [
            ("defaults", DeploymentTarget.defaultValue, .swift5, .newProjectDefault, true),
            ("iOS 17, Swift 6, XCTest", "17.0", .swift6, .xctest, true),
            ("--no-xcodeproj", DeploymentTarget.defaultValue, .swift5, .newProjectDefault, false),
        ]
        for (label, ios, swift, testing, xcodeproj) in variants {
            let options = ProjectOptions(
                name: "Hotel", outputDirectory: URL(fileURLWithPath: "/nonexistent"), style: style, deploymentTarget: ios,
                swiftLanguageMode: swift, writesXcodeProject: xcodeproj, testing: testing)
            let (config, files) = try newProject(options)
            let text = try XCTUnwrap(files[Project.configFileName])
            let builtIn = AppShape.builtIn(
                for: style, projectName: "Hotel", deploymentTarget: options.deploymentTarget,
                swiftVersion: options.swiftLanguageMode.rawValue, testing: options.testing)
            let message = "\(style), \(label)"

            XCTAssertEqual(config.shape, builtIn.protocol, message, file: file, line: line)
            XCTAssertEqual(config.naming, builtIn.naming, message, file: file, line: line)
            XCTAssertEqual(config.format, builtIn.format, message, file: file, line: line)
            XCTAssertNil(config.layout, message, file: file, line: line)
            XCTAssertNil(config.project, "\(message): a project coordgen made takes it from xcodeproj: and paths", file: file, line: line)
            XCTAssertNil(config.module, "\(message): the module is the name", file: file, line: line)
            XCTAssertEqual(builtIn.module, config.name, message, file: file, line: line)

            // The same writer as `coordgen init`, at the end of the file, as init puts the sections last,
            // then the concurrency settings the project is made with (Xcode 26's by default).
            let sections =
                ProjectConfigWriter.shapeSections(
                    project: nil, shape: builtIn.protocol, naming: builtIn.naming, layout: nil, format: builtIn.format)
                + ProjectConfigWriter.concurrencySection(options.concurrency) + ProjectConfigWriter.previewsSection(.macro)
            XCTAssertEqual(config.concurrency, .xcode26AppTemplate, message, file: file, line: line)
            XCTAssertTrue(text.hasSuffix("\n" + sections.joined(separator: "\n") + "\n"), "\(message):\n\(text)", file: file, line: line)

            // Nothing a generator reads changes.
            var without = config
            (without.shape, without.naming, without.format) = (nil, nil, nil)
            XCTAssertEqual(config.appShape, without.appShape, message, file: file, line: line)
            XCTAssertEqual(config.appShape.protocol, style.definition.builtInProtocol, message, file: file, line: line)
            XCTAssertEqual(config.testingFramework, options.testing, message, file: file, line: line)
            XCTAssertEqual(
                config.appShape.project.kind, options.writesXcodeProject ? .xcodeproj : ProjectFacts.Kind.none, message, file: file,
                line: line)
            XCTAssertEqual(config.appShape.project.testFolder, config.paths.tests, message, file: file, line: line)
        }
    }

    private func newProject(style: Style, templates: URL? = nil) throws -> (config: ProjectConfig, files: [String: String]) {
        try newProject(
            ProjectOptions(
                name: "Hotel", outputDirectory: URL(fileURLWithPath: "/nonexistent"), organization: "Acme Inc.", style: style,
                templatesDirectory: templates))
    }

    /// The config `new project` plans, read back as later commands read it, and every planned file by
    /// its path in the project folder. Nothing is written.
    private func newProject(_ options: ProjectOptions) throws -> (config: ProjectConfig, files: [String: String]) {
        let plan = try ProjectGenerator().plan(options)
        let folder = options.outputDirectory.appendingPathComponent("Hotel")
        var files: [String: String] = [:]
        for change in plan.changes {
            files[change.url.path(relativeTo: folder)] = String(decoding: change.newContents, as: UTF8.self)
        }
        let text = try XCTUnwrap(files[Project.configFileName])
        return (try Project.parseConfig(text, fileName: Project.configFileName), files)
    }
}
