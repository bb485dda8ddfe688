import Foundation
import XCTest

/// Many coordgen commands at once in one project: the project lock must serialise them so that no
/// case, method or file is lost, and the project still type-checks afterwards.
final class ConcurrencyStressTests: EndToEndTestCase {
    func testManyConcurrentCommandsLoseNothing() throws {
        // Round 1: sixteen flows under App and four screens on App, all at once (every one edits
        // CoordinatorType.swift or AppCoordinator.swift). Round 2: a child under each of eight round-1
        // flows, plus screens on them, so parents being edited are files written in round 1.
        let flows = (1...16).map { "Flow\($0)" }
        let screens = (1...4).map { "Screen\($0)" }
        var round1 = flows.enumerated().map { index, name in
            ["new", "coordinator", name, "--parent", "App"] + (index % 3 == 0 ? ["--present"] : [])
        }
        round1 += screens.map { ["new", "screen", $0, "--coordinator", "App"] }
        assertAllSucceed(runConcurrently(round1))

        let children = flows.prefix(8).map { "\($0)Child" }
        var round2 = zip(children, flows).map { ["new", "coordinator", $0, "--parent", $1] }
        round2 += flows.suffix(4).map { ["new", "screen", "\($0)Detail", "--coordinator", $0] }
        assertAllSucceed(runConcurrently(round2))

        let enumText = try read("Hotel/Coordinators/CoordinatorType.swift")
        let census = try XCTUnwrap(EnumCaseCensus(of: enumText), enumText)
        let expectedCases = ["app"] + (flows + children).map { "flow" + $0.dropFirst(4) }
        XCTAssertEqual(census.direct.sorted(), expectedCases.sorted(), enumText)

        let app = try read("Hotel/Coordinators/AppCoordinator.swift")
        for name in flows {
            // Once in the protocol, once in the class.
            XCTAssertEqual(app.components(separatedBy: "func open\(name)Coordinator()").count, 3, "\(name):\n\(app)")
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: project.appendingPathComponent("Hotel/Coordinators/\(name)Coordinator.swift").path))
        }
        for screen in screens {
            XCTAssertEqual(app.components(separatedBy: "func pushTo\(screen)()").count, 3, "\(screen):\n\(app)")
        }
        for (child, parent) in zip(children, flows) {
            XCTAssertTrue(try read("Hotel/Coordinators/\(parent)Coordinator.swift").contains("func open\(child)Coordinator() {"), child)
        }
        for parent in flows.suffix(4) {
            XCTAssertTrue(try read("Hotel/Coordinators/\(parent)Coordinator.swift").contains("func pushTo\(parent)Detail() {"), parent)
        }
        // No temporary files left behind by any writer.
        XCTAssertEqual(GoldenTree.listFiles(project).filter { $0.contains(".coordgen-") }, [])

        let files = GoldenTree.listFiles(project).filter { $0.hasSuffix(".swift") }
        _ = try SwiftCompiler.typeCheck(
            appSources: files.filter { !$0.hasPrefix("HotelTests/") }.map(project.appendingPathComponent),
            testSources: files.filter { $0.hasPrefix("HotelTests/") }.map(project.appendingPathComponent),
            moduleName: "Hotel", swiftVersion: 6
        )
    }

    func testRacingToAddTheSameFlowAddsItOnce() throws {
        let results = runConcurrently(Array(repeating: ["new", "coordinator", "Payment", "--parent", "App"], count: 6))
        XCTAssertEqual(results.filter { $0.status == 0 }.count, 1, results.map(\.output).joined(separator: "\n"))
        for refused in results where refused.status != 0 {
            XCTAssertEqual(refused.stderr.split(separator: "\n").count, 1, refused.stderr)
            XCTAssertTrue(refused.stderr.contains("already has a case named payment"), refused.stderr)
        }
        let census = try XCTUnwrap(EnumCaseCensus(of: try read("Hotel/Coordinators/CoordinatorType.swift")))
        XCTAssertEqual(census.direct, ["app", "payment"])
        XCTAssertEqual(
            try read("Hotel/Coordinators/AppCoordinator.swift").components(separatedBy: "func openPaymentCoordinator()").count, 3)
    }

    /// Starts every command at the same time and waits for all of them.
    private func runConcurrently(_ commands: [[String]]) -> [CoordgenBinary.Result] {
        let box = ResultBox(count: commands.count)
        let group = DispatchGroup()
        let project = project
        for (index, arguments) in commands.enumerated() {
            // A thread each: a shared pool with two cores would run them two at a time.
            group.enter()
            Thread.detachNewThread {
                box.set(index, CoordgenBinary.run(arguments, in: project))
                group.leave()
            }
        }
        group.wait()
        return box.results
    }

    private func assertAllSucceed(_ results: [CoordgenBinary.Result], file: StaticString = #filePath, line: UInt = #line) {
        for result in results where result.status != 0 {
            XCTFail("a concurrent command failed (\(result.status)): \(result.output)", file: file, line: line)
        }
    }
}

/// Results written from several threads, one slot per command.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [CoordgenBinary.Result?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ result: CoordgenBinary.Result) {
        lock.withLock { slots[index] = result }
    }

    var results: [CoordgenBinary.Result] {
        lock.withLock { slots.compactMap { $0 } }
    }
}
