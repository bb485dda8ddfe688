import Foundation
import XCTest

/// Package.swift as SwiftPM reads it: libxml2 from CLibXML2 on Linux only (the SDK's module on Apple
/// platforms), and the executable product that Mint and the Homebrew formula build.
final class PackageManifestTests: XCTestCase {
    /// The JSON `swift package dump-package` prints, run once for all tests (it compiles the manifest).
    private static let manifestJSON = Result<Data, ManifestError> { () throws(ManifestError) in try dumpPackage() }

    func testCoordgenKitDependsOnCLibXML2OnLinuxOnly() throws {
        let dependencies = try XCTUnwrap(try target("CoordgenKit")["dependencies"] as? [[String: Any]])
        let libxml = try XCTUnwrap(
            dependencies.first { ($0["byName"] ?? $0["target"]).flatMap(Self.dependencyName) == "CLibXML2" },
            "CoordgenKit must still depend on CLibXML2 (on Linux): \(dependencies)")
        let entry = try XCTUnwrap((libxml["target"] ?? libxml["byName"]) as? [Any])
        let condition = try XCTUnwrap(entry.last as? [String: Any], "the CLibXML2 dependency has no condition")
        let platforms = try XCTUnwrap(condition["platformNames"] as? [String])
        XCTAssertEqual(platforms, ["linux"], "CLibXML2 must not be used on Apple platforms, where the SDK has libxml2")
    }

    func testCoordgenKitLinksTheSDKsLibxml2OnApplePlatforms() throws {
        let settings = try XCTUnwrap(try target("CoordgenKit")["settings"] as? [[String: Any]])
        let xml2 = try XCTUnwrap(
            settings.first { "\($0["kind"] ?? "")".contains("xml2") }, "no linker setting for xml2: \(settings)")
        let platforms = (xml2["condition"] as? [String: Any])?["platformNames"] as? [String]
        XCTAssertEqual(platforms.map(Set.init), ["macos", "ios"])
    }

    func testCLibXML2IsASystemLibraryFoundThroughPkgConfig() throws {
        let cLibXML2 = try target("CLibXML2")
        XCTAssertEqual(cLibXML2["type"] as? String, "system")
        XCTAssertEqual(cLibXML2["pkgConfig"] as? String, "libxml-2.0")
    }

    /// Mint installs the package's executable products; the formula builds `--product coordgen`.
    func testCoordgenIsAnExecutableProduct() throws {
        let products = try XCTUnwrap(try manifest()["products"] as? [[String: Any]])
        let coordgen = try XCTUnwrap(products.first { $0["name"] as? String == "coordgen" })
        let type = try XCTUnwrap(coordgen["type"] as? [String: Any])
        XCTAssertNotNil(type["executable"], "coordgen must be an executable product: \(type)")
    }

    // MARK: - Helpers

    private func manifest() throws -> [String: Any] {
        let json = try JSONSerialization.jsonObject(with: try Self.manifestJSON.get())
        return try XCTUnwrap(json as? [String: Any], "dump-package printed no JSON object")
    }

    private func target(_ name: String) throws -> [String: Any] {
        let targets = try XCTUnwrap(try manifest()["targets"] as? [[String: Any]])
        return try XCTUnwrap(targets.first { $0["name"] as? String == name }, "no target \(name)")
    }

    /// The target name in a dependency entry such as `["CLibXML2", null]` or `["CLibXML2", {…}]`.
    private static func dependencyName(_ entry: Any) -> String? {
        (entry as? [Any])?.first as? String
    }

    /// Runs `swift package dump-package` in the repository, with a scratch folder of its own so it
    /// does not wait for the `.build` lock that `swift test` holds.
    private static func dumpPackage() throws(ManifestError) -> Data {
        guard let scratch = try? Repository.temporaryDirectory("dump-package") else {
            throw ManifestError(message: "could not make a temporary folder")
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = runProcess(
            "swift", ["package", "--scratch-path", scratch.path, "dump-package"], currentDirectory: Repository.root)
        guard result.status == 0 else {
            throw ManifestError(message: "swift package dump-package failed (\(result.status)): \(result.stderr)")
        }
        return Data(result.stdout.utf8)
    }

    private struct ManifestError: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
