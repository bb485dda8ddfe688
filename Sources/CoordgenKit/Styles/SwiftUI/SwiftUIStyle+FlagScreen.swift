import Foundation

extension SwiftUIStyle {
    /// A screen in an app whose coordinators show screens through boolean flags (`shape.flags`): its view;
    /// in the coordinator a flag beside the others (`@Published var isShowingReceipt = false`) and
    /// `showReceipt()`, which raises it; and in the coordinator's view a modifier that shows the screen
    /// while the flag is up, after the view's others: `.navigationDestination(isPresented:)` pushed, the
    /// app's presenting modifier (`.sheet(isPresented:)` where it has none) with `--present`. The screen's
    /// `onFinish` lowers the flag, which pops or dismisses it.
    func planFlagScreen(
        _ request: ScreenRequest, flags: FlagRoutesShape, into plan: inout Plan
    ) throws -> (method: String, coordinatorClass: String) {
        try SwiftUITypeNames.check(request.name)
        var sources = ProjectSources(project: request.project)
        let coordinator = try request.resolveCoordinator(in: &sources, plan: &plan)
        let flag = flags.prefix + request.name.typeStem
        let method = "\(flags.show)\(request.name.typeStem)()"
        let modifier = request.options.presentsModally ? (flags.presentModifier ?? "sheet") : "navigationDestination"
        let snippet = """
            /// Shows the \(request.name.title) screen (\(coordinator.className)'s view binds \(flag) with .\(modifier)(isPresented:)).
            func \(method) {
                \(flag) = true
            }
            """
        let writer = CoordinatorMethodWriter(resolution: coordinator, in: request.project)
        let classFile = try writer.add(method: method, snippet: snippet, in: &sources)
        try sources.edit(classFile, action: "added \(flag)", target: coordinator.className) {
            try FlagDestinationInserter.addingFlag(flag, prefix: flags.prefix, toClass: coordinator.className, in: $0)
        }
        try sources.importCombineForPublished(in: classFile, shape: request.files.app.shape)
        let viewName = flags.view(of: coordinator.className)
        let viewFiles = sources.swiftFiles(containing: "struct \(viewName)", preferring: [classFile]).filter { url in
            (try? sources.text(of: url)).map { $0.contains("struct \(viewName)") } ?? false
        }
        guard viewFiles.count == 1, let viewFile = viewFiles.first else {
            throw GeneratorError.cannotGenerate(
                "\(viewFiles.isEmpty ? "no file" : "\(viewFiles.count) files") of this project declare\(viewFiles.count > 1 ? "" : "s") struct \(viewName) (shape.flags.view in \(Project.configFileName)), the view that binds \(coordinator.className)'s flags"
            )
        }
        let screenClass = request.files.conventions(for: request.subject).screenClass
        try sources.edit(viewFile, action: "added .\(modifier)(isPresented:) showing \(screenClass)", target: viewName) { text in
            try FlagDestinationInserter.addingModifier(
                modifier, flag: flag, content: { bound, unit in "\(screenClass)(onFinish: {\n\(unit)\(bound) = false\n})" },
                toView: viewName,
                in: text)
        }
        try request.planScreenFile(screen, flow: coordinator.flow, coordinatorClass: coordinator.className, into: &plan)
        try sources.addEdits(to: &plan)
        return (method, coordinator.className)
    }
}
