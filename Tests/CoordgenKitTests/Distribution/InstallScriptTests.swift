import Foundation
import XCTest

/// `./install.sh` as a normal user: the README's `./install.sh && coordgen new project Hotel` must find
/// `coordgen` in the same shell. The script runs as an unprivileged user (`nobody` through `setpriv`
/// when the tests run as root) with a stand-in `swift` that "builds" a tiny binary, so the test checks
/// where the script installs and what it says, in seconds, without a release build.
final class InstallScriptTests: XCTestCase {
    private static let nobody: UInt32 = 65534
    private var workspace: URL!

    override func setUpWithError() throws {
        if getuid() != 0, access("/usr/local/bin", W_OK) == 0 {
            throw XCTSkip("/usr/local/bin is writable for this user, so install.sh would replace a real coordgen there")
        }
        workspace = try Repository.temporaryDirectory("install-script")
        addTeardownBlock { [workspace] in try? FileManager.default.removeItem(at: workspace!) }
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: workspace.path)
    }

    /// A home folder with no folder of PATH in it (a fresh account): the binary goes to ~/.local/bin,
    /// and the script prints the profile line and the full path; that line, run in the same shell,
    /// makes the README's next command work.
    func testWithoutAHomeFolderOnPathItInstallsToLocalBinAndPrintsThePathLine() throws {
        let home = try folder("home")
        let result = try runInstall(home: home, path: "/usr/bin:/bin")
        XCTAssertEqual(result.status, 0, result.output)
        let installed = home.appendingPathComponent(".local/bin/coordgen").path
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: installed), result.output)
        XCTAssertTrue(result.output.contains("    export PATH=\"\(home.path)/.local/bin:$PATH\""), result.output)
        XCTAssertTrue(result.output.contains("next: \(installed) new project Hotel"), result.output)

        let chained = try runShell(
            "./install.sh >out.txt && eval \"$(grep '^    export PATH=' out.txt)\" && coordgen --version", home: home,
            path: "/usr/bin:/bin")
        XCTAssertEqual(chained.status, 0, chained.output)
        XCTAssertTrue(chained.output.contains("coordgen stand-in"), chained.output)
    }

    /// A writable folder of PATH in the home folder (~/bin here): the binary goes there, so
    /// `./install.sh && coordgen …` works as the README writes it.
    func testAHomeFolderOnPathIsUsedSoTheChainedCommandWorks() throws {
        let home = try folder("home")
        let bin = try folder("home/bin")
        let path = "\(bin.path):/usr/bin:/bin"
        let chained = try runShell("./install.sh && coordgen --version", home: home, path: path)
        XCTAssertEqual(chained.status, 0, chained.output)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("coordgen").path))
        XCTAssertTrue(chained.output.contains("next: coordgen new project Hotel"), chained.output)
        XCTAssertFalse(chained.output.contains("not on your PATH"), chained.output)
        XCTAssertTrue(chained.output.contains("coordgen stand-in"), chained.output)
    }

    // MARK: - Running the script as a normal user

    private func folder(_ relative: String) throws -> URL {
        let url = workspace.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        if getuid() == 0 {
            for path in [url.path] { _ = chown(path, Self.nobody, Self.nobody) }
        }
        return url
    }

    private func runInstall(home: URL, path: String) throws -> (status: Int32, output: String) {
        try runShell("./install.sh", home: home, path: path)
    }

    /// Runs `command` with bash in a copy of the repository's install.sh beside a stand-in `swift`,
    /// as an unprivileged user with `home` as HOME and `path` (plus the stand-in's folder) as PATH.
    private func runShell(_ command: String, home: URL, path: String) throws -> (status: Int32, output: String) {
        let clone = workspace.appendingPathComponent("clone-\(UUID().uuidString)")
        let tools = clone.appendingPathComponent("stand-in-tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Repository.root.appendingPathComponent("install.sh"), to: clone.appendingPathComponent("install.sh"))
        let swift = tools.appendingPathComponent("swift")
        try Data(Self.standInSwift.utf8).write(to: swift)
        for (file, mode) in [(clone, 0o777), (tools, 0o755), (swift, 0o755)] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        }
        // pkg-config answers for libxml2 the way a machine that has it does, so no apt step runs.
        let pkgConfig = tools.appendingPathComponent("pkg-config")
        try Data("#!/bin/sh\nexit 0\n".utf8).write(to: pkgConfig)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: pkgConfig.path)

        let environment = ["HOME": home.path, "PATH": "\(path):\(tools.path)", "SHELL": "/bin/bash"]
        let arguments = ["-c", command]
        let result: (status: Int32, stdout: String, stderr: String)
        if getuid() == 0 {
            guard let setpriv = findExecutable("setpriv") else {
                throw OptionalTool.missing("running as root and setpriv (util-linux) is missing: no normal user to install as")
            }
            let env = findExecutable("env") ?? "/usr/bin/env"
            result = runProcess(
                setpriv,
                ["--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", env, "-i"]
                    + environment.map { "\($0.key)=\($0.value)" } + ["/bin/bash"] + arguments,
                currentDirectory: clone)
        } else {
            result = runProcess("/bin/bash", arguments, environment: environment, currentDirectory: clone)
        }
        return (result.status, result.stdout + result.stderr)
    }

    /// `swift build … --show-bin-path` prints a folder; `swift build …` puts a `coordgen` there that
    /// answers `--version`.
    private static let standInSwift = """
        #!/bin/sh
        bin="$(pwd)/stand-in-build"
        case " $* " in *" --show-bin-path "*) echo "$bin"; exit 0 ;; esac
        mkdir -p "$bin"
        printf '#!/bin/sh\\necho "coordgen stand-in 0.0.0"\\n' > "$bin/coordgen"
        chmod 755 "$bin/coordgen"

        """
}
