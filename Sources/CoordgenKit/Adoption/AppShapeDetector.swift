import Foundation

/// Detects an existing app's shape from its sources (read and parsed once, through ``AppSources``) and
/// project file, and builds the `.coordgen.yml` that records it.
///
/// Detection can be repeated with more ``AdoptionChoices`` (after a terminal prompt) without
/// re-reading anything.
public struct AppShapeDetector: Sendable {
    public let sources: AppSources
    /// The app's Swift files, tests included, manifests (`Project.swift`, `Package.swift`) left out.
    let files: [SourceFile]
    let index: DeclarationIndex

    public init(sources: AppSources) {
        self.sources = sources
        self.files = sources.files(sources.paths).filter { !$0.isManifest }
        self.index = DeclarationIndex(files: files)
    }

    /// The app's shape, or the first question it cannot answer alone as ``AdoptionError/ambiguous(_:)``.
    public func detect(choices: AdoptionChoices = AdoptionChoices()) throws(AdoptionError) -> AdoptionReport {
        var findings: [AdoptionFinding] = []
        var undecided: [String] = []

        // The project and its targets.
        let projectDetector = ProjectFactsDetector(sources: sources, files: files)
        let description = try projectDetector.describe()
        undecided += description.undecided
        if let file = description.file {
            let notes = description.notes.isEmpty ? "" : " (\(description.notes.joined(separator: ", ")))"
            findings.append(AdoptionFinding("project", "\(description.kind.rawValue)\(notes)", SourceReference(file: file)))
        } else {
            undecided.append("no .xcodeproj, Project.swift or project.yml here: target settings unknown; the folder's name is the app's")
        }
        let app = try projectDetector.appTarget(in: description, choice: choices.appTarget)
        if description.kind != .none, app == nil {
            undecided.append("no app target in \(description.file ?? "the project"); the folder's name is the app's")
        }
        let appName = app?.name ?? sources.root.lastPathComponent
        let module = app?.module ?? ModuleName.sanitised(appName)
        if let app {
            let moduleNote = module == app.name ? "" : ", module \(module)"
            findings.append(AdoptionFinding("app target", "\(app.name)\(moduleNote)", app.reference))
            if let target = app.deploymentTarget {
                // UIButton(type:primaryAction:), which coordgen's screens use, is iOS 14.
                let major = Int(target.split(separator: ".").first ?? "") ?? 0
                let note = major > 0 && major < 14 ? " (below 14: screens need target-action buttons)" : ""
                findings.append(AdoptionFinding("deployment", "iOS \(target)\(note)", app.reference))
            } else {
                undecided.append("no deployment target in \(app.name)'s settings")
            }
            if let version = app.swiftVersion {
                findings.append(AdoptionFinding("swift", "language mode \(Self.languageMode(version))", app.reference))
            }
            if let concurrency = app.concurrency {
                findings.append(AdoptionFinding("concurrency", concurrency.summary, app.reference))
            }
            if let kind = app.folderKind, let folder = app.folders.first {
                let text =
                    kind == .synchronized
                    ? "synchronized folder (new files join the target)" : "classic group (new files must be added to the project)"
                findings.append(AdoptionFinding("app folder", "\(folder): \(text)", app.reference))
            }
        }
        let test = projectDetector.testTarget(in: description, for: app)
        let testFolder = test?.folders.first
        for (what, folder) in [("app target", app?.folders.first), ("test target", testFolder)] {
            guard let folder, folder == ".." || folder.hasPrefix("../") || folder.hasPrefix("/") else { continue }
            undecided.append(
                "the \(what)'s folder \(folder) lies outside the project: recorded as it is, and generating commands refuse to write there until .coordgen.yml names a folder inside the project"
            )
        }
        let framework = testFolder.flatMap { projectDetector.testFramework(in: $0) }
        if let test {
            findings.append(
                AdoptionFinding(
                    "test target", "\(test.name) in \(testFolder ?? "?"), \(framework?.0.rawValue ?? "no test files yet")",
                    framework?.1 ?? test.reference))
        } else {
            findings.append(AdoptionFinding("test target", "none: generated coordinators come without tests", nil))
        }
        let facts = ProjectFacts(
            kind: description.kind, file: description.file, appTarget: app?.name, appFolder: app?.folders.first,
            appFolderKind: app?.folderKind, deploymentTarget: app?.deploymentTarget,
            swiftVersion: app?.swiftVersion.map(Self.languageMode), testTarget: test?.name, testFolder: testFolder,
            testFramework: framework?.0)

        // The protocol or, in a SwiftUI app without one, the coordinator classes that stand for it.
        let protocolFree =
            choices.protocolName == nil && CoordinatorProtocolDetector(index: index).candidates().isEmpty
            ? ProtocolFreeShapeDetector(index: index, files: files).detect() : nil
        var protocolDeclaration: TypeDeclaration
        if let protocolFree {
            protocolDeclaration = protocolFree.declaration
        } else {
            do {
                protocolDeclaration = try CoordinatorProtocolDetector(index: index).detect(choice: choices.protocolName)
            } catch {
                // An app on a coordinator library: say which, and what coordgen does not write.
                if error == .noCoordinatorProtocol, let library = CoordinatorLibrary.used(in: files) { throw .coordinatorLibrary(library) }
                throw error
            }
        }
        var refinedNote = ""
        if protocolFree == nil, choices.protocolName == nil, let refinement = refinementEveryCoordinatorConforms(to: protocolDeclaration) {
            refinedNote = " (refines \(protocolDeclaration.name), and every coordinator conforms to it)"
            protocolDeclaration = refinement
        }
        var protocolFinding =
            protocolFree == nil
            ? "\(protocolDeclaration.name)\(refinedNote)"
            : "none; recorded as \(ProtocolFreeShapeDetector.conformance(of: protocolDeclaration) ?? ""), which the coordinator classes conform to and new ones will"
        let protocolDetector = ProtocolShapeDetector(index: index, declaration: protocolDeclaration)
        let shapeResult: ProtocolShapeDetector.Result
        if let protocolFree {
            shapeResult = protocolFree.result
        } else {
            shapeResult = try protocolDetector.detect(flowEnumChoice: choices.flowEnum)
        }
        var shape = shapeResult.shape
        // In a MainActor-by-default target a protocol without an isolation attribute is @MainActor.
        if app?.concurrency?.isMainActorByDefault == true { shape.mainActor = true }
        protocolFinding += shape.classBound ? ", class-bound" : ", not class-bound"
        protocolFinding +=
            shape.mainActor
            ? (app?.concurrency?.isMainActorByDefault == true ? ", main-actor isolated (the target's default)" : ", @MainActor")
            : ", not isolated"
        findings.append(AdoptionFinding("protocol", protocolFinding, protocolDeclaration.reference))
        findings += shapeResult.findings
        undecided += shapeResult.undecided

        // Naming, root, layout.
        let conformances = CoordinatorConformances(index: index, protocolName: shape.name)
        let naming = NamingSchemeDetector(index: index, conformances: conformances).detect()
        // Protocols that refine the coordinator protocol for a kind of coordinator rather than one
        // flow (`NavigationCoordinator: Coordinator`): their requirements are not recorded.
        let perFlow = Set(conformances.coordinators.compactMap(\.flowProtocol?.name))
        let refinements = index.types.filter { $0.kind == .protocol && $0.inherited.contains(shape.name) && !perFlow.contains($0.name) }
        if !refinements.isEmpty {
            undecided.append(
                "\(refinements.map(\.name).joined(separator: ", ")) refine\(refinements.count == 1 ? "s" : "") \(shape.name) for more than one flow; only \(shape.name)'s requirements are recorded (choose another with --protocol)"
            )
        }
        findings += naming.findings
        undecided += naming.undecided
        // SwiftUI coordinators that own their stacks are often made by views (one per tab): maybe no single root.
        let swiftUIFamily =
            shape.routes?.ownStack == true || shape.flags != nil || protocolFree != nil
            || protocolDeclaration.inherited.contains("ObservableObject")
        let root = try RootCoordinatorDetector(index: index, conformances: conformances, rootsMayBeMany: swiftUIFamily).detect(
            choice: choices.root)
        findings.append(root.finding)
        if root.name.isEmpty {
            undecided.append("no single root coordinator: none recorded (choose one with --root NAME; naming.root in .coordgen.yml)")
        }

        let coordinatorFiles = conformances.coordinators.map { (naming.flowNames[$0.type.name] ?? "", $0.type.file) }
        let screens = NamingSchemeDetector.screenTypes(in: index).types
        let screenFiles = screens.compactMap { screen -> (String, SourceFile)? in
            NamingScheme.match(naming.screen, screen.name).map { ($0, screen.file) }
        }
        let rootFile = index.type(named: root.name)?.file
        var layout = LayoutDetector().detect(
            coordinators: coordinatorFiles, screens: screenFiles, rootFile: rootFile, fallback: app?.folders.first ?? "")
        findings += layout.findings
        undecided += layout.undecided
        // Tests per feature too (`AppTests/Features/{Name}/…`), read from `<Type>Tests.swift` files.
        if let testFolder {
            let tests = files.filter { $0.path.hasPrefix(testFolder + "/") }.compactMap { file -> (String, SourceFile)? in
                let stem = file.fileName.replacingOccurrences(of: ".swift", with: "")
                guard stem.hasSuffix("Tests") else { return nil }
                let typeName = String(stem.dropLast("Tests".count))
                let flow = NamingScheme.match(naming.flowClass, typeName) ?? NamingScheme.match(naming.screen, typeName)
                return flow.map { ($0, file) }
            }
            if let pattern = LayoutDetector.pattern(tests) {
                layout.layout.tests = pattern.pattern
                findings.append(
                    AdoptionFinding("layout", "tests per feature: \(pattern.pattern) (\(pattern.count) tests)", pattern.example))
            }
        }

        // A protocol declared in another module of the project (a multi-module Tuist app).
        let protocolFile = protocolDeclaration.file.path
        if let owner = ModuleScope.target(
            holding: protocolFile, in: description.targets + ProjectModules.packageModules(in: sources).map(\.target)),
            let app, owner.name != app.name
        {
            layout.layout.protocolModule = owner.module
            findings.append(
                AdoptionFinding(
                    "module", "\(shape.name) is declared in module \(owner.module): generated files import it",
                    protocolDeclaration.reference))
        }

        // Flows in feature modules: say where new ones will go.
        let modules = ProjectModules(sources: sources, kind: description.kind, specFile: description.file)
        let featureModules = Set(
            conformances.coordinators.compactMap { modules.module(compiling: $0.type.file.path) }
                .filter { $0.target.product == .framework }.map(\.name)
        ).sorted()
        if !featureModules.isEmpty {
            findings.append(
                AdoptionFinding(
                    "modules",
                    "flows in \(featureModules.joined(separator: ", ")): a new flow goes where a module its parent uses compiles the layout's folder, else beside its parent; --module and --new-module choose",
                    nil))
        }

        // Format.
        let formatFiles = Set(conformances.coordinators.map(\.type.file.path) + [protocolFile])
        let format = SourceFormatDetector(files: files.filter { formatFiles.contains($0.path) }).indentation()
        findings.append(
            AdoptionFinding("indentation", format.indentation == .tabs ? "tabs" : "\(format.width) spaces", nil))
        var header = ""
        // Without a root, the header is read from the first coordinator's file.
        if let rootFile = rootFile ?? conformances.coordinators.first?.type.file,
            let detected = SourceFormatDetector.header(of: rootFile, projectNames: [appName, module])
        {
            header = detected.template + "\n"
            let others = conformances.coordinators.map(\.type.file).filter { $0.path != rootFile.path }
            let differing = others.filter {
                SourceFormatDetector.header(of: $0, projectNames: [appName, module])?.template != detected.template
            }
            if !differing.isEmpty {
                undecided.append(
                    "\(differing.count) of \(others.count + 1) coordinator files start with another header (e.g. \(differing[0].path)); the root's is recorded as header"
                )
            }
            findings.append(
                AdoptionFinding(
                    "header", "from \(rootFile.fileName)\(Self.headerNotes(detected))",
                    SourceReference(file: rootFile.path, line: 1)))
        } else {
            findings.append(AdoptionFinding("header", "none: the app's files start without a comment", nil))
        }
        if app?.concurrency?.isMainActorByDefault == true {
            findings.append(
                AdoptionFinding("isolation", "MainActor by default; coordgen still writes @MainActor, so its files compile where they are moved to a nonisolated target or package", nil))
        } else if facts.swiftVersion == "6" || shape.mainActor {
            findings.append(
                AdoptionFinding(
                    "isolation",
                    shape.mainActor
                        ? "coordinators are @MainActor, as the \(protocolFree == nil ? "protocol is" : "app's classes are")"
                        : "Swift 6 mode: coordinators are @MainActor", nil))
        }

        let previews = PreviewStyle.used(in: files)
        findings.append(AdoptionFinding("previews", previews.style.adoptionSummary, previews.file.map { SourceReference(file: $0) }))
        var namingScheme = NamingScheme(
            flowProtocol: naming.flowProtocol, flowClass: naming.flowClass, root: root.name, screen: naming.screen)
        // coordgen's own router projects start flows with open{Name}Coordinator(), whatever the private
        // methods that start their first flows are called.
        if let factory = shape.coordinatorFactory, factory != Style.router.definition.builtInProtocol.coordinatorFactory,
            let (openFlow, example) = OpenFlowMethodDetector(index: index, optionType: shape.optionStart?.type).pattern(
                coordinators: conformances.coordinators.map(\.type), factory: factory)
        {
            namingScheme.openFlow = openFlow
            findings.append(AdoptionFinding("parents", "start a child flow with \(openFlow)()", example.reference))
        }
        if var routes = shape.routes, routes.ownStack == true {
            let flows = ChildFlowDetector(
                index: index, coordinators: conformances.coordinators.map(\.type), flowClass: namingScheme.flowClass
            ).detect()
            routes.flows = flows.shape
            shape.routes = routes
            if let openFlow = flows.openFlow { namingScheme.openFlow = openFlow }
            let ending =
                flows.shape.endsThroughParent
                ? "calls \(flows.shape.parentProperty ?? "").\(flows.shape.parentFinish ?? "")()"
                : "calls its \(flows.shape.finishClosure ?? "")"
            let owned =
                "created by the view that shows each flow's stack (\(flows.shape.view)), with no parent coordinator; a flow calls its \(flows.shape.finishClosure ?? "") when done"
            findings.append(
                AdoptionFinding(
                    "child flows",
                    flows.shape.ownedByView == true
                        ? owned
                        : "held in an optional property, shown by \(flows.shape.view) in .\(flows.shape.presentation)(item:), started by \(namingScheme.openFlowMethod(for: NamingScheme.placeholder))(); a child \(ending) when done",
                    flows.source))
            undecided += flows.defaults.map {
                flows.shape.ownedByView == true
                    ? "no flow ends through a closure: \($0)" : "no coordinator presents a child flow yet: \($0)"
            }
            // A parent keeps each child in a property of its own.
            undecided.removeAll { $0.hasPrefix("no children property in") }
        }
        let testsFolder = testFolder ?? "\(appName)Tests"
        let config = ProjectConfig(
            name: appName, style: Self.style(for: shape), organization: nil, bundleId: nil,
            paths: ProjectConfig.Paths(
                coordinators: layout.coordinatorsFolder, screens: layout.screensFolder, tests: testsFolder,
                coordinatorType: shapeResult.flowEnumFile),
            header: header, module: module, project: facts, shape: shape, naming: namingScheme,
            layout: layout.layout.isEmpty ? nil : layout.layout, format: format, concurrency: app?.concurrency,
            previews: previews.style)
        let appShape = AppShape(
            module: module, project: facts, protocol: shape, naming: namingScheme, layout: layout.layout, format: format,
            flowEnumFile: shapeResult.flowEnumFile, concurrency: app?.concurrency, previews: previews.style)
        return AdoptionReport(shape: appShape, config: config, findings: findings, undecided: undecided)
    }

    /// The one protocol refining `base` (not a per-flow protocol) that every coordinator conforms to,
    /// as `NavigationCoordinator: Coordinator` through a `BaseCoordinator`: new coordinators must
    /// conform to it as well.
    private func refinementEveryCoordinatorConforms(to base: TypeDeclaration) -> TypeDeclaration? {
        let all = Set(CoordinatorConformances(index: index, protocolName: base.name).coordinators.map(\.type.name))
        guard !all.isEmpty else { return nil }
        // The cheap tests first: a flow's own protocol (`AccountCoordinatorProtocol`) is no refinement
        // every coordinator conforms to, and finding a protocol's conformances reads every type.
        let matching = index.types.filter { candidate in
            candidate.kind == .protocol && candidate.inherited.contains(base.name)
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
