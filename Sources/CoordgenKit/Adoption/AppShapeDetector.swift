import Foundation

/// Detects an existing app's shape from the command's ``AppModel`` (its files summarised once, their
/// trees released, the project's description read once) and builds the `.coordgen.yml` that records it.
///
/// Detection can be repeated with more ``AdoptionChoices`` (after a terminal prompt) without
/// re-reading anything.
public struct AppShapeDetector: Sendable {
    /// The command's one model of the app.
    let model: AppModel
    /// The app's Swift files, tests included, manifests (`Project.swift`, `Package.swift`) left out;
    /// their trees are released once summarised and parsed again for the few a detector reads.
    let files: [SourceFile]
    let index: DeclarationIndex
    /// The protocols and classes the app's types inherit from, read in the modules its build finds
    /// outside its folders (a local package, a checked-in pod, another project's framework), where the
    /// app declares no coordinator protocol; nil where none was read.
    let outside: OutsideDeclarations?

    public var sources: AppSources { model.sources }

    /// The trees of files that name a coordinator by the heuristic conventions are kept once
    /// summarised: the detectors and the example's graph read the coordinators' members, and parsing
    /// those files again cost a tenth of `init` in a large app.
    public init(sources: AppSources) {
        self.init(
            model: AppModel(
                root: sources.root, config: nil, sources: sources, keepsTree: AnalysisConventions.heuristic.treeKeeper))
    }

    init(model: AppModel) {
        self.model = model
        self.files = model.summaries.map(\.file).filter { !$0.isManifest }
        self.index = model.index
        self.outside = model.outside
    }

    /// The app's shape, or the first question it cannot answer alone as ``AdoptionError/ambiguous(_:)``:
    /// the project and its targets, the protocol and its shape, naming and root, layout, modules,
    /// format, then how flows start and hold their children, each step adding its findings.
    public func detect(choices: AdoptionChoices = AdoptionChoices()) throws(AdoptionError) -> AdoptionReport {
        try detect(choices: choices, example: nil)
    }

    /// The same, starting `example`'s analysis on another thread once the protocol, its shape and the
    /// naming are known (nothing after them can fail): under the conventions the report will record
    /// unless a later step changes them, which ``ExampleAnalysisAhead`` checks.
    func detect(choices: AdoptionChoices, example: ExampleAnalysisAhead?) throws(AdoptionError) -> AdoptionReport {
        var notes = DetectionNotes()
        let project = try detectProject(choices: choices, notes: &notes)
        var found = try detectProtocol(choices: choices, app: project.app, notes: &notes)
        let named = try detectNaming(of: found, choices: choices, notes: &notes)
        if let example {
            let naming = NamingScheme(
                flowProtocol: named.naming.flowProtocol, flowClass: named.naming.flowClass, root: named.root.name,
                screen: named.naming.screen)
            example.start(under: ExampleChoice.conventions(shape: found.shape, naming: naming, style: Self.style(for: found.shape)))
        }
        var layout = detectLayout(named: named, project: project, notes: &notes)
        detectModules(of: found, named: named, project: project, layout: &layout, notes: &notes)
        detectRequirementImports(of: &found, project: project, notes: &notes)
        detectWorkspaceImports(of: &found, project: project, notes: &notes)
        let format = detectFormat(of: found, named: named, project: project, rootFile: layout.rootFile, notes: &notes)
        let (previews, namingScheme) = detectFlows(of: &found, named: named, notes: &notes)
        return report(
            project: project, found: found, layout: layout.result, format: format, previews: previews, naming: namingScheme, notes: notes)
    }

    /// The one protocol refining `base` (not a per-flow protocol) that every coordinator conforms to,
    /// as `NavigationCoordinator: Coordinator` through a `BaseCoordinator`: new coordinators must
    /// conform to it as well.
    func refinementEveryCoordinatorConforms(to base: TypeDeclaration) -> TypeDeclaration? {
        let all = Set(CoordinatorConformances(index: index, protocolName: base.name).coordinators.map(\.type.name))
        guard !all.isEmpty else { return nil }
        // The cheap tests first: a flow's own protocol (`AccountCoordinatorProtocol`) is no refinement
        // every coordinator conforms to, and finding a protocol's conformances reads every type.
        let matching = index.types.filter { candidate in
            // A library's underscored refinement (`_PresentationCoordinator`) is its plumbing, not the app's protocol.
            candidate.kind == .protocol && !candidate.name.hasPrefix("_") && candidate.inherited.contains(base.name)
                && NamingSchemeDetector.flowName(inProtocol: candidate.name).map { name in all.allSatisfy { !$0.hasPrefix(name) } } ?? true
                && Set(CoordinatorConformances(index: index, protocolName: candidate.name).coordinators.map(\.type.name)) == all
        }
        return matching.count == 1 ? matching[0] : nil
    }

    /// What `init` says of the header it took: the lines it changed and why.
    static func headerNotes(_ header: (template: String, droppedCreatedBy: Bool, namedOtherFile: String?)) -> String {
        var notes: [String] = []
        if header.droppedCreatedBy { notes.append("its Created by line left out") }
        if let other = header.namedOtherFile { notes.append("its line naming \(other), another file, names each new file") }
        return notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))"
    }

    /// The style whose templates write this shape's family as the app spells it: its family decides
    /// (`FlowFamily.style(for:)`).
    static func style(for shape: ProtocolShape) -> Style {
        shape.family.style(for: shape)
    }

    /// `5.0` → `5`, `6.0` → `6`; other values as they are.
    static func languageMode(_ setting: String) -> String {
        setting.hasSuffix(".0") ? String(setting.dropLast(2)) : setting
    }
}
