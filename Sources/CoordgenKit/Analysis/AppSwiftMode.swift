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
    static func detect(root: URL, projects: [URL]) -> AppSwiftMode {
        var versions: [(Int, String)] = []
        var mainActorByDefault: String?
        for project in projects {
            guard let text = try? String(contentsOf: project, encoding: .utf8) else { continue }
            let name = project.deletingLastPathComponent().lastPathComponent
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed == "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;", mainActorByDefault == nil {
                    mainActorByDefault = "\(name): SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor"
                }
                guard trimmed.hasPrefix("SWIFT_VERSION = ") else { continue }
                let value = trimmed.dropFirst("SWIFT_VERSION = ".count).trimmingCharacters(in: CharacterSet(charactersIn: "\"; "))
                if let major = Int(value.split(separator: ".").first ?? "") {
                    versions.append((major, "\(name): SWIFT_VERSION = \(value)"))
                }
            }
        }
        if let highest = versions.max(by: { $0.0 < $1.0 }) {
            return AppSwiftMode(major: highest.0, source: highest.1, mainActorByDefault: mainActorByDefault)
        }
        let manifest = root.appendingPathComponent("Package.swift")
        if let text = try? String(contentsOf: manifest, encoding: .utf8), let firstLine = text.split(separator: "\n").first,
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

    /// No build setting found.
    public static let unknown = AppSwiftMode(major: nil, source: "no SWIFT_VERSION in an .xcodeproj and no Package.swift")
}
