import Foundation

extension AppShapeDetector {
    /// Where the coordinator protocol, or a type a new coordinator is made with (its initialiser's
    /// parameters, the properties the protocol requires), is compiled by a framework of another project
    /// of the workspace rather than by the app's project, and the app's coordinators import that
    /// framework's module: generated coordinators import it too (`shape.requirementImports`).
    func detectWorkspaceImports(of found: inout DetectedProtocol, project: DetectedProject, notes: inout DetectionNotes) {
        guard project.description.kind == .xcodeproj, sources.xcodeProjects.count > 1 else { return }
        let shape = found.shape
        let coordinatorImports = Set(
            CoordinatorConformances(index: index, protocolName: shape.name).coordinators.flatMap(\.type.file.imports))
        let frameworks = WorkspaceFrameworkModules(sources: sources, appProject: project.description.file)
        var modules: [(module: String, types: [String])] = []
        for name in Self.typesNamedByNewCoordinators(shape) {
            guard let declaration = index.type(named: name), !declaration.isDeclaredInTests,
                ModuleScope.target(holding: declaration.file.path, in: project.description.targets) == nil,
                let module = frameworks.framework(compiling: declaration.file.path)?.module,
                module != project.module, coordinatorImports.contains(module)
            else { continue }
            if let known = modules.firstIndex(where: { $0.module == module }) {
                modules[known].types.append(name)
            } else {
                modules.append((module, [name]))
            }
        }
        let added = modules.filter { !(found.shape.requirementImports ?? []).contains($0.module) }
        guard !added.isEmpty else { return }
        found.shape.requirementImports = (found.shape.requirementImports ?? []) + added.map(\.module)
        let described = added.map { "\($0.module) (\($0.types.joined(separator: ", ")))" }.joined(separator: ", ")
        notes.findings.append(
            AdoptionFinding(
                "imports",
                "\(described): compiled by framework targets of the workspace's other projects, which the coordinators import; generated coordinators import \(added.count == 1 ? "it" : "them") too",
                found.declaration.reference))
    }

    /// The protocol, the types its first initialiser takes and those of the properties it requires, by
    /// name, each once.
    private static func typesNamedByNewCoordinators(_ shape: ProtocolShape) -> [String] {
        let parameters = (shape.initializers.first?.parameters ?? []).map(\.type)
        let properties = (shape.properties ?? []).map(\.type)
        var seen: Set<String> = []
        return ([shape.name] + parameters + properties).map(nominalName(of:)).filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// `Presenter` of `(any Presenter)?`, `Store` of `Store<Item>!`.
    private static func nominalName(of type: String) -> String {
        let text = type.trimmingCharacters(in: CharacterSet(charactersIn: "?! ()")).removingAnyPrefix
        return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
