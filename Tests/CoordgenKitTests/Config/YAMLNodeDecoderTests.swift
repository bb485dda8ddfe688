import Foundation
import XCTest
import Yams

@testable import CoordgenKit

/// `.coordgen.yml` is decoded without Yams' `YAMLDecoder` (whose run-time protocol casts cost a third
/// of a small command): the result and the errors must be the same as Yams' for every config coordgen
/// writes and for the mistakes people make.
final class YAMLNodeDecoderTests: XCTestCase {
    private func bothDecoders(
        _ text: String
    ) throws -> (ours: Result<ProjectConfig, DecodingError>, yams: Result<ProjectConfig, DecodingError>) {
        let node = try XCTUnwrap(try Yams.compose(yaml: text))
        func run(_ decode: () throws -> ProjectConfig) -> Result<ProjectConfig, DecodingError> {
            do { return .success(try decode()) } catch let error as DecodingError { return .failure(error) } catch {
                XCTFail("\(error)")
                fatalError()
            }
        }
        return (
            run { try YAMLNodeDecoder.decode(ProjectConfig.self, from: node) },
            run { try YAMLDecoder().decode(ProjectConfig.self, from: node) }
        )
    }

    func testEveryConfigCoordgenWritesDecodesAsYamsDecodesIt() throws {
        let golden = Repository.root.appendingPathComponent("Tests/CoordgenKitTests/Golden")
        var configs: [URL] = []
        for folder in ["Init", "uikit/1-new-project", "router/1-new-project", "swiftui/1-new-project"] {
            let url = golden.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) where name.hasSuffix("coordgen.yml") {
                configs.append(url.appendingPathComponent(name))
            }
        }
        XCTAssertGreaterThan(configs.count, 25)
        for url in configs {
            let (ours, yams) = try bothDecoders(String(contentsOf: url, encoding: .utf8))
            switch (ours, yams) {
            case (.success(let mine), .success(let theirs)):
                XCTAssertEqual(mine, theirs, url.lastPathComponent)
            default:
                XCTFail("\(url.lastPathComponent): \(ours) vs \(yams)")
            }
        }
    }

    func testMistakesAreTheSameDecodingErrors() throws {
        let mistakes = [
            "name: Hotel\nstyle: uikit\n",
            "name: Hotel\nstyle: uikit\npaths: [a, b]\n",
            "name: Hotel\nstyle: nope\npaths: {coordinators: C, screens: S, tests: T}\n",
            "name: [Hotel]\nstyle: uikit\npaths: {coordinators: C, screens: S, tests: T}\n",
            "name: Hotel\nstyle: uikit\npaths: {coordinators: C, screens: S, tests: T}\nformat: {indentation: spaces, width: four}\n",
        ]
        for text in mistakes {
            let (ours, yams) = try bothDecoders(text)
            guard case .failure(let mine) = ours, case .failure(let theirs) = yams else {
                XCTFail("both should fail: \(text)\n\(ours)\n\(yams)")
                continue
            }
            XCTAssertEqual(Self.summary(mine), Self.summary(theirs), text)
        }
    }

    /// The parts of an error the messages use: its kind, the coding path and the description.
    private static func summary(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String { keys.map(\.stringValue).joined(separator: ".") }
        switch error {
        case .keyNotFound(let key, let context): return "keyNotFound \(path(context.codingPath + [key]))"
        case .typeMismatch(_, let context): return "typeMismatch \(path(context.codingPath)): \(context.debugDescription)"
        case .valueNotFound(_, let context): return "valueNotFound \(path(context.codingPath))"
        case .dataCorrupted(let context): return "dataCorrupted \(path(context.codingPath)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
