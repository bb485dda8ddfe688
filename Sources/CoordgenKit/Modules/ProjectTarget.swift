/// One target as a project reader sees it, before coordgen picks the app and test targets.
struct ProjectTarget: Equatable, Sendable {
    /// What the target builds.
    enum Product: Equatable, Sendable {
        case app, unitTests, uiTests, framework, other
    }

    var name: String
    var product: Product
    /// `PRODUCT_NAME` with its build-setting references expanded; the target's name when unset.
    var productName: String?
    /// `PRODUCT_MODULE_NAME`, where set, expanded.
    var moduleName: String?
    var deploymentTarget: String?
    /// The platform the target builds for where it is not iOS (`tvOS`, `macOS`), as the project says;
    /// nil for iOS or where the project does not say.
    var platform: String? = nil
    /// The Swift language mode as the setting has it (`5.0`, `6`).
    var swiftVersion: String?
    /// The target's source folders, relative to the app's root.
    var folders: [String]
    /// The target's sources as the spec writes them, relative to the spec's folder — paths or globs
    /// (`App/Sources/**`) — for a generated project (XcodeGen, Tuist); empty for an `.xcodeproj`.
    var sourceGlobs: [String] = []
    var folderKind: ProjectFacts.FolderKind?
    /// Its default isolation and upcoming features, from its build settings; nil when none is set.
    var concurrency: ConcurrencySettings? = nil
    /// The names of the targets of the same project or package it depends on (`.target(name: "Core")`,
    /// `"Core"`), as far as its manifest says; external products are left out.
    var dependencies: [String] = []
    /// Where the target is declared, for messages.
    var reference: SourceReference
    /// The settings read whose build-setting references name no setting coordgen found
    /// (`PRODUCT_NAME = $(APP_NAME)`): their values are unknown and left out.
    var unresolvedSettings: [String] = []
    /// The `.xcconfig` files the target's settings were read from, relative to the project's folder.
    var settingsFiles: [String] = []

    /// The module Xcode builds the target as.
    var module: String {
        moduleName ?? ModuleName.sanitised(productName ?? name)
    }
}
