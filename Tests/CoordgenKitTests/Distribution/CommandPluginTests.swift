import CoordgenKit
import Foundation
import XCTest

/// The `CoordgenCommand` plugin, run through SwiftPM as a user runs it, in a temporary package whose
/// manifest declares it exactly as coordgen's `Package.swift` does. There coordgen comes from the
/// artifact bundle `scripts/release.sh bundle` makes of the built binary (a `.binaryTarget`), so the
/// test also proves SwiftPM accepts the bundle, and no second build of coordgen is needed. The Xcode
/// half (`XcodeCommandPlugin`) compiles only where Xcode's `XcodeProjectPlugin` exists.
final class CommandPluginTests: XCTestCase {
    private var package: URL!

    override func setUpWithError() throws {
        package = try Repository.temporaryDirectory("plugin-package")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: package)
    }

    /// The plugin's declaration in coordgen's manifest, from `.plugin(` to its closing `),`.
    private func pluginDeclaration() throws -> String {
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let start = try XCTUnwrap(
            manifest.range(of: "        .plugin(\n            name: \"CoordgenCommand\""), "no CoordgenCommand plugin")
        let end = try XCTUnwrap(manifest.range(of: "\n        ),\n", range: start.upperBound..<manifest.endIndex))
        return String(manifest[start.lowerBound..<end.upperBound])
    }

    func testManifestDeclaresACommandThatAsksToWrite() throws {
        let declaration = try pluginDeclaration()
        XCTAssertTrue(declaration.contains(".custom(verb: \"coordgen\""), declaration)
        XCTAssertTrue(declaration.contains(".writeToPackageDirectory(reason:"), declaration)
        XCTAssertTrue(declaration.contains("dependencies: [\"coordgen\"]"), declaration)
        let manifest = try String(contentsOf: Repository.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(manifest.contains(".plugin(name: \"CoordgenCommand\", targets: [\"CoordgenCommand\"])"), "a plugin product")
        let source = try String(
            contentsOf: Repository.root.appendingPathComponent("Plugins/CoordgenCommand/CoordgenCommand.swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("#if canImport(XcodeProjectPlugin)"))
        XCTAssertTrue(source.contains("extension CoordgenCommand: XcodeCommandPlugin"))
    }

    func testPluginRunsCoordgenInThePackageOnlyWithWritePermission() throws {
        guard let swift = findExecutable("swift") else { throw XCTSkip("swift is not on PATH") }
        // coordgen as an artifact bundle for this machine's triple.
        let machine = runProcess("uname", ["-m"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #if os(macOS)
            let triple = "\(machine)-apple-macosx"
        #else
            let triple = "\(machine)-unknown-linux-gnu"
        #endif
        let bundle = runProcess(
            "bash",
            [
                Repository.root.appendingPathComponent("scripts/release.sh").path, "bundle", "--variant",
                "\(triple)=\(CoordgenBinary.path)", "--output", package.path,
            ])
        XCTAssertEqual(bundle.status, 0, bundle.stdout + bundle.stderr)
        let plugins = package.appendingPathComponent("Plugins/CoordgenCommand")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("Plugins/CoordgenCommand/CoordgenCommand.swift"),
            to: plugins.appendingPathComponent("CoordgenCommand.swift"))
        let manifest = """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "Team",
                targets: [
                    .binaryTarget(name: "coordgen", path: "coordgen.artifactbundle"),
            \(try pluginDeclaration())
                ]
            )

            """
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))

        let list = runProcess(swift, ["package", "--package-path", package.path, "plugin", "--list"])
        XCTAssertEqual(list.status, 0, list.stdout + list.stderr)
        XCTAssertTrue(list.stdout.contains("‘coordgen’") || list.stdout.contains("'coordgen'"), list.stdout)

        // Without the permission SwiftPM refuses (there is no one to ask), and nothing is written.
        let refused = runProcess(
            swift, ["package", "--package-path", package.path, "coordgen", "new", "project", "Hotel", "--no-xcodeproj"])
        XCTAssertNotEqual(refused.status, 0, refused.stdout + refused.stderr)
        XCTAssertTrue((refused.stdout + refused.stderr).contains("allow-writing-to-package-directory"), refused.stdout + refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: package.appendingPathComponent("Hotel").path))

        let made = runProcess(
            swift,
            [
                "package", "--package-path", package.path, "--allow-writing-to-package-directory", "coordgen", "new", "project", "Hotel",
                "--no-xcodeproj",
            ])
        XCTAssertEqual(made.status, 0, made.stdout + made.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: package.appendingPathComponent("Hotel/.coordgen.yml").path), made.stdout)

        // The next steps are plugin commands (no `cd`, which the plugin cannot do), and they work as printed.
        let output = made.stdout + made.stderr
        let step = "swift package --allow-writing-to-package-directory coordgen --in Hotel new coordinator Reservation --parent App"
        XCTAssertTrue(output.contains(step), output)
        XCTAssertFalse(output.contains("cd Hotel"), output)
        let next = runProcess(
            swift,
            [
                "package", "--package-path", package.path, "--allow-writing-to-package-directory", "coordgen", "--in", "Hotel", "new",
                "coordinator", "Reservation", "--parent", "App",
            ])
        XCTAssertEqual(next.status, 0, next.stdout + next.stderr)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: package.appendingPathComponent("Hotel/Hotel/Coordinators/ReservationCoordinator.swift").path),
            next.stdout + next.stderr)

        // coordgen's own errors come back as the plugin's failure.
        let failed = runProcess(
            swift,
            ["package", "--package-path", package.path, "--allow-writing-to-package-directory", "coordgen", "new", "project", "Hotel"])
        XCTAssertNotEqual(failed.status, 0)
        XCTAssertTrue((failed.stdout + failed.stderr).contains("already exists"), failed.stdout + failed.stderr)
    }
}
