import Foundation

/// What `new coordinator` and `new screen` do about modules in an app whose manifests describe them:
/// choose the flow's module before the style plans (``FlowPlacement``) and what crossing a module
/// boundary takes (``FlowModuleVisibility``: the flow's API `public`, its imports, the test's `@testable
/// import`, the parent's `import`), which the templates and the parent's edits then write; declare a new
/// module in its manifest, and refuse a plan that would write a file no target compiles.
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

    /// What the flow's files say because of its placement, which the templates render: its API
    /// `public` across modules, the parent's project imports in its coordinator, its framework module
    /// `@testable` in its test, and the import its parent's file gets.
    func visibility(for placement: FlowPlacement) -> FlowModuleVisibility {
        var visibility = FlowModuleVisibility()
        guard let module = placement.module else { return visibility }
        visibility.ownModule = module.target.module
        if let parentFile = placement.parentFile {
            visibility.imports = modulesImported(by: parentFile, usableFrom: module)
            // Compiled with its parent, the flow may use what the parent's file imports from the app's own
            // Tuist projects, also where coordgen did not read the dependency from their manifests
            // (`import FeatureDependency`, a folder with a `Project.swift` a helper makes).
            if placement.parentModule == module {
                visibility.imports += undescribedProjectsImported(by: parentFile, besides: module).filter { !visibility.imports.contains($0) }
            }
        }
        if module.target.product == .framework {
            visibility.testedModule = module.target.module
        }
        if placement.crossesModules {
            visibility.access = .public
            visibility.parentImport = placement.parentFile.map { .init(file: $0, module: module.target.module) }
        }
        return visibility
    }

    /// Notes the placement, declares a new module in its manifest, and checks that every new file is
    /// compiled by some target.
    func finish(_ plan: inout Plan, placement: FlowPlacement) throws {
        plan.notes += placement.notes
        if let newModule = placement.newModule, let model = placement.modelModule, let parent = placement.parentModule {
            try declare(newModule, modelledOn: model, usedBy: parent, in: &plan)
        }
        try verifyCompiled(plan, extraModules: placement.newModule.map { [$0] } ?? [])
    }

    /// Where a new file no target compiles can go instead, as the command's own flags say it.
    enum Remedy {
        /// `new coordinator`: a module (`--module`), a new one (`--new-module`) or a folder (`--in`).
        case flow
        /// `new screen`: a folder (`--in`).
        case screen

        var hint: String {
            switch self {
            case .flow: "pass --module with the module it belongs to, --new-module, or --in with a folder a target compiles"
            case .screen: "pass --in with a folder a target compiles"
            }
        }
    }

    /// Refuses a plan that creates a Swift file (other than a test) no target of the manifests compiles.
    func verifyCompiled(_ plan: Plan, extraModules: [ProjectModules.Module] = [], remedy: Remedy = .flow) throws {
        let all = ProjectModules(modules: modules.modules + extraModules)
        for change in plan.changes where change.action == .create && change.url.pathExtension == "swift" {
            guard let path = project.sources.relativePath(of: change.url), all.describes(path) else { continue }
            if path.hasSuffix("Tests.swift") { continue }
            if all.module(compiling: path) == nil {
                throw GeneratorError.cannotGenerate(
                    "no target compiles \(path), so coordgen would write a file that is never built: \(remedy.hint)"
                )
            }
        }
    }

    /// The file declaring the coordinator class a user named, relative to the project root.
    func classFile(of input: String, normalised: FlowName, shape: AppShape) throws -> String? {
        var sources = ProjectSources(project: project)
        let resolution = try CoordinatorLookup.resolve(input, normalised: normalised, naming: shape.naming, in: &sources)
        // The first file, in path order, that declares the class at its top level: the files are read one
        // by one and the search stops there (the lookup above parsed that file and usually the ones before
        // it; the ones after, which merely mention the class, are not parsed).
        for path in project.sources.paths(containing: resolution.className) {
            guard let file = project.sources.file(path) else { continue }
            if let declared = DeclarationIndex(files: [file]).types.first(where: {
                $0.name == resolution.className && $0.kind == .class && !$0.isNested
            }) {
                return declared.file.path
            }
        }
        return nil
    }

    /// The project's modules the parent's file imports (the protocol's module, a shared core) that the
    /// flow's own module can use, each once.
    /// The modules `parentFile` imports that are Tuist projects of the app (a folder of that name holding a
    /// `Project.swift`), but `module`: the parent's file compiles with them, whatever coordgen read of the
    /// dependencies their manifests declare.
    private func undescribedProjectsImported(by parentFile: String, besides module: ProjectModules.Module) -> [String] {
        guard project.config.project?.kind == .tuist else { return [] }
        let projects = Set(
            project.sources.paths.filter { $0.hasSuffix("/Project.swift") }.compactMap { ModuleScope.folder(of: $0).split(separator: "/").last.map(String.init) })
        return (project.sources.file(parentFile)?.imports ?? []).filter { name in
            projects.contains(name) && name != module.target.module
        }
    }

    private func modulesImported(by parentFile: String, usableFrom module: ProjectModules.Module) -> [String] {
        var seen: Set<String> = []
        return (project.sources.file(parentFile)?.imports ?? []).filter { name in
            guard name != module.target.module, let used = modules.module(named: name), modules.canUse(used, from: module) else {
                return false
            }
            return seen.insert(name).inserted
        }
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
