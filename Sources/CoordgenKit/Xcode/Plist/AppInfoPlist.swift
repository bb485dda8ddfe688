/// The Info.plist of a generated iOS app, made the way Xcode 16's App template makes it.
///
/// Xcode generates the Info.plist at build time (`GENERATE_INFOPLIST_FILE = YES`) from build settings:
/// the bundle keys come from `PRODUCT_BUNDLE_IDENTIFIER`, `MARKETING_VERSION` and the like, the rest
/// from the `INFOPLIST_KEY_…` settings in `buildSettings`, the same in the CLI's project and in the
/// project template. What build settings cannot say is merged in from a file, as Xcode's UIKit App
/// template does: a UIKit app that builds its window in code needs a scene manifest naming its
/// `SceneDelegate` (`INFOPLIST_KEY_UIApplicationSceneManifest_Generation` would make one that names
/// no delegate, and the app would show a black window), so those styles ship an Info.plist holding
/// only that manifest. A SwiftUI app's `App` makes its scene: it has no Info.plist file at all, and
/// its manifest is generated.
///
/// Neither has a storyboard: no `UIMainStoryboardFile` or `UISceneStoryboardFile`, and the launch
/// screen is generated (`UILaunchScreen`, empty).
public enum AppInfoPlist {
    /// The Info.plist file of an app whose `SceneDelegate` builds the window: the scene manifest only.
    public static func propertyList() -> PropertyList {
        ["UIApplicationSceneManifest": sceneManifest]
    }

    /// The Info.plist file a style's app ships, or `nil` when everything is generated (SwiftUI).
    public static func file(usesSceneDelegate: Bool) -> PropertyList? {
        usesSceneDelegate ? propertyList() : nil
    }

    /// The scene delegate class UIKit instantiates; the module prefix is required because UIKit
    /// looks the class up by its runtime name.
    public static let sceneDelegateClassName = "$(PRODUCT_MODULE_NAME).SceneDelegate"

    /// One window scene, created by our `SceneDelegate`, and no storyboard to load for it.
    public static var sceneManifest: PropertyList {
        [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": [
                "UIWindowSceneSessionRoleApplication": [
                    [
                        "UISceneConfigurationName": "Default Configuration",
                        "UISceneDelegateClassName": .string(sceneDelegateClassName),
                    ]
                ]
            ],
        ]
    }

    /// The orientations Xcode's App template allows on an iPhone: all but upside down.
    static let iPhoneOrientations =
        "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"
    /// The orientations Xcode's App template allows on an iPad: all four.
    static let iPadOrientations =
        "UIInterfaceOrientationPortrait UIInterfaceOrientationPortraitUpsideDown UIInterfaceOrientationLandscapeLeft UIInterfaceOrientationLandscapeRight"

    /// The app target's Info.plist build settings, sorted by name, as Xcode 16's App template sets
    /// them. `infoPlistFile` is the path of the file that `file(usesSceneDelegate:)` returns, if any.
    public static func buildSettings(usesSceneDelegate: Bool, infoPlistFile: String?) -> [(key: String, value: String)] {
        var settings: [String: String] = [
            "GENERATE_INFOPLIST_FILE": "YES",
            "INFOPLIST_KEY_UIApplicationSupportsIndirectInputEvents": "YES",
            "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
            "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPad": iPadOrientations,
            "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": iPhoneOrientations,
        ]
        if usesSceneDelegate, let infoPlistFile {
            settings["INFOPLIST_FILE"] = infoPlistFile
        } else {
            settings["INFOPLIST_KEY_UIApplicationSceneManifest_Generation"] = "YES"
        }
        return settings.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }
    }
}
