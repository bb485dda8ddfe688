import Foundation

/// Whether the app target's Objective-C bridging header (`SWIFT_OBJC_BRIDGING_HEADER`) imports UIKit
/// (`@import UIKit;`, `#import <UIKit/UIKit.h>`): every Swift file of the target then sees UIKit's types
/// without importing it, and coordgen adds no `import UIKit` to them (``UIKitImportForEdits``).
enum BridgingHeaderImports {
    static func uikit(in project: Project) -> Bool {
        guard let facts = project.config.project, facts.kind == .xcodeproj, let file = facts.file,
            let model = OtherAppProjects.model(of: file, root: project.root, loader: project.sources.projectFiles)
        else { return false }
        let targets = model.targets.filter { facts.appTarget == nil || $0.name == facts.appTarget }
        let settings = targets.flatMap(\.buildSettings) + model.projectBuildSettings
        let headers = Set(settings.compactMap { $0.settings["SWIFT_OBJC_BRIDGING_HEADER"] })
        return headers.contains { header in
            guard let text = try? String(contentsOf: location(of: header, in: project), encoding: .utf8) else { return false }
            return text.split(whereSeparator: \.isNewline).contains { line in
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let first = words.first, words.count > 1 else { return false }
                return (first == "@import" && words[1].hasPrefix("UIKit")) || (first == "#import" && words[1].hasPrefix("<UIKit/"))
            }
        }
    }

    /// The header's file: the setting is relative to the project's folder (`$(SRCROOT)`), quoted or not.
    private static func location(of setting: String, in project: Project) -> URL {
        var path = setting.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(prefix) {
            path = String(path.dropFirst(prefix.count))
        }
        let projectFolder = project.config.project?.file.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        return project.root.appendingPathComponent(projectFolder).appendingPathComponent(path)
    }
}
