import Foundation
import XCTest

@testable import CoordgenKit

extension ExistingApps {
    /// A copy of the fixture `name` after a successful `coordgen init`, with the shape init recorded;
    /// the copy's workspace is appended to `workspaces` for the test's tear-down to delete.
    static func adopted(
        _ name: String, into workspaces: inout [URL], file: StaticString = #filePath, line: UInt = #line
    ) throws -> (app: URL, shape: AppShape, output: String) {
        let app = try copy(name)
        workspaces.append(app.deletingLastPathComponent())
        let result = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(result.status, 0, result.output, file: file, line: line)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape, result.stdout)
    }

    /// Fails with the compiler's errors, per setting, unless the app's sources under its app folder
    /// type-check in each of `settings` against the stand-ins its files import.
    static func assertTypeChecks(
        _ app: URL, _ shape: AppShape, in settings: [LanguageSettings] = [LanguageSettings(mode: .swift5Minimal)],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let appFolder = try XCTUnwrap(shape.project.appFolder, file: file, line: line)
        for cell in settings {
            do {
                _ = try SwiftCompiler.typeCheck(
                    appSources: swiftFilesOf(app, under: appFolder), moduleName: shape.module, settings: cell,
                    frameworks: frameworks(of: app), deploymentTarget: shape.project.deploymentTarget)
            } catch let failure as SwiftCompiler.Failure {
                XCTFail("\(cell):\n\(failure.errors.map(\.description).joined(separator: "\n"))", file: file, line: line)
            }
        }
    }

    /// Runs each command in `app`, each expected to succeed, and fails unless the tree is then exactly
    /// what it was before them (`new coordinator` then `remove coordinator` gives back every byte).
    static func assertGivesBackEveryByte(
        _ app: URL, running commands: [[String]], file: StaticString = #filePath, line: UInt = #line
    ) {
        let original = TreeSnapshot(app)
        for arguments in commands {
            let result = CoordgenBinary.run(arguments, in: app)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)", file: file, line: line)
        }
        XCTAssertEqual(TreeSnapshot(app), original, file: file, line: line)
    }
}
