/// Every file of the generated `<Name>.xcodeproj`, by path relative to the project folder.
public enum XcodeProjectFiles {
    /// `project.pbxproj`, the shared scheme and `IDETemplateMacros.plist` (so files added in Xcode get
    /// the same header as coordgen's). `fileHeader` is the project's header template.
    public static func make(_ spec: XcodeProjectSpec, fileHeader: String) throws -> [String: String] {
        let builder = XcodeProjectBuilder(spec: spec)
        let scheme = XcodeSchemeWriter(spec: spec, appTarget: builder.appTargetID, testsTarget: builder.testsTargetID)
        let macros = PropertyList.dictionary([.init(key: "FILEHEADER", value: .string(fileHeader))])
        let folder = spec.projectFileName
        return [
            "\(folder)/project.pbxproj": builder.projectFile().text(),
            "\(folder)/xcshareddata/xcschemes/\(spec.name).xcscheme": scheme.text(),
            "\(folder)/xcshareddata/IDETemplateMacros.plist": try PropertyListWriter().xmlString(for: macros),
        ]
    }

    /// What to add to an XcodeGen `project.yml` (Tuist users translate it to `Project.swift`) when
    /// coordgen does not write the project itself.
    public static func xcodeGenSpec(_ spec: XcodeProjectSpec) -> String {
        // Info.plist is read through INFOPLIST_FILE, not copied as a resource.
        let excludes = spec.infoPlistPath.map { path in
            "\n        excludes: [\(path.hasPrefix(spec.appFolder + "/") ? String(path.dropFirst(spec.appFolder.count + 1)) : path)]"
        }
        let infoPlistSettings = AppInfoPlist.buildSettings(usesSceneDelegate: spec.infoPlistPath != nil, infoPlistFile: spec.infoPlistPath)
        let settings = (infoPlistSettings + AssetCatalog.buildSettings).map { "\n          \($0.key): \"\($0.value)\"" }.joined()
        return """
            targets:
              \(spec.name):
                type: application
                platform: iOS
                deploymentTarget: "\(spec.deploymentTarget)"
                sources:
                  - path: \(spec.appFolder)\(excludes ?? "")
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: \(spec.bundleIdentifier)
                  SWIFT_VERSION: "\(spec.swiftLanguageMode.buildSetting)"\(settings)
              \(spec.testTargetName):
                type: bundle.unit-test
                platform: iOS
                sources: [\(spec.testsFolder)]
                dependencies:
                  - target: \(spec.name)
            """
    }
}
