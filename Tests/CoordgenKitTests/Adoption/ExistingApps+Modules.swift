import Foundation

@testable import CoordgenKit

extension ExistingApps {
    /// The modules of the app at `app` as its manifests declare them (Tuist's `Project.swift`,
    /// XcodeGen's `project.yml`, local `Package.swift`s), with their Swift files, in the order a build
    /// needs; test targets come last and may import every module. Fewer than two modules with sources
    /// means a single-module app: nil.
    static func modules(of app: URL) throws -> [SwiftCompiler.ModuleSources]? {
        if let pods = podModules(of: app) { return pods }
        let sources = AppSources(root: app)
        let fileManager = FileManager.default
        let kind: ProjectFacts.Kind? =
            fileManager.fileExists(atPath: app.appendingPathComponent("Project.swift").path)
                || fileManager.fileExists(atPath: app.appendingPathComponent("Tuist").path)
            ? .tuist
            : fileManager.fileExists(atPath: app.appendingPathComponent("project.yml").path) ? .xcodegen : nil
        let declared = ProjectModules(sources: sources, kind: kind).modules
        let all = ProjectModules(modules: declared)
        let files = sources.paths.filter { path in
            !(sources.file(path)?.isManifest ?? false) && !path.hasPrefix("Tuist/")
        }
        var modules: [SwiftCompiler.ModuleSources] = []
        for module in declared {
            let isTest = module.target.product == .unitTests
            let own =
                isTest
                ? files.filter { path in module.target.folders.contains { path.hasPrefix($0 + "/") } }
                : files.filter { all.module(compiling: $0)?.name == module.name }
            guard !own.isEmpty else { continue }
            modules.append(
                SwiftCompiler.ModuleSources(
                    name: module.target.module, sources: own.map(app.appendingPathComponent),
                    dependencies: dependencies(of: module, files: own, declared: declared, sources: sources),
                    isTest: isTest))
        }
        guard modules.filter({ !$0.isTest }).count > 1 else { return nil }
        let names = modules.filter { !$0.isTest }.map(\.name)
        return modules.map { module in
            var module = module
            if module.isTest { module.dependencies = names }
            return module
        }
    }

    /// The modules `module` uses: those its manifest names, and — for a templated Tuist manifest, whose
    /// helper names them through its own enums — the declared modules its files import.
    private static func dependencies(
        of module: ProjectModules.Module, files: [String], declared: [ProjectModules.Module], sources: AppSources
    ) -> [String] {
        let named = module.target.dependencies.filter { name in declared.contains { $0.name == name } }
        let imported = Set(files.flatMap { sources.file($0)?.imports ?? [] })
        let others = declared.filter { $0.name != module.name && $0.target.product != .unitTests }.map(\.target.module)
        return named + others.filter { imported.contains($0) && !named.contains($0) }
    }
}
