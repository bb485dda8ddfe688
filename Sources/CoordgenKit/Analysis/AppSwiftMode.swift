import Foundation

/// The Swift language mode the analysed app builds in, as far as its build settings tell.
public struct AppSwiftMode: Sendable, Equatable {
    /// The major language mode, nil when no build setting names one.
    public let major: Int?
    /// Where the mode was read, for the output (`Hotel.xcodeproj: SWIFT_VERSION = 6.0`).
    public let source: String
    /// Where an Xcode project sets `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` (Xcode 26's App
    /// template), or nil: undeclared code is main-actor isolated there.
    public var mainActorByDefault: String? = nil

    /// Reads `SWIFT_VERSION` from the Xcode projects, or the tools version and language modes of a
    /// `Package.swift` at `root`. Several targets with different modes count as the highest one,
    /// since the strictest target decides what must compile.
    static func detect(in sources: AppSources) -> AppSwiftMode {
        var versions: [(Int, String)] = []
        var mainActorByDefault: String?
        // Another app's project (a vendored framework's `Example/` app) says nothing of this app's mode.
        let others = Set(sources.otherApps.map(\.project))
        for project in sources.xcodeProjects where !others.contains(project) {
            let url = sources.root.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
            let name = String(project.split(separator: "/").last ?? "")
            // Through the command's project-file loader, which scans the file for these two settings unless
            // a reader has parsed it already; a file the project-file reader would refuse names no mode.
            guard let configurations = sources.projectFiles.buildConfigurations(url, settings: Self.settingNames) else { continue }
            // Every configuration of the project and its targets, by id.
            for configuration in configurations {
                if configuration.settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] == "MainActor", mainActorByDefault == nil {
                    mainActorByDefault = "\(name): SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor"
                }
                guard let value = configuration.settings["SWIFT_VERSION"] else { continue }
                if let major = Int(value.split(separator: ".").first ?? "") {
                    versions.append((major, "\(name): SWIFT_VERSION = \(value)"))
                }
            }
        }
        if let highest = versions.max(by: { $0.0 < $1.0 }) {
            return AppSwiftMode(major: highest.0, source: highest.1, mainActorByDefault: mainActorByDefault)
        }
        // Through the sources, which may have read it already.
        if let text = sources.text(of: "Package.swift"), let firstLine = text.split(separator: "\n").first,
            let range = firstLine.range(of: "swift-tools-version:")
        {
            let tools = firstLine[range.upperBound...].trimmingCharacters(in: .whitespaces)
            guard let major = Int(tools.split(separator: ".").first ?? "") else { return .unknown }
            // Tools 6 builds in Swift 6 mode unless the manifest asks for 5.
            let asksFor5 = text.contains("swiftLanguageModes: [.v5") || text.contains("swiftLanguageVersions: [.v5")
            return AppSwiftMode(major: major >= 6 && !asksFor5 ? 6 : 5, source: "Package.swift: swift-tools-version:\(tools)")
        }
        return .unknown
    }

    /// The build settings the mode is read from.
    static let settingNames = ["SWIFT_VERSION", "SWIFT_DEFAULT_ACTOR_ISOLATION"]

    /// This mode, or where no project file names one, the mode `init` recorded in `.coordgen.yml`
    /// (`project.swiftVersion`, read from an XcodeGen or Tuist description that this reader does not parse).
    func orRecorded(_ version: String?, in file: String?) -> AppSwiftMode {
        guard major == nil, let version, let recordedMajor = Int(version.split(separator: ".").first ?? "") else { return self }
        let from = file.map { ", read from \($0) by init" } ?? ""
        return AppSwiftMode(
            major: recordedMajor, source: ".coordgen.yml: project.swiftVersion = \(version)\(from)", mainActorByDefault: mainActorByDefault)
    }

    /// No build setting found.
    public static let unknown = AppSwiftMode(major: nil, source: "no SWIFT_VERSION in an .xcodeproj and no Package.swift")
}
