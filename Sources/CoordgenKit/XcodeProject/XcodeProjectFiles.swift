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
        """
        targets:
          \(spec.name):
            type: application
            platform: iOS
            deploymentTarget: "\(spec.deploymentTarget)"
            sources:
              - path: \(spec.appFolder)
                excludes: [\(spec.infoPlistPath.hasPrefix(spec.appFolder + "/") ? String(spec.infoPlistPath.dropFirst(spec.appFolder.count + 1)) : spec.infoPlistPath)]
            info:
              path: \(spec.infoPlistPath)
            settings:
              PRODUCT_BUNDLE_IDENTIFIER: \(spec.bundleIdentifier)
              SWIFT_VERSION: "\(spec.swiftLanguageMode.buildSetting)"
          \(spec.testTargetName):
            type: bundle.unit-test
            platform: iOS
            sources: [\(spec.testsFolder)]
            dependencies:
              - target: \(spec.name)
        """
    }
}
