import Foundation

extension SwiftCompiler {
    /// One module of a multi-module app: its name, its sources and the modules it imports.
    struct ModuleSources {
        var name: String
        var sources: [URL]
        var dependencies: [String] = []
        /// A test module: compiled without `-enable-testing`, after everything else.
        var isTest = false
    }

    /// Type-checks the modules of an app one after another in dependency order, each against the
    /// modules built before it (`-I`), every one with the same language settings, as a Tuist or
    /// SwiftPM build compiles feature modules. Throws ``Failure`` at the first module with errors.
    static func typeCheckModules(_ modules: [ModuleSources], settings: LanguageSettings, deploymentTarget: String? = nil) throws {
        let standIn = try StandInModule.directory(
            StandInModule.Variant(swiftVersion: settings.swiftVersion, deploymentTarget: deploymentTarget), frameworks: .uikit)
        let work = try Repository.temporaryDirectory("typecheck-modules")
        defer { try? FileManager.default.removeItem(at: work) }
        var built: Set<String> = []
        var remaining = modules
        while !remaining.isEmpty {
            guard let index = remaining.firstIndex(where: { module in module.dependencies.allSatisfy { built.contains($0) } }) else {
                throw Failure(
                    step: "ordering modules", commandLine: "", status: 1,
                    output: "a dependency cycle or a missing module among \(remaining.map(\.name))")
            }
            let module = remaining.remove(at: index)
            let flags: [String] = module.isTest ? settings.forTests(module.sources).flags : settings.flags
            var arguments: [String] = flags + objectiveCInterop + previewMacros
            arguments += ["-emit-module", "-wmo", "-parse-as-library", "-module-name", module.name]
            arguments += ["-I", standIn.path, "-I", work.path]
            arguments += ["-emit-module-path", work.appendingPathComponent("\(module.name).swiftmodule").path]
            if !module.isTest { arguments.append("-enable-testing") }
            arguments += module.sources.map(\.path)
            _ = try compile("type-checking module \(module.name) (\(settings))", arguments)
            built.insert(module.name)
        }
    }
}
