import Foundation
import XCTest

@testable import CoordgenKit

/// `coordgen xcode export | install | uninstall` through the built binary, in a templates folder that
/// already holds someone else's templates: those stay byte for byte as they were.
final class XcodeEndToEndTests: EndToEndTestCase {
    override var makesProject: Bool { false }

    private var templates: URL { workspace.appendingPathComponent("Templates") }
    private let ours = XcodeTemplateSet.ownedFolders

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Another tool's templates, including groups whose names start like ours.
        for (path, text) in [
            "File Templates/Custom/Thing.xctemplate/TemplateInfo.plist": "<plist>theirs</plist>\n",
            "File Templates/Custom/Thing.xctemplate/___FILEBASENAME___.swift": "// theirs\n",
            "File Templates/Coordinator (other)/Flow.xctemplate/TemplateInfo.plist": "<plist>other</plist>\n",
            "File Templates/Coordinator Router (other)/Flow.xctemplate/TemplateInfo.plist": "<plist>other router</plist>\n",
            "Project Templates/Coordinator Router/App.xctemplate/TemplateInfo.plist": "<plist>no suffix</plist>\n",
            "File Templates/notes.txt": "mine\n",
            "Project Templates/Mine/App.xctemplate/TemplateInfo.plist": "<plist>app</plist>\n",
        ] {
            let url = templates.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func testExportWritesTheInstalledLayout() throws {
        let target = workspace.appendingPathComponent("Exported")
        let result = coordgen("xcode", "export", target.path, in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.stdout.contains("note: Xcode templates folder: \(target.path)"), result.stdout)
        let expected = try XcodeTemplates.xcode26Set.get().files
        XCTAssertEqual(GoldenTree.listFiles(target), expected.map(\.path))
        for file in expected {
            XCTAssertEqual(try Data(contentsOf: target.appendingPathComponent(file.path)), file.contents, file.path)
        }
        // --xcode 16 exports Xcode 16's templates.
        let xcode16 = workspace.appendingPathComponent("Exported16")
        XCTAssertEqual(coordgen("xcode", "export", xcode16.path, "--xcode", "16", in: workspace).status, 0)
        for file in try XcodeTemplates.set.get().files {
            XCTAssertEqual(try Data(contentsOf: xcode16.appendingPathComponent(file.path)), file.contents, file.path)
        }
        try Data("changed".utf8).write(to: target.appendingPathComponent(try XCTUnwrap(expected.first).path))
        assertRefused(["xcode", "export", target.path], in: workspace, saying: "already exists; use --force")
        XCTAssertEqual(coordgen("xcode", "export", target.path, "--force", in: workspace).status, 0)
    }

    func testInstallLeavesOtherTemplatesAloneAndASecondInstallChangesNothing() throws {
        let theirs = snapshotOfOthers()
        let first = coordgen("xcode", "install", "--dest", templates.path, in: workspace)
        XCTAssertEqual(first.status, 0, first.output)
        XCTAssertTrue(first.stdout.contains("note: Xcode templates folder: \(templates.path)"), first.stdout)
        XCTAssertTrue(first.stdout.contains("restart Xcode"), first.stdout)
        for style in XcodeTemplateSet.styles {
            for bundle in [
                "File Templates/\(style.xcodeGroupName)/Coordinator", "Project Templates/\(style.xcodeGroupName)/Coordinator App",
            ] {
                XCTAssertTrue(first.stdout.contains("created \(bundle).xctemplate/TemplateInfo.plist"), first.stdout)
            }
            XCTAssertTrue(first.stdout.contains("\"\(style.xcodeGroupName)\""), "the reminder names every group: \(first.stdout)")
        }
        for file in try XcodeTemplates.xcode26Set.get().files {
            XCTAssertEqual(FileManager.default.contents(atPath: templates.appendingPathComponent(file.path).path), file.contents, file.path)
        }
        XCTAssertEqual(snapshotOfOthers(), theirs)

        let installed = TreeSnapshot(templates)
        let second = coordgen("xcode", "install", "--dest", templates.path, in: workspace)
        XCTAssertEqual(second.status, 0, second.output)
        let reported = second.stdout.split(separator: "\n").filter { $0.hasPrefix("File Templates") || $0.hasPrefix("Project Templates") }
        XCTAssertEqual(reported, [], "unchanged files are counted, not listed")
        XCTAssertTrue(
            second.stdout.contains("\(try XcodeTemplates.xcode26Set.get().files.count) files were already up to date\nnothing changed\n"),
            second.stdout)
        XCTAssertEqual(TreeSnapshot(templates), installed)
    }

    func testInstallRestoresChangedFilesAndRemovesStaleOnes() throws {
        XCTAssertEqual(coordgen("xcode", "install", "--dest", templates.path, in: workspace).status, 0)
        let installed = TreeSnapshot(templates)
        let group = templates.appendingPathComponent("File Templates/\(Style.uikit.xcodeGroupName)")
        try Data("edited".utf8).write(to: group.appendingPathComponent("Screen.xctemplate/TemplateInfo.plist"))
        try FileManager.default.createDirectory(
            at: group.appendingPathComponent("Old.xctemplate/Variant"), withIntermediateDirectories: true)
        try Data("stale".utf8).write(to: group.appendingPathComponent("Old.xctemplate/Variant/Old.swift"))
        try Data("stale".utf8).write(to: group.appendingPathComponent("Coordinator.xctemplate/Push/Stale.swift"))

        let dryRun = coordgen("xcode", "install", "--dest", templates.path, "--dry-run", in: workspace)
        XCTAssertEqual(dryRun.status, 0, dryRun.output)
        XCTAssertTrue(dryRun.stdout.contains("delete     File Templates/Coordinator (coordgen)/Old.xctemplate/"), dryRun.stdout)
        XCTAssertTrue(
            dryRun.stdout.contains("modify     File Templates/Coordinator (coordgen)/Screen.xctemplate/TemplateInfo.plist"), dryRun.stdout)
        XCTAssertTrue(dryRun.stdout.contains("restart Xcode"), dryRun.stdout)

        let result = coordgen("xcode", "install", "--dest", templates.path, in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            result.stdout.contains("removed File Templates/Coordinator (coordgen)/Old.xctemplate/Variant/Old.swift"), result.stdout)
        XCTAssertEqual(TreeSnapshot(templates), installed)
    }

    func testDryRunsWriteNothing() throws {
        let before = TreeSnapshot(workspace)
        let install = coordgen("xcode", "install", "--dest", templates.path, "--dry-run", in: workspace)
        XCTAssertEqual(install.status, 0, install.output)
        XCTAssertTrue(install.stdout.contains("Dry run: nothing was written."), install.stdout)
        XCTAssertTrue(install.stdout.contains("Xcode templates folder: \(templates.path)"), install.stdout)
        XCTAssertEqual(coordgen("xcode", "export", workspace.appendingPathComponent("Out").path, "--dry-run", in: workspace).status, 0)
        XCTAssertEqual(TreeSnapshot(workspace), before)

        XCTAssertEqual(coordgen("xcode", "install", "--dest", templates.path, in: workspace).status, 0)
        let installed = TreeSnapshot(workspace)
        let uninstall = coordgen("xcode", "uninstall", "--dest", templates.path, "--dry-run", in: workspace)
        XCTAssertEqual(uninstall.status, 0, uninstall.output)
        XCTAssertTrue(uninstall.stdout.contains("delete  File Templates/Coordinator (coordgen)/"), uninstall.stdout)
        XCTAssertEqual(TreeSnapshot(workspace), installed)
    }

    func testUninstallRemovesOnlyCoordgensFolders() throws {
        let theirs = TreeSnapshot(templates)
        XCTAssertEqual(coordgen("xcode", "install", "--dest", templates.path, in: workspace).status, 0)

        let result = coordgen("xcode", "uninstall", "--dest", templates.path, in: workspace)
        XCTAssertEqual(result.status, 0, result.output)
        for folder in ours {
            XCTAssertTrue(result.stdout.contains("removed \(folder)/"), result.stdout)
            XCTAssertFalse(FileManager.default.fileExists(atPath: templates.appendingPathComponent(folder).path), folder)
        }
        XCTAssertTrue(result.stdout.contains("restart Xcode"), result.stdout)
        XCTAssertEqual(TreeSnapshot(templates), theirs, "everything but coordgen's folders is as it was, byte for byte")

        let again = coordgen("xcode", "uninstall", "--dest", templates.path, in: workspace)
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertTrue(again.stdout.contains("no coordgen templates are installed there"), again.stdout)
    }

    func testHelpNamesTheSubcommands() {
        XCTAssertTrue(coordgen("--help", in: workspace).stdout.contains("xcode"))
        let help = coordgen("xcode", "--help", in: workspace)
        XCTAssertEqual(help.status, 0, help.output)
        for subcommand in ["export", "install", "uninstall", "Restart Xcode"] {
            XCTAssertTrue(help.stdout.contains(subcommand), help.stdout)
        }
        XCTAssertTrue(coordgen("xcode", "install", "--help", in: workspace).stdout.contains("Library/Developer/Xcode/Templates"))
    }

    func testMissingTemplatesFolderIsRefused() {
        assertRefused(
            ["xcode", "install", "--dest", templates.path, "--templates", "NoSuchFolder"], in: workspace,
            saying: "the templates folder")
    }

    /// The templates folder without coordgen's group folders.
    private func snapshotOfOthers() -> [String: Data] {
        TreeSnapshot(templates).files.filter { path, _ in !ours.contains { path.hasPrefix($0 + "/") } }
    }
}
