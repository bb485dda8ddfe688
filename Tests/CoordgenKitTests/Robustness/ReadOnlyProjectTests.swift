import Foundation
import XCTest

/// A project the user may read but not write: coordgen must fail before touching anything, say which
/// folder is not writable, and leave every byte as it was.
///
/// Root can write anywhere, and the tests run as root in CI, so the binary runs as `nobody` (uid 65534)
/// through `setpriv`; when the tests already run unprivileged, it runs as is.
final class ReadOnlyProjectTests: BadInputTestCase {
    private static let nobody: UInt32 = 65534

    /// The project is owned by root (0755 folders, 0644 files): `nobody` can read it all and write nothing.
    static let readOnly: [BadInput] = [
        BadInput(
            label: "read-only project, coordinator with parent", arguments: ["new", "coordinator", "Payment", "--parent", "App"],
            message: "is not writable"),
        BadInput(
            label: "read-only project, coordinator", arguments: ["new", "coordinator", "Payment", "--no-tests"],
            message: "is not writable"),
        BadInput(
            label: "read-only project, screen", arguments: ["new", "screen", "Details", "--coordinator", "App"],
            message: "is not writable"),
        BadInput(
            label: "project after chmod -R a-w", arguments: ["new", "coordinator", "Payment", "--parent", "App"],
            prepare: { _ = runProcess("chmod", ["-R", "a-w", $0.project.path]) }, message: "is not writable"),
        BadInput(
            label: "read-only folder for a new project", arguments: ["new", "project", "Motel"], directory: ".",
            message: "Motel"),
        // Partly writable: files already staged in the writable folders must be removed again.
        BadInput(
            label: "only the screens folder read-only", arguments: ["new", "coordinator", "Payment", "--parent", "App"],
            prepare: { try giveToNobody($0.project, except: "Hotel/Screens") }, message: "the folder Screens is not writable"),
        BadInput(
            label: "only the tests folder read-only", arguments: ["new", "coordinator", "Payment", "--parent", "App"],
            prepare: { try giveToNobody($0.project, except: "HotelTests") }, message: "the folder HotelTests is not writable"),
    ]

    /// Makes `nobody` the owner of the project, except one folder, which stays root's (and so read-only).
    private static func giveToNobody(_ project: URL, except folder: String) throws {
        let results = [
            runProcess("chown", ["-R", "\(nobody):\(nobody)", project.path]),
            runProcess("chown", ["-R", "0:0", project.appendingPathComponent(folder).path]),
        ]
        if let failed = results.first(where: { $0.status != 0 }) {
            throw BadInputFixture.FixtureError(message: "chown failed: \(failed.stderr)")
        }
    }

    func testReadOnlyProjectIsRefusedForAnUnprivilegedUser() throws {
        assertAllRefused(Self.readOnly, runner: try unprivilegedRunner())
    }

    func testWritableProjectWorksForTheSameUser() throws {
        let run = try unprivilegedRunner()
        // The control case: the same user succeeds once it may write, so the refusals above are about
        // permissions, not about running as nobody.
        XCTAssertEqual(runProcess("chown", ["-R", "\(Self.nobody):\(Self.nobody)", project.path]).status, 0)
        let result = run(["new", "coordinator", "Payment", "--parent", "App"], project)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: project.appendingPathComponent("Hotel/Coordinators/PaymentCoordinator.swift").path))
    }

    /// Runs coordgen as an unprivileged user: `nobody` through `setpriv` when the tests run as root.
    /// The binary is copied to a folder everyone can read, so the build folder's permissions do not matter.
    private func unprivilegedRunner() throws -> Runner {
        guard getuid() == 0 else {
            return { arguments, directory in CoordgenBinary.run(arguments, in: directory) }
        }
        guard let setpriv = findExecutable("setpriv") else {
            throw XCTSkip("running as root and setpriv (util-linux) is missing, so there is no unprivileged user to run coordgen as")
        }
        let binaryFolder = try Repository.temporaryDirectory("nobody-bin")
        addTeardownBlock { try? FileManager.default.removeItem(at: binaryFolder) }
        let binary = binaryFolder.appendingPathComponent("coordgen")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: CoordgenBinary.path), to: binary)
        for folder in [binaryFolder, workspace!] {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path)
        }
        let home = workspace.path
        let run: Runner = { arguments, directory in
            let result = runProcess(
                setpriv, ["--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", binary.path] + arguments,
                environment: ["HOME": home], currentDirectory: directory
            )
            return CoordgenBinary.Result(status: result.status, stdout: result.stdout, stderr: result.stderr)
        }
        let probe = run(["--version"], workspace)
        guard probe.status == 0 else {
            throw XCTSkip("coordgen cannot run as uid \(Self.nobody) here (\(probe.status)): \(probe.output)")
        }
        return run
    }
}
