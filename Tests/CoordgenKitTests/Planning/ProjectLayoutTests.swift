import Foundation
import XCTest

@testable import CoordgenKit

/// The Xcode project template takes a new project's folders from `ProjectLayout.defaultPaths`, while
/// `new project` writes them into `.coordgen.yml` from each style's config template: the two must agree.
final class ProjectLayoutTests: XCTestCase {
    func testEveryStylesConfigTemplateWritesTheDefaultFolders() throws {
        for style in Style.allCases {
            let output = try Repository.temporaryDirectory("layout")
            defer { try? FileManager.default.removeItem(at: output) }
            let plan = try ProjectGenerator().plan(ProjectOptions(name: "Hotel", outputDirectory: output, style: style))
            let config = try XCTUnwrap(plan.changes.first { $0.url.lastPathComponent == Project.configFileName })
            let paths = try Project.parseConfig(String(decoding: config.newContents, as: UTF8.self), fileName: Project.configFileName).paths
            let defaults = ProjectLayout.defaultPaths(projectName: "Hotel")
            XCTAssertEqual(paths.coordinators, defaults.coordinators, "\(style)")
            XCTAssertEqual(paths.screens, defaults.screens, "\(style)")
            XCTAssertEqual(paths.tests, defaults.tests, "\(style)")
            // Only the uikit style has a CoordinatorType, and its file sits where the layout puts it.
            let layout = ProjectLayout(projectName: "Hotel", paths: defaults)
            XCTAssertEqual(paths.coordinatorType.map { _ in layout.coordinatorTypeFile }, paths.coordinatorType, "\(style)")
        }
    }

    func testEveryProjectFileIsInTheAppOrTestsFolderAndHasAStyleRole() throws {
        for style in Style.allCases {
            let layout = ProjectLayout(projectName: "Hotel", paths: ProjectLayout.defaultPaths(projectName: "Hotel"))
            let files = try layout.files(for: style)
            XCTAssertEqual(Set(files.map(\.path)).count, files.count, "\(style): a path twice")
            for file in files {
                XCTAssertTrue(file.path.hasPrefix("Hotel/") || file.path.hasPrefix("HotelTests/"), "\(style): \(file.path)")
                XCTAssertTrue(style.roles.contains(file.role), "\(style): \(file.role) is not one of the style's roles")
            }
        }
    }

    func testSharedTemplatesAreReadFromTheOwningStylesFolder() {
        XCTAssertEqual(TemplateID(.router, .appDelegate).relativePath, "uikit/project/AppDelegate.swift.stencil")
        XCTAssertEqual(TemplateID(.router, .screen).relativePath, "uikit/screen/ViewController.swift.stencil")
        XCTAssertEqual(TemplateID(.router, .sceneDelegate).relativePath, "router/project/SceneDelegate.swift.stencil")
        XCTAssertTrue(
            TemplateLibrary.builtInTemplates(of: .router).contains { $0.path == "uikit/screen/ViewController.swift.stencil" && $0.isShared }
        )
    }

    func testAUserCopyInTheStylesOwnFolderWinsOverTheSharedTemplate() throws {
        let folder = try Repository.temporaryDirectory("shared-override")
        defer { try? FileManager.default.removeItem(at: folder) }
        let own = folder.appendingPathComponent("router/screen/ViewController.swift.stencil")
        try FileManager.default.createDirectory(at: own.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("router's own\n".utf8).write(to: own)
        let library = try TemplateLibrary(userDirectory: folder)
        XCTAssertEqual(try library.source(of: TemplateID(.router, .screen)).text, "router's own\n")
        XCTAssertTrue(try library.source(of: TemplateID(.uikit, .screen)).isBuiltIn, "uikit keeps the built-in screen")
    }
}
