import Foundation
import XCTest

@testable import CoordgenKit

/// Which targets compile new files, and what synchronized folders already take in.
final class XcodeTargetResolverTests: XCTestCase {
    private let folder = "/work/Hotel"

    private func model(_ fixture: String, _ edit: (String) -> String = { $0 }) throws -> PBXProjectModel {
        let text = edit(String(decoding: try ClassicProjectFixture.bytes(fixture), as: UTF8.self))
        return PBXProjectModel(document: try PBXDocument(bytes: Array(text.utf8), name: fixture), projectFolder: folder)
    }

    private func path(_ relative: String) -> String { PathMath.join(folder, relative) }

    func testSynchronizedFolderMembershipHonoursExceptionSets() throws {
        // The widget shares CoordinatorType.swift through an exception set on the app's folder.
        let shared = "AAAAAAAAAAAAAAAAAAAAAAAA"
        let model = try model("objectVersion-77") { text in
            text.replacingOccurrences(
                of: "/* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */\n",
                with: """
                    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
                    \t\t\(shared) /* Exceptions for "Hotel" folder in "HotelWidget" target */ = {
                    \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    \t\t\tmembershipExceptions = (
                    \t\t\t\tCoordinators/CoordinatorType.swift,
                    \t\t\t);
                    \t\t\ttarget = 330EB29F1D7491C233AC2D63 /* HotelWidget */;
                    \t\t};

                    """
            ).replacingOccurrences(
                of: "\t\t\texceptions = (\n",
                with: "\t\t\texceptions = (\n\t\t\t\t\(shared) /* Exceptions for \"Hotel\" folder in \"HotelWidget\" target */,\n")
        }
        let app = try XCTUnwrap(model.target(named: "Hotel"))
        let widget = try XCTUnwrap(model.target(named: "HotelWidget"))
        XCTAssertEqual(model.synchronizedMembership(of: path("Hotel/Coordinators/AppCoordinator.swift"), in: app), true)
        XCTAssertEqual(model.synchronizedMembership(of: path("Hotel/Info.plist"), in: app), false, "excluded from the app")
        XCTAssertEqual(model.synchronizedMembership(of: path("Hotel/Coordinators/AppCoordinator.swift"), in: widget), false)
        XCTAssertEqual(
            model.synchronizedMembership(of: path("Hotel/Coordinators/CoordinatorType.swift"), in: widget), true, "added to the widget")
        XCTAssertNil(model.synchronizedMembership(of: path("HotelTests/AppCoordinatorTests.swift"), in: app), "a classic folder")
        XCTAssertTrue(model.compiles(app, path("Hotel/Screens/HomeViewController.swift")))
    }

    func testTheRecordedAppTargetBringsItsVariantsThatCompileTheParent() throws {
        // Hotel Dev: a second application target compiling the same sources (a flavour of the app).
        let model = try model("objectVersion-56") { text in
            text.replacingOccurrences(
                of: "/* Begin PBXNativeTarget section */\n",
                with: """
                    /* Begin PBXNativeTarget section */
                    \t\tBBBBBBBBBBBBBBBBBBBBBBBB /* Hotel Dev */ = {
                    \t\t\tisa = PBXNativeTarget;
                    \t\t\tbuildPhases = (
                    \t\t\t\tBDAFED96A6693ED8B05ED4E3 /* Sources */,
                    \t\t\t);
                    \t\t\tname = "Hotel Dev";
                    \t\t\tproductName = "Hotel Dev";
                    \t\t\tproductType = "com.apple.product-type.application";
                    \t\t};

                    """
            ).replacingOccurrences(
                of: "\t\t\t\t52ADFF992778BFD177687702 /* Hotel */,\n\t\t\t\t2082A4E4173B7804B2E0E231",
                with: "\t\t\t\t52ADFF992778BFD177687702 /* Hotel */,\n\t\t\t\tBBBBBBBBBBBBBBBBBBBBBBBB /* Hotel Dev */,\n\t\t\t\t2082A4E4173B7804B2E0E231")
        }
        let parent = path("Hotel/Coordinators/AppCoordinator.swift")
        XCTAssertTrue(model.compiles(try XCTUnwrap(model.target(named: "Hotel Dev")), parent))
        let resolver = XcodeTargetResolver(model: model, choice: XcodeTargetChoice(appTarget: "Hotel"))
        let resolved = try resolver.sourceTargets(newFiles: [path("Hotel/Coordinators/ZebraCoordinator.swift")], editedFiles: [parent])
        XCTAssertEqual(resolved.targets.map(\.name), ["Hotel", "Hotel Dev"])
        XCTAssertEqual(resolved.reason, "the app target named in .coordgen.yml, and Hotel Dev, which compiles AppCoordinator.swift too")
        // A file only the recorded target compiles brings no variant.
        let alone = try XcodeTargetResolver(model: try self.model("objectVersion-56"), choice: XcodeTargetChoice(appTarget: "Hotel"))
            .sourceTargets(newFiles: [path("Hotel/Coordinators/ZebraCoordinator.swift")], editedFiles: [parent])
        XCTAssertEqual(alone.targets.map(\.name), ["Hotel"])
    }

    func testNothingToGoByIsRefused() throws {
        let resolver = XcodeTargetResolver(model: try model("objectVersion-56"), choice: XcodeTargetChoice())
        XCTAssertThrowsError(try resolver.sourceTargets(newFiles: [path("Elsewhere/A.swift")], editedFiles: [])) { error in
            XCTAssertEqual(
                "\(error)",
                "cannot tell which app target should compile A.swift: no target compiles the files this command edits or other files of their folders; name it as project.appTarget in .coordgen.yml"
            )
        }
        // Neighbours decide when the edited files are not in the project.
        let byFolder = try resolver.sourceTargets(newFiles: [path("HotelKit/Cache.swift")], editedFiles: [path("Elsewhere/B.swift")])
        XCTAssertEqual(byFolder.targets.map(\.name), ["HotelKit"])
        XCTAssertEqual(byFolder.reason, "it compiles the other Swift files of the same folder")
    }

    func testTestTargetIsTheOneTestingTheApp() throws {
        // The UI-test bundle turned into a second unit-test bundle of the app: both test Hotel, and
        // the one compiling the folder's other tests wins; in a new folder nothing decides.
        let model = try model("objectVersion-56") {
            $0.replacingOccurrences(
                of: "productType = \"com.apple.product-type.bundle.ui-testing\";",
                with: "productType = \"com.apple.product-type.bundle.unit-test\";")
        }
        let resolver = XcodeTargetResolver(model: model, choice: XcodeTargetChoice())
        let app = try XCTUnwrap(model.target(named: "Hotel"))
        let chosen = try resolver.testTarget(newFiles: [path("HotelTests/ReservationTests.swift")], apps: [app])
        XCTAssertEqual(chosen.target.name, "HotelTests")
        XCTAssertEqual(chosen.reason, "it tests Hotel and compiles the other tests of the folder")
        XCTAssertThrowsError(try resolver.testTarget(newFiles: [path("Specs/ReservationTests.swift")], apps: [app])) { error in
            XCTAssertEqual(
                error as? XcodeProjectEditError,
                .ambiguousTarget(kind: "test", candidates: ["HotelTests", "HotelUITests"], files: ["ReservationTests.swift"]))
        }
        let explicit = XcodeTargetResolver(model: model, choice: XcodeTargetChoice(testTarget: "HotelUITests"))
        XCTAssertEqual(try explicit.testTarget(newFiles: [path("Specs/ReservationTests.swift")], apps: [app]).target.name, "HotelUITests")
    }

    func testUITestsAreNeverTheUnitTestTarget() throws {
        let model = try model("objectVersion-56")
        let resolver = XcodeTargetResolver(model: model, choice: XcodeTargetChoice())
        let chosen = try resolver.testTarget(
            newFiles: [path("HotelUITests/LoginTests.swift")], apps: [try XCTUnwrap(model.target(named: "Hotel"))])
        XCTAssertEqual(chosen.target.name, "HotelTests")
        XCTAssertEqual(chosen.reason, "it tests Hotel")
    }
}
