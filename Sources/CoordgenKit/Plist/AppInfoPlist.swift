/// The `Info.plist` of a generated iOS app.
///
/// The app has no storyboards: there is no `UIMainStoryboardFile` and no `UISceneStoryboardFile`,
/// the launch screen is the empty `UILaunchScreen` dictionary, and the single window scene is run
/// by the app's own `SceneDelegate`, which builds the window in code.
///
/// Every value that Xcode knows from build settings is a `$(…)` reference, so the file needs no
/// regeneration when the product name, bundle identifier or version changes.
public enum AppInfoPlist {
    /// The plist dictionary: bundle identity keys first, then UIKit configuration, in a fixed order.
    /// - Parameter usesSceneDelegate: false for a SwiftUI app, whose `App` builds the scene; then the
    ///   manifest only says that it supports one scene.
    public static func propertyList(usesSceneDelegate: Bool = true) -> PropertyList {
        [
            "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)",
            "CFBundleExecutable": "$(EXECUTABLE_NAME)",
            "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
            "CFBundleInfoDictionaryVersion": "6.0",
            "CFBundleName": "$(PRODUCT_NAME)",
            "CFBundlePackageType": "$(PRODUCT_BUNDLE_PACKAGE_TYPE)",
            "CFBundleShortVersionString": "$(MARKETING_VERSION)",
            "CFBundleVersion": "$(CURRENT_PROJECT_VERSION)",
            "LSRequiresIPhoneOS": true,
            "UILaunchScreen": [:],
            "UIApplicationSceneManifest": usesSceneDelegate ? sceneManifest : swiftUISceneManifest,
            "UISupportedInterfaceOrientations": [
                "UIInterfaceOrientationPortrait",
                "UIInterfaceOrientationLandscapeLeft",
                "UIInterfaceOrientationLandscapeRight",
            ],
            "UISupportedInterfaceOrientations~ipad": [
                "UIInterfaceOrientationPortrait",
                "UIInterfaceOrientationPortraitUpsideDown",
                "UIInterfaceOrientationLandscapeLeft",
                "UIInterfaceOrientationLandscapeRight",
            ],
        ]
    }

    /// The scene delegate class UIKit instantiates; the module prefix is required because UIKit
    /// looks the class up by its runtime name.
    public static let sceneDelegateClassName = "$(PRODUCT_MODULE_NAME).SceneDelegate"

    /// A SwiftUI app's scenes come from its `App`; only multiple-scene support is declared.
    private static var swiftUISceneManifest: PropertyList {
        ["UIApplicationSupportsMultipleScenes": false]
    }

    /// One window scene, created by our `SceneDelegate`, and no storyboard to load for it.
    private static var sceneManifest: PropertyList {
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
}
