import Foundation

/// A new screen as a style plans it.
struct ScreenRequest {
    let project: Project
    let files: SourceFileRenderer
    let options: ScreenOptions
    let name: FlowName
    /// The coordinator that shows the screen, as typed.
    let coordinator: FlowName
    /// The folder of the coordinator's file, which fills the area (`*`) of a `layout:` pattern.
    var near: String? = nil

    /// What the screen's templates are about.
    var subject: RenderContext.Subject { RenderContext.Subject(name, presentsModally: options.presentsModally) }

    /// `pushTo<Name>()` or `present<Name>()`.
    var method: String { options.presentsModally ? "present\(name.typeStem)()" : "pushTo\(name.typeStem)()" }

    /// The snippet of the method that shows the screen.
    var methodRole: TemplateID.Role { options.presentsModally ? .presentScreen : .pushScreen }

    /// The coordinator `--coordinator` names, found through the app's naming scheme as in every style;
    /// its notes go to `plan`.
    func resolveCoordinator(in sources: inout ProjectSources, plan: inout Plan) throws -> CoordinatorNameResolver.Resolution {
        let resolution = try CoordinatorLookup.resolve(
            options.coordinator, normalised: coordinator, naming: files.app.shape.naming, in: &sources)
        plan.notes += resolution.notes
        return resolution
    }

    /// Where the coordinator's own screens put a new one (``ScreenInAFolderOfItsOwn``,
    /// ``ScreenInAFeatureFolderOfItsOwn``, ``ScreenBesideItsSiblingScreens``), or nil where the screens' pattern has a feature area or names
    /// a folder for its flow `flow` that exists.
    private func placedByItsScreens(flow: String) -> (folder: String, note: String)? {
        guard let pattern = project.config.layoutPattern(for: .screen).pattern, !LayoutConventions.hasArea(pattern) else { return nil }
        let named = LayoutConventions.folder(pattern, flow: flow)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: project.url(for: named).path, isDirectory: &isFolder), isFolder.boolValue { return nil }
        guard
            let classFile = try? ModuleAwarePlanning(project: project).classFile(
                of: options.coordinator, normalised: coordinator, shape: files.app.shape)
        else { return nil }
        let naming = files.app.shape.naming.screen
        let screens = CoordinatorScreenFolders(classFile: classFile, naming: naming, sources: project.sources).screens
        return ScreenInAFolderOfItsOwn.folder(for: name, flow: flow, named: named, pattern: pattern, screens: screens, naming: naming)
            ?? ScreenInAFeatureFolderOfItsOwn.folder(for: name, flow: flow, named: named, pattern: pattern, screens: screens)
            ?? ScreenBesideItsSiblingScreens.folder(for: name, flow: flow, named: named, pattern: pattern, screens: screens)
    }

    /// Plans the screen's own file, named by the app's naming scheme, in `--in`, else where the layout puts
    /// the screens of `flow` (the coordinator's flow), else the `paths:` folder.
    /// `companions` are files rendered beside it (a view model), each by its role and file name.
    func planScreenFile(
        _ screen: ScreenKind, flow: String? = nil, coordinatorClass: String? = nil,
        companions: [(role: TemplateID.Role, fileName: String)] = [], into plan: inout Plan
    ) throws {
        let flow = flow ?? coordinator.typeStem
        var folder = options.folder ?? project.url(for: project.config.folder(for: .screen, flow: flow, near: near))
        // The pattern names no folder for the coordinator's flow: each of its screens has one of its own,
        // or they share one.
        if options.folder == nil, let placed = placedByItsScreens(flow: flow) {
            folder = project.url(for: placed.folder)
            plan.notes.append(placed.note)
        }
        var subject = subject
        subject.screenCoordinator = coordinatorClass
        let url = folder.appendingPathComponent("\(files.conventions(for: subject).screenClass).swift")
        let text = try files.renderFile(screen.role, fileName: url.lastPathComponent, subject: subject)
        plan.add(FilePlanner(overwriteExisting: options.overwrite).planWrite(text, to: url, in: plan))
        for companion in companions {
            let companionURL = folder.appendingPathComponent(companion.fileName)
            let companionText = try files.renderFile(companion.role, fileName: companion.fileName, subject: subject)
            plan.add(FilePlanner(overwriteExisting: options.overwrite).planWrite(companionText, to: companionURL, in: plan))
        }
    }
}
