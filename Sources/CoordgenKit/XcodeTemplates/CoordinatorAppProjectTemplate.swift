/// The Coordinator App project template: an iOS app with the skeleton `coordgen new project` makes —
/// app and scene delegates, the coordinator protocol, finish delegate, CoordinatorType, AppCoordinator,
/// the Home screen and an Info.plist with a scene manifest and no storyboard.
///
/// The template brings every file it needs (each node has a definition whose `Path` is a file in
/// the bundle) and splices nothing into files inherited from Apple's templates, whose sections change
/// between Xcode versions. Its ancestors only contribute the iOS app target and the standard project
/// options (product name, organization, bundle identifier prefix).
enum CoordinatorAppProjectTemplate {
    static let title = "Coordinator App"
    /// Unique, reverse-DNS, and never one of Apple's `com.apple.dt.unit.*`.
    static let identifier = "com.coordgen.dt.unit.coordinatorApp"
    /// An app (`applicationBase`: product type, build phases, bundle settings) for iOS (`iosBase`:
    /// SDK, device family), as custom iOS app templates such as CwlViews' declare them.
    static let ancestors = ["com.apple.dt.unit.applicationBase", "com.apple.dt.unit.iosBase"]
    static let targetIdentifier = "com.apple.dt.iosApplicationTarget"
    /// The app's first screen, as in `coordgen new project` (the equivalence tests hold the two together).
    static let firstScreen = "Home"
    /// Our own Info.plist, where Apple's templates keep theirs (`INFOPLIST_FILE` below).
    static let infoPlistNode = "Info.plist"

    /// One source file: its node (its path in the new project's folder, and in the bundle), the
    /// Xcode group it shows in, and the template and values it is rendered from.
    struct Source {
        let node: String
        let group: String
        let role: TemplateID.Role
        var values: [String: any Sendable] = [:]
    }

    static var sources: [Source] {
        let home = try? FlowName(parsing: firstScreen)
        return [
            Source(node: "App/AppDelegate.swift", group: "App", role: .appDelegate),
            Source(node: "App/SceneDelegate.swift", group: "App", role: .sceneDelegate),
            Source(node: "Coordinators/Coordinator.swift", group: "Coordinators", role: .coordinatorProtocol),
            Source(node: "Coordinators/CoordinatorFinishDelegate.swift", group: "Coordinators", role: .finishDelegate),
            Source(node: "Coordinators/CoordinatorType.swift", group: "Coordinators", role: .coordinatorType),
            Source(node: "Coordinators/AppCoordinator.swift", group: "Coordinators", role: .appCoordinator),
            Source(
                node: "Screens/\(firstScreen)ViewController.swift", group: "Screens", role: .screen,
                values: home.map(ScreenGenerator.values(for:)) ?? [:]),
        ]
    }

    /// Every node of the template, in the order Xcode creates them.
    static var nodes: [String] { sources.map(\.node) + [infoPlistNode] }

    static func bundle(library: TemplateLibrary, style: Style) throws -> XcodeTemplateBundle {
        let renderer = XcodeSourceRenderer(library: library, style: style, projectName: XcodeMacro.named("PACKAGENAME"))
        var bundle = XcodeTemplateBundle(kind: .project, title: title)
        try bundle.add(templateInfo, at: "TemplateInfo.plist")
        bundle.addIcons()
        for source in sources {
            let fileName = String(source.node.split(separator: "/").last ?? "")
            bundle.add(try renderer.render(source.role, fileName: fileName, values: source.values), at: source.node)
        }
        try bundle.add(AppInfoPlist.propertyList(), at: infoPlistNode)
        return bundle
    }

    static var templateInfo: PropertyList {
        var definitions: [PropertyList.Entry] = sources.map { source in
            .init(key: source.node, value: ["Group": .string(source.group), "Path": .string(source.node)])
        }
        // Build settings read the Info.plist; copied into the app as a resource it would clash with
        // the processed one, so it belongs to no target.
        definitions.append(.init(key: infoPlistNode, value: ["Path": .string(infoPlistNode), "TargetIdentifiers": []]))
        return [
            "Kind": "Xcode.Xcode3.ProjectTemplateUnitKind",
            "Identifier": .string(identifier),
            "Ancestors": .array(ancestors.map(PropertyList.string)),
            "Concrete": true,
            "Description": """
            An iOS app built on the Coordinator pattern, as `coordgen new project` makes it: the \
            SceneDelegate starts AppCoordinator, the root of the coordinator tree, which shows the Home \
            screen. Add flows with File › New › File › Coordinator, or with `coordgen new coordinator`.
            """,
            "SortOrder": 1,
            "Platforms": ["com.apple.platform.iphoneos"],
            "NameOfInitialFileForEditor": "Coordinators/AppCoordinator.swift",
            // The generated code is Swift; applicationBase's language units need the choice made.
            "Options": [
                [
                    "Identifier": "languageChoice",
                    "Required": true,
                    "Name": "Language:",
                    "Description": "The generated code is Swift.",
                    "Type": "popup",
                    "Values": ["Swift"],
                    "Default": "Swift",
                ]
            ],
            "Targets": [
                [
                    "TargetIdentifier": .string(targetIdentifier),
                    "SharedSettings": buildSettings,
                ]
            ],
            "Nodes": .array(nodes.map(PropertyList.string)),
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
            // UIButton(primaryAction:) needs iOS 14; 16 is what `coordgen` projects use by default.
            "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
            "TARGETED_DEVICE_FAMILY": "1,2",
            "LD_RUNPATH_SEARCH_PATHS": "$(inherited) @executable_path/Frameworks",
        ]
    }
}
