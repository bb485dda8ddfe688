import Foundation

@testable import CoordgenKit

extension ExistingApps {
    /// The modules of an app whose pods are checked in (`Pods/<Name>/`, beside a `Podfile`), as CocoaPods
    /// builds them: each pod a module of its own, then the app's module (named after its folder), which
    /// imports them, then its tests; nil for an app without checked-in pods.
    static func podModules(of app: URL) -> [SwiftCompiler.ModuleSources]? {
        let manager = FileManager.default
        guard manager.fileExists(atPath: app.appendingPathComponent("Podfile").path),
            let entries = try? manager.contentsOfDirectory(atPath: app.appendingPathComponent("Pods").path)
        else { return nil }
        let pods = entries.filter { entry in
            !entry.hasPrefix(".") && !["Target Support Files", "Headers", "Local Podspecs", "Pods.xcodeproj"].contains(entry)
                && !swiftFiles(under: app.appendingPathComponent("Pods/\(entry)")).isEmpty
        }.sorted()
        guard !pods.isEmpty else { return nil }
        let sources = AppSources(root: app)
        let own = sources.paths.filter { !(sources.file($0)?.isManifest ?? false) }
        let tests = own.filter(AppSources.isInTestFolder)
        let appFiles = own.filter { !AppSources.isInTestFolder($0) }
        guard let appModule = appFiles.first.flatMap({ $0.split(separator: "/").first.map(String.init) }) else { return nil }
        return pods.map { pod in
            SwiftCompiler.ModuleSources(name: pod, sources: swiftFiles(under: app.appendingPathComponent("Pods/\(pod)")))
        }
            + [
                SwiftCompiler.ModuleSources(name: appModule, sources: appFiles.map(app.appendingPathComponent), dependencies: pods),
                SwiftCompiler.ModuleSources(
                    name: appModule + "Tests", sources: tests.map(app.appendingPathComponent), dependencies: pods + [appModule],
                    isTest: true),
            ].filter { !$0.sources.isEmpty }
    }

    private static func swiftFiles(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }
}
