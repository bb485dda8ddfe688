/// The Coordinator App project template of a style: an iOS app with the skeleton `coordgen new
/// project --style <style>` makes — every source of its app folder (for uikit: app and scene delegates,
/// the coordinator protocol, finish delegate, CoordinatorType, AppCoordinator, the Home screen; see
/// `ProjectTemplateSources`) and an Info.plist without a storyboard, with a scene manifest naming the
/// SceneDelegate where the style has one (a SwiftUI app's `App` makes its scene).
///
/// The template brings every file it needs (each node has a definition whose `Path` is a file in
/// the bundle) and splices nothing into files inherited from Apple's templates, whose sections change
/// between Xcode versions. Its ancestors only contribute the iOS app target and the standard project
/// options (product name, organization, bundle identifier prefix).
enum CoordinatorAppProjectTemplate {
    static let title = "Coordinator App"
    /// An app (`applicationBase`: product type, build phases, bundle settings) for iOS (`iosBase`:
    /// SDK, device family), as custom iOS app templates such as CwlViews' declare them.
    static let ancestors = ["com.apple.dt.unit.applicationBase", "com.apple.dt.unit.iosBase"]
    static let targetIdentifier = "com.apple.dt.iosApplicationTarget"
    /// Our own Info.plist, where Apple's templates keep theirs (`INFOPLIST_FILE` below).
    static let infoPlistNode = "Info.plist"

    /// Unique per style, reverse-DNS, and never one of Apple's `com.apple.dt.unit.*`; the uikit one
    /// keeps the identifier of the first release.
    static func identifier(for style: Style) -> String {
        "com.coordgen.dt.unit.coordinator\(style == .uikit ? "" : style.xcodeDisplayName)App"
    }

    /// The project's name where templates use it in code, such as SwiftUI's `struct <Name>App`: the
    /// product name as an identifier, as in Apple's own App template. (Headers use Xcode's own macro.)
    static let projectName = XcodeMacro.named("PACKAGENAMEASIDENTIFIER")

    static func bundle(library: TemplateLibrary, style: Style) throws -> XcodeTemplateBundle {
        let renderer = XcodeSourceRenderer(library: library, style: style, projectName: projectName)
        let sources = try ProjectTemplateSources.sources(style: style, library: library)
        var bundle = XcodeTemplateBundle(kind: .project, title: title, style: style)
        try bundle.add(templateInfo(style: style, sources: sources), at: "TemplateInfo.plist")
        bundle.addIcons()
        for source in sources {
            bundle.add(try renderer.render(source.role, fileName: source.fileName, values: source.values), at: source.node)
        }
        try bundle.add(AppInfoPlist.propertyList(usesSceneDelegate: style.usesSceneDelegate), at: infoPlistNode)
        return bundle
    }

    static func templateInfo(style: Style, sources: [ProjectTemplateSources.Source]) -> PropertyList {
        var definitions: [PropertyList.Entry] = sources.map { source in
            var definition: [PropertyList.Entry] = []
            // One element per folder level, as in Apple's templates.
            if !source.groups.isEmpty { definition.append(.init(key: "Group", value: .array(source.groups.map(PropertyList.string)))) }
            definition.append(.init(key: "Path", value: .string(source.node)))
            return .init(key: source.node, value: .dictionary(definition))
        }
        // Build settings read the Info.plist; copied into the app as a resource it would clash with
        // the processed one, so it belongs to no target.
        definitions.append(.init(key: infoPlistNode, value: ["Path": .string(infoPlistNode), "TargetIdentifiers": []]))
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
                (sources.first { $0.role == .appCoordinator } ?? sources.first)?.fileName ?? infoPlistNode),
            // The generated code is Swift: the ancestors' language option is fixed, not asked, the way
            // Apple's Swift-only templates do it.
            "Options": [
                [
                    "Identifier": "languageChoice",
                    "Override": "Swift",
                ]
            ],
            "Targets": [
                [
                    "TargetIdentifier": .string(targetIdentifier),
                    "SharedSettings": buildSettings,
                ]
            ],
            "Nodes": .array((sources.map(\.node) + [infoPlistNode]).map(PropertyList.string)),
            "Definitions": .dictionary(definitions),
        ]
    }

    /// The app target's settings: its own Info.plist instead of a generated one, and what that
    /// Info.plist's `$(…)` references need.
    static var buildSettings: PropertyList {
        [
            "INFOPLIST_FILE": .string("\(XcodeMacro.named("PACKAGENAME"))/\(infoPlistNode)"),
            "GENERATE_INFOPLIST_FILE": "NO",
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
