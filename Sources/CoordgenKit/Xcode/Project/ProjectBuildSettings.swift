/// The build settings of the generated project, as the iOS App template of `spec.xcode` sets them: a
/// generated Info.plist (merged with the app's scene manifest where it has one, see `AppInfoPlist`), an
/// asset catalog with the app icon and accent color, and on both targets the Swift concurrency
/// settings (see `XcodeVersion`).
enum ProjectBuildSettings {
    /// The project-level settings of the Debug or Release configuration, which the targets inherit.
    static func project(_ spec: XcodeProjectSpec, debug: Bool) -> [String: PBXValue] {
        var settings = compilerSettings.merging(debug ? debugSettings : releaseSettings) { $1 }
        settings["IPHONEOS_DEPLOYMENT_TARGET"] = .string(spec.deploymentTarget)
        return settings
    }

    /// The template's compiler settings and warnings, the same in both configurations.
    private static let compilerSettings: [String: PBXValue] = [
        "ALWAYS_SEARCH_USER_PATHS": "NO",
        "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS": "YES",
        "CLANG_ANALYZER_NONNULL": "YES",
        "CLANG_ANALYZER_NUMBER_OBJECT_CONVERSION": "YES_AGGRESSIVE",
        "CLANG_CXX_LANGUAGE_STANDARD": "gnu++20",
        "CLANG_ENABLE_MODULES": "YES",
        "CLANG_ENABLE_OBJC_ARC": "YES",
        "CLANG_ENABLE_OBJC_WEAK": "YES",
        "CLANG_WARN_BLOCK_CAPTURE_AUTORELEASING": "YES",
        "CLANG_WARN_BOOL_CONVERSION": "YES",
        "CLANG_WARN_COMMA": "YES",
        "CLANG_WARN_CONSTANT_CONVERSION": "YES",
        "CLANG_WARN_DEPRECATED_OBJC_IMPLEMENTATIONS": "YES",
        "CLANG_WARN_DIRECT_OBJC_ISA_USAGE": "YES_ERROR",
        "CLANG_WARN_DOCUMENTATION_COMMENTS": "YES",
        "CLANG_WARN_EMPTY_BODY": "YES",
        "CLANG_WARN_ENUM_CONVERSION": "YES",
        "CLANG_WARN_INFINITE_RECURSION": "YES",
        "CLANG_WARN_INT_CONVERSION": "YES",
        "CLANG_WARN_NON_LITERAL_NULL_CONVERSION": "YES",
        "CLANG_WARN_OBJC_IMPLICIT_RETAIN_SELF": "YES",
        "CLANG_WARN_OBJC_LITERAL_CONVERSION": "YES",
        "CLANG_WARN_OBJC_ROOT_CLASS": "YES_ERROR",
        "CLANG_WARN_QUOTED_INCLUDE_IN_FRAMEWORK_HEADER": "YES",
        "CLANG_WARN_RANGE_LOOP_ANALYSIS": "YES",
        "CLANG_WARN_STRICT_PROTOTYPES": "YES",
        "CLANG_WARN_SUSPICIOUS_MOVE": "YES",
        "CLANG_WARN_UNGUARDED_AVAILABILITY": "YES_AGGRESSIVE",
        "CLANG_WARN_UNREACHABLE_CODE": "YES",
        "CLANG_WARN__DUPLICATE_METHOD_MATCH": "YES",
        "COPY_PHASE_STRIP": "NO",
        "ENABLE_STRICT_OBJC_MSGSEND": "YES",
        "ENABLE_USER_SCRIPT_SANDBOXING": "YES",
        "GCC_C_LANGUAGE_STANDARD": "gnu17",
        "GCC_NO_COMMON_BLOCKS": "YES",
        "GCC_WARN_64_TO_32_BIT_CONVERSION": "YES",
        "GCC_WARN_ABOUT_RETURN_TYPE": "YES_ERROR",
        "GCC_WARN_UNDECLARED_SELECTOR": "YES",
        "GCC_WARN_UNINITIALIZED_AUTOS": "YES_AGGRESSIVE",
        "GCC_WARN_UNUSED_FUNCTION": "YES",
        "GCC_WARN_UNUSED_VARIABLE": "YES",
        "LOCALIZATION_PREFERS_STRING_CATALOGS": "YES",
        "MTL_FAST_MATH": "YES",
        "SDKROOT": "iphoneos",
    ]

    /// What only the Debug configuration sets: no optimisation, testability, the DEBUG condition.
    private static let debugSettings: [String: PBXValue] = [
        "DEBUG_INFORMATION_FORMAT": "dwarf",
        "ENABLE_TESTABILITY": "YES",
        "GCC_DYNAMIC_NO_PIC": "NO",
        "GCC_OPTIMIZATION_LEVEL": "0",
        "GCC_PREPROCESSOR_DEFINITIONS": ["DEBUG=1", "$(inherited)"],
        "MTL_ENABLE_DEBUG_INFO": "INCLUDE_SOURCE",
        "ONLY_ACTIVE_ARCH": "YES",
        "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)",
        "SWIFT_OPTIMIZATION_LEVEL": "-Onone",
    ]

    /// What only the Release configuration sets: whole-module optimisation, dSYMs, validation.
    private static let releaseSettings: [String: PBXValue] = [
        "DEBUG_INFORMATION_FORMAT": "dwarf-with-dsym",
        "ENABLE_NS_ASSERTIONS": "NO",
        "MTL_ENABLE_DEBUG_INFO": "NO",
        "SWIFT_COMPILATION_MODE": "wholemodule",
        "VALIDATE_PRODUCT": "YES",
    ]

    static func app(_ spec: XcodeProjectSpec, debug: Bool) -> [String: PBXValue] {
        var settings: [String: PBXValue] = [
            "CODE_SIGN_STYLE": "Automatic",
            "CURRENT_PROJECT_VERSION": "1",
            "ENABLE_PREVIEWS": "YES",
            "IPHONEOS_DEPLOYMENT_TARGET": .string(spec.deploymentTarget),
            "LD_RUNPATH_SEARCH_PATHS": ["$(inherited)", "@executable_path/Frameworks"],
            "MARKETING_VERSION": "1.0",
            "PRODUCT_BUNDLE_IDENTIFIER": .string(spec.bundleIdentifier),
            "PRODUCT_NAME": "$(TARGET_NAME)",
            "SWIFT_EMIT_LOC_STRINGS": "YES",
            "SWIFT_VERSION": .string(spec.swiftLanguageMode.buildSetting),
            "TARGETED_DEVICE_FAMILY": "1,2",
        ]
        let infoPlist = AppInfoPlist.buildSettings(
            usesSceneDelegate: spec.infoPlistPath != nil, infoPlistFile: spec.infoPlistPath)
        for (key, value) in infoPlist + AssetCatalog.buildSettings {
            settings[key] = .string(value)
        }
        return settings.merging(swiftSettings(spec, stringCatalogSymbols: true)) { $1 }
    }

    private static func swiftSettings(_ spec: XcodeProjectSpec, stringCatalogSymbols: Bool) -> [String: PBXValue] {
        xcodeSettings(xcode: spec.xcode, concurrency: spec.concurrency, forApp: stringCatalogSymbols).mapValues { .string($0) }
    }

    /// What the App template of `xcode` sets on a target beyond Xcode 16's: `STRING_CATALOG_GENERATE_SYMBOLS`
    /// (Xcode 26: on for the app, off for the tests) and the concurrency settings. The Xcode project
    /// template writes the same (`CoordinatorAppProjectTemplate`).
    static func xcodeSettings(xcode: XcodeVersion, concurrency: ConcurrencySettings?, forApp: Bool) -> [String: String] {
        var settings = concurrency?.buildSettings ?? [:]
        if xcode.setsStringCatalogSymbols {
            settings["STRING_CATALOG_GENERATE_SYMBOLS"] = forApp ? "YES" : "NO"
        }
        return settings
    }

    static func tests(_ spec: XcodeProjectSpec, debug: Bool) -> [String: PBXValue] {
        let settings: [String: PBXValue] = [
            "BUNDLE_LOADER": "$(TEST_HOST)",
            "CODE_SIGN_STYLE": "Automatic",
            "CURRENT_PROJECT_VERSION": "1",
            "GENERATE_INFOPLIST_FILE": "YES",
            "IPHONEOS_DEPLOYMENT_TARGET": .string(spec.deploymentTarget),
            "MARKETING_VERSION": "1.0",
            "PRODUCT_BUNDLE_IDENTIFIER": .string("\(spec.bundleIdentifier)Tests"),
            "PRODUCT_NAME": "$(TARGET_NAME)",
            "SWIFT_EMIT_LOC_STRINGS": "NO",
            "SWIFT_VERSION": .string(spec.swiftLanguageMode.buildSetting),
            "TARGETED_DEVICE_FAMILY": "1,2",
            "TEST_HOST": .string("$(BUILT_PRODUCTS_DIR)/\(spec.name).app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/\(spec.name)"),
        ]
        return settings.merging(swiftSettings(spec, stringCatalogSymbols: false)) { $1 }
    }
}
