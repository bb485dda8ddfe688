import Foundation

/// What an existing Xcode project holds, read without changing it: its format and, per target, the
/// settings and source folders `coordgen init` needs to describe the app.
public struct XcodeProjectSummary: Equatable, Sendable {
    /// One native target.
    public struct Target: Equatable, Sendable {
        /// Where a target's sources come from.
        public enum Sources: Equatable, Sendable {
            /// `PBXFileSystemSynchronizedRootGroup`s: these folders, relative to the project folder.
            case synchronizedFolders([String])
            /// A classic Sources phase: the folders of the files it compiles, relative to the project folder.
            case groups([String])
            /// Both (a mixed project).
            case mixed(synchronized: [String], groups: [String])
        }

        /// The build settings coordgen reads, for one configuration, as the target sees them (its own,
        /// else the project's).
        public struct Settings: Equatable, Sendable {
            public let configuration: String
            public let productName: String?
            public let productModuleName: String?
            public let deploymentTarget: String?
            public let swiftVersion: String?
        }

        public let name: String
        public let productType: String
        public let settings: [Settings]
        public let sources: Sources
        /// For a test bundle, the app target it tests (TEST_HOST or a dependency).
        public let testedTarget: String?
    }

    public let objectVersion: Int
    public let targets: [Target]

    /// Reads `xcodeproj/project.pbxproj` through `loader` (a command's `sources.projectFiles`, which
    /// parses it once for the whole command).
    public static func read(xcodeproj: URL, loader: PBXProjectLoader = PBXProjectLoader()) throws -> XcodeProjectSummary {
        let model: PBXProjectModel
        do {
            model = try loader.model(xcodeproj: xcodeproj, name: "\(xcodeproj.lastPathComponent)/project.pbxproj")
        } catch {
            // A plain `catch` rather than `catch .unreadable`, which crashes Swift 6.3's SIL ownership check.
            guard case .unreadable = error else { throw error }
            throw XcodeProjectEditError.unreadable(xcodeproj.appendingPathComponent("project.pbxproj").path)
        }
        let document = model.document
        let folder = model.projectFolder
        func relative(_ path: String) -> String {
            PathMath.relativeAllowingParents(path, to: folder)
        }
        let targets = model.targets.map { target in
            let synchronized = target.synchronizedGroupIDs.compactMap { model.groupFolders[$0] }.map(relative)
            let grouped = Set(target.compiledFileRefs.compactMap { model.filePaths[$0] }.map { relative(PathMath.folder(of: $0)) }).sorted()
            let sources: Target.Sources =
                synchronized.isEmpty
                ? .groups(grouped)
                : grouped.isEmpty ? .synchronizedFolders(synchronized) : .mixed(synchronized: synchronized, groups: grouped)
            let tested = target.isTestBundle ? model.targets.first { !$0.isTestBundle && target.tests($0) }?.name : nil
            return Target(
                name: target.name, productType: target.productType,
                settings: target.buildSettings.map { configuration in
                    // A setting the target does not set comes from the project's configuration of that name.
                    let inherited = model.projectBuildSettings.first { $0.configuration == configuration.configuration }?.settings ?? [:]
                    let settings = configuration.settings.merging(inherited) { own, _ in own }
                    return Target.Settings(
                        configuration: configuration.configuration, productName: settings["PRODUCT_NAME"],
                        productModuleName: settings["PRODUCT_MODULE_NAME"], deploymentTarget: settings["IPHONEOS_DEPLOYMENT_TARGET"],
                        swiftVersion: settings["SWIFT_VERSION"])
                },
                sources: sources, testedTarget: tested)
        }
        return XcodeProjectSummary(objectVersion: document.objectVersion, targets: targets)
    }
}
