import Foundation
import XCTest

@testable import CoordgenKit

/// Build-setting references and `.xcconfig` files, as `init` reads a project's names and settings.
final class BuildSettingsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try Repository.temporaryDirectory("build-settings")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
        super.tearDown()
    }

    private func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func testReferencesExpandWithModifiersAndNestedReferences() {
        let macros = BuildSettingMacros(settings: [
            "TARGET_NAME": "My App", "APP_NAME": "$(BRAND) ${FLAVOR}", "BRAND": "Harbor", "FLAVOR": "Dev",
            "LOOP": "$(LOOP)",
        ])
        XCTAssertEqual(macros.expand("$(APP_NAME)"), "Harbor Dev")
        XCTAssertEqual(macros.expand("$(APP_NAME:c99extidentifier)"), "Harbor_Dev")
        XCTAssertEqual(macros.expand("$(TARGET_NAME:rfc1034identifier,lower)"), "my-app")
        XCTAssertEqual(macros.expand("$(inherited) $(BRAND:upper)"), " HARBOR")
        XCTAssertEqual(macros.expand("cost $5 and $"), "cost $5 and $", "a dollar that opens no reference is text")
        XCTAssertEqual(macros.expand("plain"), "plain")
        XCTAssertNil(macros.expand("$(MISSING)"), "a setting no level sets is unknown, not empty")
        XCTAssertNil(macros.expand("$(LOOP)"), "a cycle is unknown")
        XCTAssertNil(macros.expand("$(BRAND:quote)"), "a modifier coordgen does not know leaves the value unknown")
    }

    func testAnXCConfigIsReadWithItsIncludesCommentsAndWithoutConditionalSettings() throws {
        try write("Config/Shared.xcconfig", "BRAND = Harbor // the brand\nSWIFT_VERSION = 5.0\n")
        try write(
            "Config/App.xcconfig",
            "#include \"Shared.xcconfig\"\n#include? \"Missing.xcconfig\"\nAPP_NAME = $(BRAND)\nSWIFT_VERSION[sdk=iphonesimulator*] = 6.0\nSWIFT_VERSION = 6.0;\n"
        )
        let file = XCConfigFile(path: folder.appendingPathComponent("Config/App.xcconfig").path, fence: folder.path)
        XCTAssertEqual(file.settings, ["BRAND": "Harbor", "SWIFT_VERSION": "6.0", "APP_NAME": "$(BRAND)"])
        XCTAssertEqual(file.files, ["Config/App.xcconfig", "Config/Shared.xcconfig"])
    }

    func testIncludesAndLinksLeadingOutsideTheProjectAndIncludeCyclesAreNotFollowed() throws {
        let project = folder.appendingPathComponent("App")
        try write("Secret.xcconfig", "TOKEN = hunter2\n")
        try write("App/Config/Loop.xcconfig", "#include \"Loop.xcconfig\"\nA = 1\n")
        try write("App/Config/App.xcconfig", "#include \"../../Secret.xcconfig\"\n#include \"Linked.xcconfig\"\n#include \"Loop.xcconfig\"\n")
        try FileManager.default.createSymbolicLink(
            atPath: project.appendingPathComponent("Config/Linked.xcconfig").path, withDestinationPath: folder.appendingPathComponent("Secret.xcconfig").path)
        let file = XCConfigFile(path: project.appendingPathComponent("Config/App.xcconfig").path, fence: project.path)
        XCTAssertEqual(file.settings, ["A": "1"])
        XCTAssertEqual(file.files, ["Config/App.xcconfig", "Config/Loop.xcconfig"])
    }

    func testTheProductNameComesFromTheXCConfigAndAnUnknownOneIsSaid() throws {
        try write("Config/Base.xcconfig", "APP_NAME = Harbor Light\nIPHONEOS_DEPLOYMENT_TARGET = 16.0\n")
        let xcodeproj = folder.appendingPathComponent("Harbor.xcodeproj")
        try write(
            "Harbor.xcodeproj/project.pbxproj",
            """
            // !$*UTF8*$!
            {
            	archiveVersion = 1;
            	objectVersion = 56;
            	objects = {
            		P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = M; targets = (A, B); };
            		PL = {isa = XCConfigurationList; buildConfigurations = (PD); };
            		PD = {isa = XCBuildConfiguration; baseConfigurationReference = X; name = Debug; buildSettings = {SWIFT_VERSION = 5.0; }; };
            		M = {isa = PBXGroup; children = (C); sourceTree = "<group>"; };
            		C = {isa = PBXGroup; children = (X); path = Config; sourceTree = "<group>"; };
            		X = {isa = PBXFileReference; path = Base.xcconfig; sourceTree = "<group>"; };
            		A = {isa = PBXNativeTarget; name = HarborApp; buildConfigurationList = AL; buildPhases = (); productType = "com.apple.product-type.application"; };
            		AL = {isa = XCConfigurationList; buildConfigurations = (AD); };
            		AD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = "$(APP_NAME)"; }; };
            		B = {isa = PBXNativeTarget; name = Beta; buildConfigurationList = BL; buildPhases = (); productType = "com.apple.product-type.application"; };
            		BL = {isa = XCConfigurationList; buildConfigurations = (BD); };
            		BD = {isa = XCBuildConfiguration; name = Debug; buildSettings = {PRODUCT_NAME = "$(BETA_NAME)"; }; };
            	};
            	rootObject = P;
            }
            """)
        let reader = try PBXProjectSettingsReader(xcodeproj: xcodeproj)
        let targets = reader.targets(displayPath: "Harbor.xcodeproj", projectFolder: "")
        XCTAssertEqual(targets[0].productName, "Harbor Light")
        XCTAssertEqual(targets[0].module, "Harbor_Light")
        XCTAssertEqual(targets[0].deploymentTarget, "16.0", "from the project's .xcconfig")
        XCTAssertEqual(targets[0].swiftVersion, "5.0", "the project's own setting")
        XCTAssertEqual(targets[0].settingsFiles, ["Config/Base.xcconfig"])
        XCTAssertEqual(targets[1].productName, nil)
        XCTAssertEqual(targets[1].module, "Beta", "never __BETA_NAME_")
        XCTAssertEqual(targets[1].unresolvedSettings, ["PRODUCT_NAME = $(BETA_NAME)"])
        var description = ProjectDescription(kind: .xcodeproj, file: "Harbor.xcodeproj", targets: targets)
        description.explainSettings()
        XCTAssertEqual(description.notes, ["settings also from Config/Base.xcconfig"])
        XCTAssertEqual(
            description.undecided,
            [
                "Beta's PRODUCT_NAME = $(BETA_NAME) names a build setting neither the project nor its .xcconfig files set, so its value is unknown (the module is taken as Beta); correct module in .coordgen.yml if it differs"
            ])
    }
}
