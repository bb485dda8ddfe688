import Foundation

/// What `new coordinator` and `new screen` do about modules in an app whose manifests describe them:
/// choose the flow's module before the style plans (``FlowPlacement``), then make what crosses a module
/// boundary visible (the flow's API `public`, the parent's `import`, the test's `@testable import`),
/// declare a new module in its manifest, and refuse a plan that would write a file no target compiles.
struct ModuleAwarePlanning {
    let project: Project
    let modules: ProjectModules

    init(project: Project) {
        self.project = project
        modules = project.model.modules
    }

    /// Where the flow `flow` goes, given its parent (the coordinator `--parent` names) and the flags.
    func placeFlow(_ flow: FlowName, options: CoordinatorOptions, parent: FlowName?, shape: AppShape) throws -> FlowPlacement {
        let parentFile = try parent.flatMap { parent in
            try classFile(of: options.parent ?? parent.typeStem, normalised: parent, shape: shape)
        }
        let near = parentFile.map(ModuleScope.folder(of:))
        let layoutFolder =
            options.folder.flatMap(project.sources.relativePath(of:))
            ?? ModuleScope.normalized(project.config.folder(for: .coordinator, flow: flow.typeStem, near: near))
        var placement = try FlowPlacement.decide(
            flow: flow.typeStem, layoutFolder: layoutFolder, parentFile: parentFile, moduleChoice: options.module,
            createsModule: options.createsModule, modules: modules)
        placement.parentFile = parentFile
        keepScreensWithTheCoordinator(
            &placement, flow: flow, coordinatorFolder: layoutFolder, near: near, explicitFolder: options.folder != nil)
        return placement
    }

    /// The flow's first screen goes into its coordinator's module: where the layout's screen folder is
    /// another module's (or none's), both go into the coordinator's folder, said in a note.
    private func keepScreensWithTheCoordinator(
        _ placement: inout FlowPlacement, flow: FlowName, coordinatorFolder: String, near: String?, explicitFolder: Bool
    ) {
        guard placement.folder == nil, !explicitFolder, let module = placement.module else { return }
        let screens = ModuleScope.normalized(project.config.folder(for: .screen, flow: flow.typeStem, near: near))
        let all = ProjectModules(modules: modules.modules + (placement.newModule.map { [$0] } ?? []))
        let screensModule = all.module(compilingNewFileIn: screens)
        guard screensModule != module else { return }
        placement.folder = coordinatorFolder
        placement.notes.append(
            "\(flow.typeStem)'s screens go beside its coordinator in module \(module.name) (\(coordinatorFolder)): \(screens), where the app's layout puts screens, is \(screensModule.map { "module \($0.name)" } ?? "compiled by no target")"
        )
    }

    /// The folder for a new screen of the coordinator `coordinator`, when the layout's folder is not
    /// compiled by the coordinator's module (the screen then goes beside the coordinator), with a note.
    func screenFolder(for coordinator: FlowName, input: String, shape: AppShape) throws -> (folder: String, note: String)? {
        guard let coordinatorFile = try classFile(of: input, normalised: coordinator, shape: shape) else { return nil }
        let layoutFolder = ModuleScope.normalized(
            project.config.folder(for: .screen, flow: coordinator.typeStem, near: ModuleScope.folder(of: coordinatorFile)))
        guard modules.describes(coordinatorFile),
            let module = modules.module(compiling: coordinatorFile)
        else { return nil }
        let layoutModule = modules.module(compilingNewFileIn: layoutFolder)
        guard layoutModule != module else { return nil }
        let folder = ModuleScope.folder(of: coordinatorFile)
        return (
            folder,
            "the screen goes beside \(coordinator.typeStem)'s coordinator in module \(module.name) (\(folder)): \(layoutFolder), where the app's layout puts it, is \(layoutModule.map { "module \($0.name)" } ?? "compiled by no target")"
        )
    }

    /// Applies the placement to a planned flow: `public` API and imports across modules, the new
    /// module's manifest entries; then checks every new file is compiled by some target.
    func finish(_ plan: inout Plan, placement: FlowPlacement, flowClass: String) throws {
        plan.notes += placement.notes
        if let module = placement.module, let parentFile = placement.parentFile {
            try importParentsModules(&plan, of: parentFile, into: module, flowClass: flowClass)
        }
        if let module = placement.module, module.target.product == .framework {
            try importInTest(&plan, module: module.target.module, flowClass: flowClass)
        }
        if placement.crossesModules, let module = placement.module {
            try crossModuleBoundary(&plan, module: module.target.module, flowClass: flowClass, parentFile: placement.parentFile)
        }
        if let newModule = placement.newModule, let model = placement.modelModule, let parent = placement.parentModule {
            try declare(newModule, modelledOn: model, usedBy: parent, in: &plan)
        }
        try verifyCompiled(plan, extraModules: placement.newModule.map { [$0] } ?? [])
    }

    /// Refuses a plan that creates a Swift file (other than a test) no target of the manifests compiles.
    func verifyCompiled(_ plan: Plan, extraModules: [ProjectModules.Module] = []) throws {
        let all = ProjectModules(modules: modules.modules + extraModules)
        for change in plan.changes where change.action == .create && change.url.pathExtension == "swift" {
            guard let path = project.sources.relativePath(of: change.url), all.describes(path) else { continue }
            if path.hasSuffix("Tests.swift") { continue }
            if all.module(compiling: path) == nil {
                throw GeneratorError.cannotGenerate(
                    "no target compiles \(path), so coordgen would write a file that is never built: pass --module with the module it belongs to, --new-module, or --in with a folder a target compiles"
                )
            }
        }
    }

    /// The file declaring the coordinator class a user named, relative to the project root.
    func classFile(of input: String, normalised: FlowName, shape: AppShape) throws -> String? {
        var sources = ProjectSources(project: project)
        let resolution = try CoordinatorLookup.resolve(input, normalised: normalised, naming: shape.naming, in: &sources)
        let candidates = project.sources.files(project.sources.paths(containing: resolution.className))
        return DeclarationIndex(files: candidates).types.first {
            $0.name == resolution.className && $0.kind == .class && !$0.isNested
        }?.file.path
    }

    /// The new coordinator imports the project's modules its parent imports (the protocol's module, a
    /// shared core) that its own module can use: it is written in the parent's terms.
    private func importParentsModules(
        _ plan: inout Plan, of parentFile: String, into module: ProjectModules.Module, flowClass: String
    ) throws {
        let imported = (project.sources.file(parentFile)?.imports ?? []).filter { name in
            guard name != module.target.module, let used = modules.module(named: name) else { return false }
            return modules.canUse(used, from: module)
        }
        guard !imported.isEmpty else { return }
        try rewriteCreated("\(flowClass).swift", in: &plan) { text in
            try imported.reduce(text) { text, name in try ImportInserter.addingImport(name, to: text) }
        }
    }

    /// A test of a flow in a framework module imports that module too.
    private func importInTest(_ plan: inout Plan, module: String, flowClass: String) throws {
        try rewriteCreated("\(flowClass)Tests.swift", in: &plan) { try ImportInserter.addingImport(module, testable: true, to: $0) }
    }

    /// Rewrites the new file named `fileName` in the plan.
    private func rewriteCreated(_ fileName: String, in plan: inout Plan, _ transform: (String) throws -> String) throws {
        for change in plan.changes where change.action == .create && change.url.lastPathComponent == fileName {
            let edited = try transform(String(decoding: change.newContents, as: UTF8.self))
            plan.add(FilePlanner(overwriteExisting: true).planWrite(edited, to: change.url, in: plan, summary: change.summary))
        }
    }

    private func crossModuleBoundary(_ plan: inout Plan, module: String, flowClass: String, parentFile: String?) throws {
        try rewriteCreated("\(flowClass).swift", in: &plan, PublicInterfaceWriter.makingPublic)
        guard let parentFile else { return }
        let url = project.root.appendingPathComponent(parentFile)
        guard let change = plan.changes.first(where: { $0.url.standardizedFileURL.path == url.standardizedFileURL.path }) else { return }
        let old = change.oldContents.map { String(decoding: $0, as: UTF8.self) } ?? ""
        let planned = String(decoding: change.newContents, as: UTF8.self)
        let new = try ImportInserter.addingImport(module, to: planned)
        guard new != planned else { return }
        plan.add(
            FilePlanner.planEdit(
                of: url, from: old, to: new, in: plan, summary: change.summary + ", imported \(module)", fingerprint: change.oldFingerprint)
        )
    }

    private func declare(
        _ module: ProjectModules.Module, modelledOn model: ProjectModules.Module, usedBy user: ProjectModules.Module, in plan: inout Plan
    ) throws {
        guard let old = project.sources.text(of: model.manifest) else {
            throw GeneratorError.unreadableSource(model.manifest)
        }
        let writer = ManifestModuleWriter(isPackage: model.isPackage)
        var new = try writer.addingTarget(module.name, modelledOn: model.name, to: old)
        new = try writer.addingDependency(module.name, to: user.name, in: new)
        // What the manifest now says must compile the flow's folder as the new module.
        let declared =
            model.isPackage
            ? PackageManifestReader(text: new, displayPath: model.manifest).targets()
            : TuistManifestReader(text: new, displayPath: model.manifest, folder: ModuleScope.folder(of: model.manifest)).targets()
        guard let target = declared.first(where: { $0.name == module.name }),
            target.folders.contains(where: { folder in module.target.folders.contains { $0 == folder || $0.hasPrefix(folder + "/") } })
        else {
            throw GeneratorError.cannotGenerate(
                "\(module.name) modelled on \(model.name) in \(model.manifest) would not compile \(module.target.folders.first ?? ""), where the app's layout puts the flow: declare the module yourself, or pass --module"
            )
        }
        plan.add(
            FilePlanner.planEdit(
                of: project.root.appendingPathComponent(model.manifest), from: old, to: new, in: plan,
                summary: "declared module \(module.name) in \(model.manifest), a dependency of \(user.name)",
                fingerprint: project.sources.fingerprint(of: model.manifest)))
    }
}
