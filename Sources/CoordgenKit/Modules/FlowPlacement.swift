import Foundation

/// Which module a new flow goes into in an app whose manifests describe its modules (Tuist, XcodeGen,
/// local Swift packages), so its files are always compiled by a target its parent can use:
///
/// - `--module M`: into M, which must be the parent's module or one the parent's module depends on;
/// - `--new-module`: into a new module named after the flow, declared in the manifest like a sibling
///   feature module, that the parent's module then depends on;
/// - neither: where the app's layout puts it when a module the parent can use compiles that folder,
///   else into the parent's own module (said in a note).
///
/// Where the flow's module is not the parent's, the flow's API is `public` and the parent imports it.
struct FlowPlacement: Equatable {
    /// The folder (relative to the project root) for the flow's coordinator and screens, when it is not
    /// the one the layout gives.
    var folder: String?
    /// The module that compiles the flow's files.
    var module: ProjectModules.Module?
    /// The parent coordinator's file, relative to the project root.
    var parentFile: String?
    /// The module that compiles the parent's file.
    var parentModule: ProjectModules.Module?
    /// The module to declare, when `--new-module` was given.
    var newModule: ProjectModules.Module?
    /// The module whose manifest entry is the model of the new one.
    var modelModule: ProjectModules.Module?
    /// Whether the flow's module is not its parent's: its API is public and the parent imports it.
    var crossesModules = false
    var notes: [String] = []

    /// The placement of the flow `flow`, whose files the layout would put in `layoutFolder`.
    ///
    /// - Parameters:
    ///   - parentFile: The parent coordinator's file, relative to the project root; nil without `--parent`.
    ///   - moduleChoice: `--module`.
    ///   - createsModule: `--new-module`.
    static func decide(
        flow: String, layoutFolder: String, parentFile: String?, moduleChoice: String?, createsModule: Bool,
        modules: ProjectModules
    ) throws(GeneratorError) -> FlowPlacement {
        let sample = layoutFolder.isEmpty ? "\(flow).swift" : "\(layoutFolder)/\(flow).swift"
        let described = modules.describes(sample) || parentFile.map(modules.describes) == true
        guard described else {
            if moduleChoice != nil || createsModule {
                throw .cannotGenerate(
                    "--\(createsModule ? "new-module" : "module") needs a project whose modules a manifest lists (Tuist's Project.swift, XcodeGen's project.yml or a local Package.swift); this app's targets are in its .xcodeproj: drop the flag"
                )
            }
            return FlowPlacement()
        }
        let parentModule = parentFile.flatMap(modules.module(compiling:))
        // A parent in an `.xcodeproj` app target whose flows live in local packages: the app's
        // dependencies on them are in the project file, so any module of theirs counts as usable.
        let parentInXcodeProject = parentFile.map { !modules.describes($0) } ?? false
        if let parentFile, parentModule == nil, !parentInXcodeProject {
            throw .cannotGenerate(
                "no target of the project compiles the parent's file \(parentFile), so coordgen cannot tell which module the new flow belongs in: add the file to a target's sources, or pass --in with a folder"
            )
        }
        let decision = Decision(
            flow: flow, layoutFolder: layoutFolder, parentFile: parentFile, parentModule: parentModule,
            parentInXcodeProject: parentInXcodeProject, modules: modules)
        if let name = moduleChoice { return try decision.chosen(name) }
        if createsModule {
            return try creating(flow: flow, layoutFolder: layoutFolder, parentModule: parentModule, modules: modules)
        }
        return try decision.byLayout()
    }

    /// What a placement is decided from, once the parent's module is known.
    private struct Decision {
        let flow: String
        let layoutFolder: String
        let parentFile: String?
        let parentModule: ProjectModules.Module?
        let parentInXcodeProject: Bool
        let modules: ProjectModules

        /// A placement in `module`, which is not the parent's (or, without a parent, not the app's).
        func placement(in module: ProjectModules.Module) -> FlowPlacement {
            var placement = FlowPlacement()
            placement.parentModule = parentModule
            placement.module = module
            placement.crossesModules =
                parentModule.map { $0 != module } ?? (parentFile == nil ? module.target.product != .app : parentInXcodeProject)
            return placement
        }

        /// `--module NAME`: that module, which the parent's module must be able to use.
        func chosen(_ name: String) throws(GeneratorError) -> FlowPlacement {
            guard let module = modules.module(named: name), module.target.product != .unitTests, module.target.product != .uiTests else {
                let names = modules.modules.filter { $0.target.product == .framework || $0.target.product == .app }.map(\.name)
                throw .cannotGenerate(
                    "no module \(name) in the project's manifests (modules: \(names.joined(separator: ", "))): pass one of them to --module, or --new-module to create \(flow)"
                )
            }
            if let parentModule, !modules.canUse(module, from: parentModule) {
                throw .cannotGenerate(
                    "\(parentModule.name), the parent's module, does not depend on \(module.name), so the parent could not use the new flow: add the dependency in \(parentModule.manifest), or pass --module with one of \(modules.usable(from: parentModule).map(\.name).joined(separator: ", "))"
                )
            }
            var placement = placement(in: module)
            placement.folder = FlowPlacement.coordinatorFolder(of: module, modules: modules, layoutFolder: layoutFolder, flow: flow)
            placement.notes.append("\(flow) goes into module \(module.name) (--module), in \(placement.folder ?? layoutFolder)")
            return placement
        }

        /// Neither flag: the module compiling the layout's folder when the parent can use it, else beside
        /// the parent (in its module, or its app target), said in a note.
        func byLayout() throws(GeneratorError) -> FlowPlacement {
            if let module = modules.module(compilingNewFileIn: layoutFolder) {
                var placement = placement(in: module)
                guard let parentModule, !modules.canUse(module, from: parentModule) else { return placement }
                placement.crossesModules = false
                placement.module = parentModule
                placement.folder = ModuleScope.folder(of: parentFile ?? "")
                placement.notes.append(
                    "\(flow) goes into module \(parentModule.name), beside its parent: \(layoutFolder) (the app's layout) is module \(module.name), which \(parentModule.name) does not depend on; pass --module or --new-module to choose"
                )
                return placement
            }
            var placement = FlowPlacement()
            placement.parentModule = parentModule
            if parentInXcodeProject, let parentFile {
                placement.folder = ModuleScope.folder(of: parentFile)
                placement.notes.append(
                    "\(flow) goes beside its parent in the app target, because no target compiles \(layoutFolder) (the app's layout): pass --module to put it into a module of a local package"
                )
                return placement
            }
            guard let parentModule, let parentFile else {
                throw .cannotGenerate(
                    "no target compiles \(layoutFolder), where the app's layout puts \(flow): pass --module with the module it belongs to, --new-module to create it, or --in with a folder a target compiles"
                )
            }
            placement.module = parentModule
            placement.folder = ModuleScope.folder(of: parentFile)
            placement.notes.append(
                "\(flow) goes into module \(parentModule.name), beside its parent, because no target compiles \(layoutFolder) (the app's layout): pass --new-module to make it a module of its own, or --module to choose another"
            )
            return placement
        }
    }

    /// `--new-module`: a module named after the flow in the layout's folder, modelled on the parent's
    /// module when that is a feature module, else on one in the same layout, in the manifest that
    /// declares the parent's module.
    private static func creating(
        flow: String, layoutFolder: String, parentModule: ProjectModules.Module?, modules: ProjectModules
    ) throws(GeneratorError) -> FlowPlacement {
        if let existing = modules.module(named: flow) {
            throw .cannotGenerate(
                "the project already has a module \(flow) (\(existing.manifest)): pass --module \(flow) to put the flow there")
        }
        if let compiling = modules.module(compilingNewFileIn: layoutFolder),
            !compiling.target.folders.contains(layoutFolder)
        {
            throw .cannotGenerate(
                "\(layoutFolder) is already compiled by module \(compiling.name), so a new module there would compile its files twice: pass --module \(compiling.name), or --in with a folder no target compiles"
            )
        }
        guard let parentModule else {
            throw .cannotGenerate("--new-module needs --parent: the new module becomes a dependency of the parent's module")
        }
        // The model: the parent's module when it is a feature module, else a module that sits where the
        // layout would put this one (`Features/Home/Sources` for `Features/Search/Sources`).
        let sibling = modules.modules.first { module in
            module.target.product == .framework
                && module.target.folders.contains(layoutFolder.replacingOccurrences(of: flow, with: module.name))
        }
        guard let model = parentModule.target.product == .framework ? parentModule : sibling else {
            throw .cannotGenerate(
                "no module holds a flow where the app's layout puts \(flow) (\(layoutFolder)), so coordgen has no module to declare \(flow) like: create the module yourself, or pass --module"
            )
        }
        guard model.manifest == parentModule.manifest else {
            throw .cannotGenerate(
                "the parent's module \(parentModule.name) is declared in \(parentModule.manifest), not in \(model.manifest) where module \(flow) would be, and coordgen adds a dependency only within one manifest: create module \(flow) and the dependency yourself, or pass --module with one of \(modules.usable(from: parentModule).map(\.name).joined(separator: ", "))"
            )
        }
        var target = model.target
        target.name = flow
        target.productName = nil
        target.moduleName = nil
        target.folders = [layoutFolder]
        target.dependencies = model.target.dependencies
        var placement = FlowPlacement()
        placement.parentModule = parentModule
        placement.modelModule = model
        let module = ProjectModules.Module(target: target, manifest: model.manifest, isPackage: model.isPackage)
        placement.newModule = module
        placement.module = module
        placement.crossesModules = true
        placement.notes.append(
            "new module \(flow) in \(model.manifest), declared like \(model.name)\(target.dependencies.isEmpty ? "" : " (depending on \(target.dependencies.joined(separator: ", ")))"); \(parentModule.name) now depends on it"
        )
        return placement
    }

    /// Where a module keeps its coordinators: the folder of the layout when the module compiles it,
    /// else the module's first folder.
    private static func coordinatorFolder(
        of module: ProjectModules.Module, modules: ProjectModules, layoutFolder: String, flow: String
    ) -> String? {
        if modules.module(compilingNewFileIn: layoutFolder) == module { return nil }
        return module.target.folders.first
    }
}
