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
            "\(folder)/project.pbxproj": builder.text(),
            "\(folder)/xcshareddata/xcschemes/\(spec.name).xcscheme": scheme.text(),
            "\(folder)/xcshareddata/IDETemplateMacros.plist": try PropertyListWriter().xmlString(for: macros),
        ]
    }

    /// What to add to an XcodeGen `project.yml` (Tuist users translate it to `Project.swift`) when
    /// coordgen does not write the project itself.
    public static func xcodeGenSpec(_ spec: XcodeProjectSpec) -> String {
        // Info.plist is read through INFOPLIST_FILE, not copied as a resource.
        let excludes = spec.infoPlistPath.map { path in
            path.hasPrefix(spec.appFolder + "/") ? String(path.dropFirst(spec.appFolder.count + 1)) : path
        }
        let infoPlistSettings = AppInfoPlist.buildSettings(usesSceneDelegate: spec.infoPlistPath != nil, infoPlistFile: spec.infoPlistPath)
        // The Swift settings the generated code is checked under: the language mode, and the default
        // isolation, approachable concurrency and member import visibility `.coordgen.yml` records.
        let swiftSettings = ["SWIFT_VERSION": spec.swiftLanguageMode.buildSetting].merging(spec.concurrency?.buildSettings ?? [:]) { $1 }
        let appSettings = ["PRODUCT_BUNDLE_IDENTIFIER": spec.bundleIdentifier].merging(infoPlistSettings) { $1 }
            .merging(AssetCatalog.buildSettings) { $1 }.merging(swiftSettings) { $1 }
        // Every line is built on its own, so each one's indentation is the one written here.
        var lines = [
            "targets:",
            "  \(spec.name):",
            "    type: application",
            "    platform: iOS",
            "    deploymentTarget: \(yamlString(spec.deploymentTarget))",
            "    sources:",
            "      - path: \(yamlString(spec.appFolder))",
        ]
        if let excludes { lines.append("        excludes: [\(yamlString(excludes))]") }
        lines.append("    settings:")
        lines += appSettings.sorted { $0.key < $1.key }.map { "      \($0.key): \(yamlString($0.value))" }
        lines += [
            "  \(spec.testTargetName):",
            "    type: bundle.unit-test",
            "    platform: iOS",
            "    deploymentTarget: \(yamlString(spec.deploymentTarget))",
            "    sources: [\(yamlString(spec.testsFolder))]",
            "    dependencies:",
            "      - target: \(spec.name)",
            "    settings:",
        ]
        lines += swiftSettings.sorted { $0.key < $1.key }.map { "      \($0.key): \(yamlString($0.value))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted scalar: every value is a string to XcodeGen, `5.0` and `YES` included.
    private static func yamlString(_ value: String) -> String {
        "\"" + value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
