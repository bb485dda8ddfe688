import XCTest

@testable import CoordgenKit

/// A classic test bundle that compiles every app file besides its own tests (an app without
/// `@testable import`): its folder is the tests' folder, so new app files are not taken for tests and
/// added to the test bundle alone.
final class TestBundleOwnSourcesTests: XCTestCase {
    // The app's three files are in both Sources phases; the test bundle adds one file of its own.
    private static let text = """
        // !$*UTF8*$!
        {
        	archiveVersion = 1;
        	objectVersion = 56;
        	objects = {
        		P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = M; targets = (A, T); };
        		PL = {isa = XCConfigurationList; buildConfigurations = (PD); };
        		PD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {SWIFT_VERSION = 5.0; }; };
        		M = {isa = PBXGroup; children = (G, TG); sourceTree = "<group>"; };
        		G = {isa = PBXGroup; children = (F1, F2, F3); path = Garden; sourceTree = "<group>"; };
        		TG = {isa = PBXGroup; children = (FT); path = GardenTests; sourceTree = "<group>"; };
        		F1 = {isa = PBXFileReference; path = AppCoordinator.swift; sourceTree = "<group>"; };
        		F2 = {isa = PBXFileReference; path = BedsCoordinator.swift; sourceTree = "<group>"; };
        		F3 = {isa = PBXFileReference; path = BedsViewController.swift; sourceTree = "<group>"; };
        		FT = {isa = PBXFileReference; path = BedsTests.swift; sourceTree = "<group>"; };
        		A1 = {isa = PBXBuildFile; fileRef = F1; };
        		A2 = {isa = PBXBuildFile; fileRef = F2; };
        		A3 = {isa = PBXBuildFile; fileRef = F3; };
        		T1 = {isa = PBXBuildFile; fileRef = F1; };
        		T2 = {isa = PBXBuildFile; fileRef = F2; };
        		T3 = {isa = PBXBuildFile; fileRef = F3; };
        		TT = {isa = PBXBuildFile; fileRef = FT; };
        		AS = {isa = PBXSourcesBuildPhase; files = (A1, A2, A3); };
        		TS = {isa = PBXSourcesBuildPhase; files = (T1, T2, T3, TT); };
        		A = {isa = PBXNativeTarget; name = Garden; buildPhases = (AS); productType = "com.apple.product-type.application"; };
        		T = {isa = PBXNativeTarget; name = GardenTests; buildPhases = (TS); productType = "com.apple.product-type.bundle.unit-test"; };
        	};
        	rootObject = P;
        }
        """

    func testATestBundleCompilingTheAppsSourcesHasItsOwnFolder() throws {
        let folder = try Repository.temporaryDirectory("pbx-own-sources")
        defer { try? FileManager.default.removeItem(at: folder) }
        let xcodeproj = folder.appendingPathComponent("Garden.xcodeproj")
        try FileManager.default.createDirectory(at: xcodeproj, withIntermediateDirectories: true)
        try Data(Self.text.utf8).write(to: xcodeproj.appendingPathComponent("project.pbxproj"))
        let targets = try PBXProjectSettingsReader(xcodeproj: xcodeproj).targets(displayPath: "Garden.xcodeproj", projectFolder: "")
        XCTAssertEqual(targets.map(\.name), ["Garden", "GardenTests"])
        XCTAssertEqual(targets[0].folders, ["Garden"])
        XCTAssertEqual(targets[1].folders, ["GardenTests"], "its own test file's folder, not the app's it also compiles")
    }

    /// The new sources a command adds beside the parent it edits join that test bundle too, or it stops
    /// building; an app whose tests import it compiles none of its files in the bundle and gets none.
    func testNewSourcesJoinATestBundleCompilingTheEditedFiles() throws {
        let model = PBXProjectModel(document: try PBXDocument(bytes: Array(Self.text.utf8), name: "Garden"), projectFolder: "/work/Garden")
        let resolver = XcodeTargetResolver(model: model, choice: XcodeTargetChoice())
        XCTAssertEqual(resolver.testBundlesSharingSources(editedFiles: ["/work/Garden/Garden/BedsCoordinator.swift"]).map(\.name), ["GardenTests"])
        XCTAssertEqual(resolver.testBundlesSharingSources(editedFiles: []).map(\.name), [])
        let importing = Self.text.replacingOccurrences(of: "files = (T1, T2, T3, TT)", with: "files = (TT)")
        let separate = PBXProjectModel(document: try PBXDocument(bytes: Array(importing.utf8), name: "Garden"), projectFolder: "/work/Garden")
        XCTAssertEqual(
            XcodeTargetResolver(model: separate, choice: XcodeTargetChoice()).testBundlesSharingSources(
                editedFiles: ["/work/Garden/Garden/BedsCoordinator.swift"]).map(\.name), [])
    }
}
