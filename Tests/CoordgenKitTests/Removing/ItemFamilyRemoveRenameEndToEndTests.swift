import Foundation
import XCTest

@testable import CoordgenKit

/// `remove` and `rename` in the item family (SwiftUI coordinators showing screens and child flows by
/// setting optional items their views bind, `shape.items`): a new flow with a screen and a presented
/// child, renamed (the app type-checks, no identifier keeps the old name) and renamed back, then
/// removed: every file as it was, byte for byte. The app's own flow renames and type-checks too.
final class ItemFamilyRemoveRenameEndToEndTests: XCTestCase {
    private let fixture = "PublishedItemCoordinators"

    private func adopted() throws -> (app: URL, shape: AppShape) {
        let app = try ExistingApps.copy(fixture)
        let initRun = CoordgenBinary.run(["init"], in: app)
        XCTAssertEqual(initRun.status, 0, initRun.output)
        return (app, try Project.load(app.appendingPathComponent(Project.configFileName)).appShape)
    }

    private func run(_ arguments: [String], in app: URL, file: StaticString = #filePath, line: UInt = #line) {
        let result = CoordgenBinary.run(arguments, in: app)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.output)", file: file, line: line)
    }

    private func assertTypeChecks(_ app: URL, _ shape: AppShape, after step: String, file: StaticString = #filePath, line: UInt = #line) {
        let folder = shape.project.appFolder ?? shape.project.appTarget ?? fixture
        do {
            _ = try SwiftCompiler.typeCheck(
                appSources: ExistingApps.swiftFilesOf(app, under: folder), moduleName: shape.module,
                swiftVersion: Int(shape.project.swiftVersion ?? "5") ?? 5, frameworks: .swiftUI, deploymentTarget: shape.project.deploymentTarget)
        } catch let failure as SwiftCompiler.Failure {
            XCTFail("\(step): \(failure.errors.map(\.description).joined(separator: "\n"))", file: file, line: line)
        } catch {
            XCTFail("\(step): \(error)", file: file, line: line)
        }
    }

    /// The lines of the app's Swift files that still spell `word` (in code only, with `inCodeOnly`: not
    /// in a comment or a string), and the paths that do.
    private func lines(of app: URL, spelling word: String, inCodeOnly: Bool = false) throws -> [String] {
        try GoldenTree.listFiles(app).filter { $0.hasSuffix(".swift") }.flatMap { path in
            try String(contentsOf: app.appendingPathComponent(path), encoding: .utf8).split(separator: "\n")
                .filter { $0.localizedCaseInsensitiveContains(word) }
                .filter { !inCodeOnly || !($0.trimmingCharacters(in: .whitespaces).hasPrefix("//") || $0.contains("\"\(word)\"")) }
                .map { "\(path): \($0)" }
        } + GoldenTree.listFiles(app).filter { $0.contains(word) }
    }

    func testANewFlowWithAScreenAndAChildIsRenamedThenRemovedByteForByte() throws {
        let (app, shape) = try adopted()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        let before = TreeSnapshot(app)
        run(["new", "coordinator", "Reservation", "--parent", shape.naming.root], in: app)
        run(["new", "screen", "Details", "--coordinator", "Reservation"], in: app)
        run(["new", "coordinator", "Payment", "--parent", "Reservation", "--present"], in: app)

        run(["rename", "coordinator", "Reservation", "Booking"], in: app)
        XCTAssertEqual(try lines(of: app, spelling: "Reservation"), [])
        assertTypeChecks(app, shape, after: "rename coordinator Reservation Booking")
        run(["rename", "screen", "Details", "Summary"], in: app)
        // A screen's name in comments and strings stays as in every family (rename screen renames code).
        XCTAssertEqual(try lines(of: app, spelling: "Details", inCodeOnly: true), [])
        assertTypeChecks(app, shape, after: "rename screen Details Summary")
        run(["rename", "screen", "Summary", "Details"], in: app)
        run(["rename", "coordinator", "Booking", "Reservation"], in: app)

        // Reservation starts Payment (openPayment(), the verb its screens' items are set with too).
        let refused = CoordgenBinary.run(["remove", "coordinator", "Reservation"], in: app)
        XCTAssertEqual(refused.status, 1, refused.output)
        XCTAssertTrue(refused.stderr.contains("starts Payment, so nothing was removed"), refused.stderr)
        run(["remove", "screen", "Details", "--coordinator", "Reservation"], in: app)
        run(["remove", "coordinator", "Reservation", "--recursive"], in: app)
        let after = TreeSnapshot(app)
        let differences = Set(before.files.keys).union(after.files.keys).sorted().filter { before.files[$0] != after.files[$0] }
        XCTAssertEqual(after, before, "not restored byte for byte: \(differences)")
    }

    func testTheAppsOwnFlowIsRenamedAndTypeChecks() throws {
        let (app, shape) = try adopted()
        defer { try? FileManager.default.removeItem(at: app.deletingLastPathComponent()) }
        run(["rename", "coordinator", "Reader", "Journal"], in: app)
        XCTAssertEqual(try lines(of: app, spelling: "Reader"), [])
        assertTypeChecks(app, shape, after: "rename coordinator Reader Journal")
        run(["rename", "screen", "Page", "Leaf"], in: app)
        assertTypeChecks(app, shape, after: "rename screen Page Leaf")
        XCTAssertTrue(FileManager.default.fileExists(atPath: app.appendingPathComponent("Library/Screens/LeafViewModel.swift").path))
    }
}
