/// The Coordinator App project template of a style: an iOS app with the skeleton `coordgen new
/// project --style <style>` makes — every source of its app folder (for uikit: app and scene delegates,
/// the coordinator protocol, finish delegate, CoordinatorType, AppCoordinator, the Home screen; see
/// `ProjectTemplateSources`), the asset catalog with AppIcon and AccentColor, and the Info.plist build
/// settings of `AppInfoPlist`, the same as the CLI's project.
///
/// The template brings every file it needs (each node has a definition whose `Path` is a file or, for
/// the asset catalog, a folder in the bundle). The one exception is the Info.plist of the UIKit styles:
/// Apple's inherited base already defines `Info.plist` as a plist built from pieces, so, as Apple's own
/// UIKit templates do, the template adds its scene manifest as the piece
/// `Info.plist:UIApplicationSceneManifest` instead of shipping a second, competing `Info.plist`. Its
/// ancestors contribute the iOS app target, that Info.plist and the standard project options (product
/// name, organization, bundle identifier prefix).
enum CoordinatorAppProjectTemplate {
    static let title = "Coordinator App"
    /// An app (`applicationBase`: product type, build phases, bundle settings) for iOS (`iosBase`:
    /// SDK, device family), as custom iOS app templates such as CwlViews' declare them.
    static let ancestors = ["com.apple.dt.unit.applicationBase", "com.apple.dt.unit.iosBase"]
    static let targetIdentifier = "com.apple.dt.iosApplicationTarget"
    /// The Info.plist that Apple's base template builds from pieces; `INFOPLIST_FILE` names it.
    static let infoPlistNode = "Info.plist"
    /// The piece of it that holds the scene manifest, in a UIKit style.
    static let sceneManifestNode = "Info.plist:UIApplicationSceneManifest"
    /// The asset catalog, a folder in the bundle copied as it is.
    static let assetCatalogNode = AssetCatalog.folderName

    /// Unique per style, reverse-DNS, and never one of Apple's `com.apple.dt.unit.*`
    /// (`StyleDefinition.projectTemplateIdentifier`).
    static func identifier(for style: Style) -> String {
        style.definition.projectTemplateIdentifier
    }

    /// What New Project shows under the template: what the app does first, and how to add flows.
    static func description(for style: Style) -> String {
        style.definition.projectTemplateDescription(
            addFlows: "Add flows with File › New › File › \(style.xcodeGroupName) › Coordinator, or with `coordgen new coordinator`.")
    }

    /// The project's name where templates use it in code, such as SwiftUI's `struct <Name>App`: the
    /// product name as an identifier, as in Apple's own App template. (Headers use Xcode's own macro.)
    static let projectName = XcodeMacro.named("PACKAGENAMEASIDENTIFIER")

    static func bundle(library: TemplateLibrary, style: Style, xcode: XcodeVersion) throws -> XcodeTemplateBundle {
        let renderer = XcodeSourceRenderer(library: library, style: style, projectName: projectName, xcode: xcode)
        let sources = try ProjectTemplateSources.sources(style: style)
        var bundle = XcodeTemplateBundle(kind: .project, title: title, style: style)
        try bundle.add(templateInfo(style: style, sources: sources, xcode: xcode), at: "TemplateInfo.plist")
        bundle.addIcons()
        for source in sources {
            let file = source.file
            bundle.add(
                try renderer.files.renderFile(file.role, fileName: file.fileName, subject: file.subject, firstFlows: file.firstFlows),
                at: source.node)
        }
        for file in AssetCatalog.files {
            bundle.add(file.contents, at: file.path)
        }
        return bundle
    }

    static func templateInfo(style: Style, sources: [ProjectTemplateSources.Source], xcode: XcodeVersion) throws -> PropertyList {
        var definitions: [PropertyList.Entry] = sources.map { source in
            var definition: [PropertyList.Entry] = []
            // One element per folder level, as in Apple's templates.
            if !source.groups.isEmpty { definition.append(.init(key: "Group", value: .array(source.groups.map(PropertyList.string)))) }
            definition.append(.init(key: "Path", value: .string(source.node)))
            return .init(key: source.node, value: .dictionary(definition))
        }
        definitions.append(.init(key: assetCatalogNode, value: ["Path": .string(assetCatalogNode)]))
        var nodes = sources.map(\.node) + [assetCatalogNode]
        if style.definition.usesSceneDelegate {
            definitions.append(.init(key: sceneManifestNode, value: try sceneManifestPiece()))
            nodes.append(sceneManifestNode)
        }
        return [
            "Kind": "Xcode.Xcode3.ProjectTemplateUnitKind",
            "Identifier": .string(identifier(for: style)),
            "Ancestors": .array(ancestors.map(PropertyList.string)),
            "Concrete": true,
            "Description": .string(description(for: style)),
            "SortOrder": 1,
            "Image": TemplateImage.propertyList(TemplateImage.app),
            "Platforms": ["com.apple.platform.iphoneos"],
            // A bare file name, as in Apple's templates (`ContentView.swift`).
            "NameOfInitialFileForEditor": .string(
                (sources.first { $0.file.role == .appCoordinator } ?? sources.first)?.file.fileName ?? ""),
            // The generated code is Swift: the ancestors' language option is fixed, not asked, the way
            // Apple's Swift-only templates do it.
            "Options": [
                [
                    "Identifier": "languageChoice",
                    "Override": "Swift",
                ],
                testingSystemOption,
            ],
            "Targets": [
                [
                    "TargetIdentifier": .string(targetIdentifier),
                    "SharedSettings": buildSettings(style: style, xcode: xcode),
                ]
            ],
            "Nodes": .array(nodes.map(PropertyList.string)),
            "Definitions": .dictionary(definitions),
        ]
    }

    /// The app target's settings: the generated Info.plist's and the asset catalog's, as in the CLI's
    /// project, what the generated Info.plist's bundle keys are made from, and the settings `xcode`'s
    /// App template adds (concurrency, string catalog symbols), written out so that the project has
    /// them whatever the base templates of the Xcode that uses it add.
    static func buildSettings(style: Style, xcode: XcodeVersion) -> PropertyList {
        let infoPlist = AppInfoPlist.buildSettings(
            usesSceneDelegate: style.definition.usesSceneDelegate, infoPlistFile: "\(XcodeMacro.named("PACKAGENAME"))/\(infoPlistNode)")
        let xcodeSettings = ProjectBuildSettings.xcodeSettings(xcode: xcode, concurrency: xcode.concurrency, forApp: true)
        let shared = (infoPlist + AssetCatalog.buildSettings + xcodeSettings.sorted { $0.key < $1.key }).map {
            PropertyList.Entry(key: $0.key, value: .string($0.value))
        }
        guard case .dictionary(let entries) = commonBuildSettings else { return commonBuildSettings }
        return .dictionary(shared + entries)
    }

    /// The Testing System popup of Apple's App template (Xcode 16 and 26), word for word: XCTest or Swift
    /// Testing adds Apple's unit-test and UI-test targets (`<Name>Tests`, `<Name>UITests`) as the
    /// components Apple's template adds; None, its default, adds none. (`coordgen new project` always
    /// writes a unit-test target, with `AppCoordinatorTests`.)
    static var testingSystemOption: PropertyList {
        let components: PropertyList = [
            "Components": [
                ["Identifier": "com.apple.dt.unit.multiPlatform.app.SwiftUI.tests.unit", "Name": "___PACKAGENAME___Tests"],
                ["Identifier": "com.apple.dt.unit.multiPlatform.app.SwiftUI.tests.ui", "Name": "___PACKAGENAME___UITests"],
            ]
        ]
        return [
            "Default": "None",
            "Identifier": "testingSystem",
            "Name": "Testing System:",
            "NotPersisted": false,
            "RequiredOptionsForValues": ["Swift Testing": ["languageChoice": "Swift"]],
            "SortOrder": 130,
            "Type": "popup",
            "Units": ["Swift Testing": components, "XCTest": components],
            "ValueTitles": ["None", "XCTest for Unit and UI Tests", "Swift Testing with XCTest UI Tests"],
            "Values": ["None", "XCTest", "Swift Testing"],
        ]
    }

    /// The piece of Info.plist with the scene manifest: its key and dictionary as XML, which Xcode
    /// splices between the `Beginning` and `End` of the base template's Info.plist (a `<dict>`).
    /// `Beginning` leaves the manifest's dictionary open and `End` closes it, as Apple's pieces do.
    static func sceneManifestPiece() throws -> PropertyList {
        let document = try PropertyListWriter().xmlString(for: AppInfoPlist.propertyList())
        // The lines inside the top-level <dict>, one tab less deep.
        let lines = document.split(separator: "\n", omittingEmptySubsequences: false)
        guard let open = lines.firstIndex(of: "<dict>"), let close = lines.lastIndex(of: "</dict>"), close - open > 2 else {
            throw PropertyListError.serializationFailed("the scene manifest did not come out as a dictionary")
        }
        let body = lines[(open + 1)..<close].map { $0.hasPrefix("\t") ? String($0.dropFirst()) : String($0) }
        return [
            "Beginning": .string(body.dropLast().joined(separator: "\n") + "\n"),
            "End": .string(body[body.count - 1] + "\n"),
            "Indent": 1,
        ]
    }

    /// The settings every style's app target shares, besides the Info.plist's and the catalog's.
    private static var commonBuildSettings: PropertyList {
        [
            "PRODUCT_BUNDLE_IDENTIFIER": "___VARIABLE_bundleIdentifierPrefix:bundleIdentifier___.___PACKAGENAMEASRFC1034IDENTIFIER___",
            "MARKETING_VERSION": "1.0",
            "CURRENT_PROJECT_VERSION": "1",
            // Swift 5 mode works in every Xcode that has the APIs used; the code is also Swift 6 clean.
            "SWIFT_VERSION": "5.0",
            // UIButton(primaryAction:) needs iOS 14 and NavigationStack iOS 16, what `coordgen` projects
            // use by default.
            "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
            "TARGETED_DEVICE_FAMILY": "1,2",
            "LD_RUNPATH_SEARCH_PATHS": "$(inherited) @executable_path/Frameworks",
        ]
    }
}
