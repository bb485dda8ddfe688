import Foundation
import XCTest

/// What an app folder someone else wrote can hold, through the built binary (issue 28): a FIFO named
/// like a Swift file, a template linked to a secret outside the project, names that differ only in case,
/// control characters in the config, a locked or non-UTF-8 parent file, dangling links where files go,
/// a huge Swift file. Each is either read around and named, or refused in one line with every byte of
/// the workspace as it was.
final class HostileTreeTests: EndToEndTestCase {
    private static let parentFile = "Hotel/Coordinators/AppCoordinator.swift"

    // MARK: 1. A FIFO named X.swift

    /// Before the fix every one of these commands blocked forever opening the FIFO for reading, holding
    /// the project's lock; each runs here under a 60-second timeout, so a regression fails instead of
    /// hanging CI.
    func testAFIFONamedLikeASwiftFileIsSkippedAndNamedWithoutBlocking() throws {
        let fifo = project.appendingPathComponent("Hotel/Screens/X.swift")
        try FileManager.default.createDirectory(at: fifo.deletingLastPathComponent(), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0, String(cString: strerror(errno)))

        let tree = try coordgenWithTimeout(["tree"])
        XCTAssertEqual(tree.status, 0, tree.output)
        XCTAssertTrue(tree.stdout.contains("Hotel/Screens/X.swift:1: the file is a FIFO (named pipe), not a regular file"), tree.stdout)

        let doctor = try coordgenWithTimeout(["doctor"])
        XCTAssertTrue(doctor.stdout.contains("Hotel/Screens/X.swift:1: note: skipped: the file is a FIFO (named pipe)"), doctor.output)

        let new = try coordgenWithTimeout(["new", "coordinator", "Reservation", "--parent", "App"])
        XCTAssertEqual(new.status, 0, new.output)
        XCTAssertTrue(
            new.stdout.contains("note: skipped Hotel/Screens/X.swift: it is a FIFO (named pipe), not a regular file"), new.stdout)

        let rename = try coordgenWithTimeout(["rename", "coordinator", "Reservation", "Booking"])
        XCTAssertEqual(rename.status, 0, rename.output)

        // `init` reads the same sources.
        try FileManager.default.removeItem(at: project.appendingPathComponent(".coordgen.yml"))
        let adopt = try coordgenWithTimeout(["init"])
        XCTAssertEqual(adopt.status, 0, adopt.output)
        XCTAssertTrue(
            adopt.stdout.contains("note: skipped Hotel/Screens/X.swift: it is a FIFO (named pipe), not a regular file"), adopt.stdout)
    }

    func testAFIFOWhereANewFileGoesIsAConflictNotAHang() throws {
        let fifo = project.appendingPathComponent("Hotel/Coordinators/ReservationCoordinator.swift")
        XCTAssertEqual(mkfifo(fifo.path, 0o644), 0, String(cString: strerror(errno)))
        let new = try coordgenWithTimeout(["new", "coordinator", "Reservation", "--parent", "App"])
        XCTAssertEqual(new.status, 1, new.output)
        XCTAssertTrue(
            new.stderr.contains("Hotel/Coordinators/ReservationCoordinator.swift: is a FIFO (named pipe), not a regular file"), new.stderr)
    }

    /// The project's own files are read the same way: a FIFO named `.coordgen.yml` or
    /// `project.pbxproj` is unreadable, not a read that waits forever for a writer.
    func testAFIFOInPlaceOfTheConfigOrTheProjectFileDoesNotBlock() throws {
        let pbxproj = project.appendingPathComponent("Hotel.xcodeproj/project.pbxproj")
        try FileManager.default.removeItem(at: pbxproj)
        XCTAssertEqual(mkfifo(pbxproj.path, 0o644), 0, String(cString: strerror(errno)))
        let new = try coordgenWithTimeout(["new", "coordinator", "Reservation", "--parent", "App"], seconds: 30)
        XCTAssertNotEqual(new.status, 0, new.output)
        XCTAssertTrue(new.stderr.contains("project.pbxproj"), new.stderr)

        let config = project.appendingPathComponent(".coordgen.yml")
        try FileManager.default.removeItem(at: config)
        XCTAssertEqual(mkfifo(config.path, 0o644), 0, String(cString: strerror(errno)))
        // `tree` reads the app as it is when the config cannot be read; it must only finish.
        _ = try coordgenWithTimeout(["tree"], seconds: 30)
        let screen = try coordgenWithTimeout(["new", "screen", "Details", "--coordinator", "App"], seconds: 30)
        XCTAssertNotEqual(screen.status, 0, screen.output)
        XCTAssertTrue(screen.stderr.contains(".coordgen.yml"), screen.stderr)
    }

    // MARK: 2. A project's template linked outside it

    func testAConfiguredTemplateLinkedOutsideTheProjectIsRefused() throws {
        let secret = workspace.appendingPathComponent("secret.txt")
        try Data("TOP SECRET\n".utf8).write(to: secret)
        let template = project.appendingPathComponent("tpl/uikit/coordinator/Coordinator.swift.stencil")
        try FileManager.default.createDirectory(at: template.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: template.path, withDestinationPath: secret.path)
        try appendToConfig("templates: tpl\n")

        assertRefused(
            ["new", "coordinator", "Reservation", "--parent", "App"],
            saying: "tpl/uikit/coordinator/Coordinator.swift.stencil (templates in .coordgen.yml) is outside the project")
        let result = coordgen("new", "coordinator", "Reservation", "--parent", "App")
        XCTAssertTrue(result.stderr.contains("through a symbolic link"), result.stderr)
        XCTAssertFalse(result.output.contains("TOP SECRET"), result.output)
    }

    func testAConfiguredTemplatesFolderOutsideTheProjectIsRefusedButTheCommandLineMayNameIt() throws {
        let outside = workspace.appendingPathComponent("shared-templates/uikit/coordinator")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("tpl").path,
            withDestinationPath: workspace.appendingPathComponent("shared-templates").path)
        try appendToConfig("templates: tpl\n")
        assertRefused(
            ["new", "coordinator", "Reservation", "--parent", "App"], saying: "(templates in .coordgen.yml) is outside the project")

        // Named by the user on the command line, a folder outside the project is theirs to use.
        let named = coordgen(
            "new", "coordinator", "Reservation", "--parent", "App", "--templates", workspace.appendingPathComponent("shared-templates").path
        )
        XCTAssertEqual(named.status, 0, named.output)
    }

    // MARK: 3. Names that differ only in case

    func testANewFileThatDiffersOnlyInCaseFromAnExistingOneIsRefused() throws {
        XCTAssertEqual(coordgen("new", "coordinator", "Profile", "--parent", "App").status, 0)
        let written = try String(
            contentsOf: project.appendingPathComponent("Hotel/Coordinators/ProfileCoordinator.swift"), encoding: .utf8)
        let line = try XCTUnwrap(written.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("class ProfileCoordinator") }) + 1
        // The duplicate-type check sees it first, naming every existing type and where.
        assertRefused(
            ["new", "coordinator", "pro-file", "--parent", "App"],
            saying:
                "ProFileCoordinator differs only in case from class ProfileCoordinator, declared at Hotel/Coordinators/ProfileCoordinator.swift:\(line)"
        )
        // A file of the same name that declares no such type is found by its path.
        try write("// notes\n", to: "Hotel/Coordinators/PaymentCoordinator.swift")
        assertRefused(
            ["new", "coordinator", "PAYMENT", "--parent", "App"],
            saying:
                "Hotel/Coordinators/PAYMENTCoordinator.swift would replace Hotel/Coordinators/PaymentCoordinator.swift on a case-insensitive disk"
        )

        XCTAssertEqual(coordgen("new", "screen", "Details", "--coordinator", "App").status, 0)
        assertRefused(["new", "screen", "DETAILS", "--coordinator", "App"], saying: "on a case-insensitive disk")
    }

    func testATypeThatDiffersOnlyInCaseIsRefusedNamingTheExistingOne() throws {
        try write("final class ProfileCoordinator {}\n", to: "Hotel/Legacy/Flows.swift")
        assertRefused(
            ["new", "coordinator", "pro-file", "--parent", "App"],
            saying: "ProFileCoordinator differs only in case from class ProfileCoordinator, declared at Hotel/Legacy/Flows.swift:1")
    }

    func testARenameThatChangesOnlyCaseIsRefusedRatherThanLosingTheFile() throws {
        XCTAssertEqual(coordgen("new", "coordinator", "Profile", "--parent", "App").status, 0)
        assertRefused(["rename", "coordinator", "Profile", "ProFile"], saying: "on a case-insensitive disk")
    }

    // MARK: 4. Control characters in the config

    func testControlCharactersInConfigValuesAreRefusedNamingTheKey() throws {
        let config = try String(contentsOf: project.appendingPathComponent(".coordgen.yml"), encoding: .utf8)
        try Data(config.replacingOccurrences(of: "name: Hotel", with: "name: \"Ho\\0tel\"").utf8)
            .write(to: project.appendingPathComponent(".coordgen.yml"))
        assertRefused(["new", "coordinator", "Reservation", "--parent", "App"], saying: "'name' contains the control character \\0")

        try Data(config.replacingOccurrences(of: "name: Hotel", with: "name: \"Ho\\ntel\"").utf8)
            .write(to: project.appendingPathComponent(".coordgen.yml"))
        assertRefused(["new", "coordinator", "Reservation", "--parent", "App"], saying: "'name' contains the control character \\n")

        try Data(config.replacingOccurrences(of: "name: Hotel", with: "name: Hotel\norganization: \"A\\eB\"").utf8)
            .write(to: project.appendingPathComponent(".coordgen.yml"))
        assertRefused(
            ["new", "coordinator", "Reservation", "--parent", "App"], saying: "'organization' contains the control character \\u{1B}")
    }

    // MARK: 5. A locked parent file

    /// Mode bits decide, so this holds when the tests run as root (who may write anything).
    func testAReadOnlyParentFileIsRefusedNamingIt() throws {
        XCTAssertEqual(chmod(project.appendingPathComponent(Self.parentFile).path, 0o444), 0)
        assertRefused(
            ["new", "coordinator", "Reservation", "--parent", "App"],
            saying: "Hotel/Coordinators/AppCoordinator.swift is locked: the file is not writable (mode 444)")
        let result = coordgen("new", "coordinator", "Reservation", "--parent", "App")
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
    }

    // MARK: 6. A parent file that is not UTF-8

    func testANonUTF8ParentIsNamedWithWhere() throws {
        let url = project.appendingPathComponent(Self.parentFile)
        var bytes = try Data(contentsOf: url)
        let text = String(decoding: bytes, as: UTF8.self)
        let firstLineBreak = try XCTUnwrap(text.utf8.firstIndex(of: UInt8(ascii: "\n")))
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: firstLineBreak)
        bytes.insert(0xE9, at: offset)  // a Latin-1 "é" at the end of line 1
        try bytes.write(to: url)
        assertRefused(
            ["new", "coordinator", "Reservation", "--parent", "App"],
            saying: "Hotel/Coordinators/AppCoordinator.swift is not UTF-8 text (byte \(offset), 0xE9, on line 1)")
        let tree = coordgen("tree")
        XCTAssertTrue(
            tree.stdout.contains("AppCoordinator.swift:1: the file is not UTF-8 text (byte \(offset), 0xE9, on line 1)"), tree.stdout)
    }

    // MARK: 7. Dangling symbolic links where files go

    func testADanglingLinkWhereANewFileGoesIsRefusedNamingIt() throws {
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("Hotel/Coordinators/ReservationCoordinator.swift").path,
            withDestinationPath: "gone.swift")
        assertRefused(
            ["new", "coordinator", "Reservation", "--parent", "App"],
            saying: "Hotel/Coordinators/ReservationCoordinator.swift is a symbolic link to gone.swift, which does not exist, where it goes")
    }

    func testADanglingLinkedFolderOnTheWayIsRefusedNamingIt() throws {
        try FileManager.default.removeItem(at: project.appendingPathComponent("HotelTests"))
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("HotelTests").path, withDestinationPath: "/nonexistent-coordgen-folder")
        let before = TreeSnapshot(workspace)
        let result = coordgen("new", "coordinator", "Reservation", "--parent", "App")
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(
            result.stderr.contains(
                "HotelTests is a symbolic link to /nonexistent-coordgen-folder, which does not exist, on the way to HotelTests/ReservationCoordinatorTests.swift"
            ), result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").count, 1, result.stderr)
        XCTAssertEqual(TreeSnapshot(workspace), before)
    }

    // MARK: 8. A Swift file larger than coordgen reads

    func testASwiftFileOverTheSizeLimitIsSkippedWithANote() throws {
        let line = "let generatedConstant = \"0123456789012345678901234567890123456789\"\n"
        let text = String(repeating: line, count: 2_200_000 / line.utf8.count + 1)
        try write(text, to: "Hotel/Generated/Strings.swift")
        let tree = try coordgenWithTimeout(["tree"])
        XCTAssertEqual(tree.status, 0, tree.output)
        XCTAssertTrue(
            tree.stdout.contains("Hotel/Generated/Strings.swift:1: the file is 2.2 MB, larger than the 2 MB coordgen reads"), tree.stdout)
        let new = coordgen("new", "coordinator", "Reservation", "--parent", "App")
        XCTAssertEqual(new.status, 0, new.output)
    }

    // MARK: Helpers

    private func appendToConfig(_ text: String) throws {
        let url = project.appendingPathComponent(".coordgen.yml")
        try Data((try String(contentsOf: url, encoding: .utf8) + text).utf8).write(to: url)
    }

    /// Runs the binary, killing it after `seconds`: a command that hangs fails the test instead of CI.
    private func coordgenWithTimeout(_ arguments: [String], seconds: Double = 60) throws -> CoordgenBinary.Result {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("coordgen-out-\(UUID().uuidString)")
        let error = FileManager.default.temporaryDirectory.appendingPathComponent("coordgen-err-\(UUID().uuidString)")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        FileManager.default.createFile(atPath: error.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: error)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CoordgenBinary.path)
        process.arguments = arguments
        process.currentDirectoryURL = project
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + seconds) == .timedOut {
            process.terminate()
            _ = Foundation.kill(process.processIdentifier, SIGKILL)
            XCTFail("coordgen \(arguments.joined(separator: " ")) did not finish in \(Int(seconds)) s")
        }
        process.waitUntilExit()
        return CoordgenBinary.Result(
            status: process.terminationStatus, stdout: String(decoding: try Data(contentsOf: output), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: error), as: UTF8.self))
    }
}
