import Foundation

extension AppShapeDetector {
    /// What detection found and left undecided so far, in the order `init` prints them.
    struct DetectionNotes {
        var findings: [AdoptionFinding] = []
        var undecided: [String] = []
    }

    /// The project, its app and test targets and their settings.
    struct DetectedProject {
        let description: ProjectDescription
        let app: ProjectTarget?
        let appName: String
        let module: String
        let testFolder: String?
        let facts: ProjectFacts
    }

    /// The coordinator protocol (or the classes that stand for it) and its shape.
    struct DetectedProtocol {
        let isProtocolFree: Bool
        let declaration: TypeDeclaration
        let result: ProtocolShapeDetector.Result
        var shape: ProtocolShape
    }

    /// The coordinators, their naming scheme and the root.
    struct DetectedNaming {
        let conformances: CoordinatorConformances
        let naming: NamingSchemeDetector.Result
        let root: (name: String, finding: AdoptionFinding)
    }

    /// The layout, and the root's file (where the header is read).
    struct DetectedLayout {
        var result: LayoutDetector.Result
        let rootFile: SourceFile?
    }

    /// The protocol or, in a SwiftUI app without one, the coordinator classes that stand for it.
    func detectProtocol(
        choices: AdoptionChoices, app: ProjectTarget?, notes: inout DetectionNotes
    ) throws(AdoptionError) -> DetectedProtocol {
        if choices.protocolName == nil, let library = libraryCoordinators(notes: &notes) { return library }
        let chosen = try chooseProtocol(choices: choices, notes: &notes)
        let protocolDeclaration = chosen.declaration
        let protocolDetector = ProtocolShapeDetector(index: index, declaration: protocolDeclaration)
        var shapeResult: ProtocolShapeDetector.Result
        if let protocolFree = chosen.protocolFree {
            shapeResult = protocolFree.result
        } else {
            shapeResult = try protocolDetector.detect(flowEnumChoice: choices.flowEnum)
        }
        if chosen.protocolFree == nil { PushedCoordinatorsReader(index: index).complete(&shapeResult) }
        SiblingFinishArguments(index: index).complete(&shapeResult)
        RouterFlowsWithoutFinish.complete(&shapeResult)
        var shape = shapeResult.shape
        // In a MainActor-by-default target a protocol without an isolation attribute is @MainActor.
        if app?.concurrency?.isMainActorByDefault == true { shape.mainActor = true }
        var protocolFinding = chosen.finding
        if choices.protocolName == nil { protocolFinding += ProtocolHeldByCoordinators(index: index).note() }
        protocolFinding += shape.classBound ? ", class-bound" : ", not class-bound"
        protocolFinding +=
            shape.mainActor
            ? (app?.concurrency?.isMainActorByDefault == true ? ", main-actor isolated (the target's default)" : ", @MainActor")
            : ", not isolated"
        notes.findings.append(AdoptionFinding("protocol", protocolFinding, protocolDeclaration.reference))
        notes.findings += shapeResult.findings
        notes.undecided += shapeResult.undecided
        return DetectedProtocol(
            isProtocolFree: chosen.protocolFree != nil, declaration: protocolDeclaration, result: shapeResult, shape: shape)
    }

    /// The declaration `init` records as the coordinator protocol, and how the finding names it.
    private struct ChosenProtocol {
        let declaration: TypeDeclaration
        /// Where no protocol exists: the classes' stand-in and the shape read from them.
        let protocolFree: (declaration: TypeDeclaration, result: ProtocolShapeDetector.Result)?
        /// The finding's start; the shape's traits are added to it.
        let finding: String
    }

    /// Which declaration stands for the protocol: coordinator classes without one (observable, or UIKit
    /// classes by their names), a shared base class, or the app's own protocol (a refinement every
    /// coordinator conforms to taking its place).
    private func chooseProtocol(choices: AdoptionChoices, notes: inout DetectionNotes) throws(AdoptionError) -> ChosenProtocol {
        let noProtocol = choices.protocolName == nil && CoordinatorProtocolDetector(index: index).candidates().isEmpty
        var observable = noProtocol ? ProtocolFreeShapeDetector(index: index, files: files).detect() : nil
        var baseClass = observable == nil ? try sharedBaseClass(choices: choices, notes: &notes) : nil
        // An observable base pushed as values is its subclasses' base, not the one coordinator: they are the flows.
        if let found = observable, let base = PushedCoordinatorsBase.found(standingFor: found, index: index) {
            (observable, baseClass) = (nil, base)
        }
        // UIKit classes that nothing but their names makes coordinators.
        let namedOnly = noProtocol && observable == nil && baseClass == nil ? NamingConventionShapeDetector(index: index).detect() : nil
        let protocolFree = observable ?? namedOnly
        var protocolDeclaration: TypeDeclaration
        if let protocolFree {
            protocolDeclaration = protocolFree.declaration
        } else if let baseClass {
            protocolDeclaration = baseClass.base
        } else {
            protocolDeclaration = try appsOwnProtocol(choices: choices)
        }
        var refinedNote = ""
        if protocolFree == nil, baseClass == nil, choices.protocolName == nil,
            let refinement = refinementEveryCoordinatorConforms(to: protocolDeclaration)
        {
            refinedNote = " (refines \(protocolDeclaration.name), and every coordinator conforms to it)"
            protocolDeclaration = refinement
        } else if protocolFree == nil, baseClass == nil, choices.protocolName == nil,
            let refinement = PathDeclaringRefinement(index: index).refinement(of: protocolDeclaration)
        {
            refinedNote = refinement.note
            protocolDeclaration = refinement.declaration
        }
        if protocolFree == nil, baseClass == nil, choices.protocolName == nil {
            refinedNote += CoordinatorProtocolDetector(index: index).setAsideNote()
        }
        let finding =
            baseClass.map(Self.baseClassFinding)
            ?? (protocolFree == nil
                ? "\(protocolDeclaration.name)\(refinedNote)"
                : observable == nil
                    ? NamingConventionShapeDetector.protocolFinding
                    : "none; recorded as \(ProtocolFreeShapeDetector.conformance(of: protocolDeclaration, in: index) ?? ""), which the coordinator classes conform to and new ones will")
        return ChosenProtocol(declaration: protocolDeclaration, protocolFree: protocolFree, finding: finding)
    }

    /// Naming and root.
    func detectNaming(
        of found: DetectedProtocol, choices: AdoptionChoices, notes: inout DetectionNotes
    ) throws(AdoptionError) -> DetectedNaming {
        let shape = found.shape
        let protocolDeclaration = found.declaration
        let conformances = CoordinatorConformances(index: index, protocolName: shape.name)
        let naming = NamingSchemeDetector(index: index, conformances: conformances).detect()
        // Protocols that refine the coordinator protocol for a kind of coordinator rather than one
        // flow (`NavigationCoordinator: Coordinator`): their requirements are not recorded.
        let perFlow = Set(conformances.coordinators.compactMap(\.flowProtocol?.name))
        let refinements = index.types.filter { $0.kind == .protocol && $0.inherited.contains(shape.name) && !perFlow.contains($0.name) }
        if !refinements.isEmpty {
            notes.undecided.append(
                "\(refinements.map(\.name).joined(separator: ", ")) refine\(refinements.count == 1 ? "s" : "") \(shape.name) for more than one flow; only \(shape.name)'s requirements are recorded (choose another with --protocol)"
            )
        }
        notes.findings += naming.findings
        notes.undecided += naming.undecided
        // SwiftUI coordinators that own their stacks are often made by views (one per tab): maybe no single root.
        let swiftUIFamily =
            shape.routes?.ownStack == true || shape.flags != nil || found.isProtocolFree
            || protocolDeclaration.inherited.contains("ObservableObject")
        let root = try RootCoordinatorDetector(index: index, conformances: conformances, rootsMayBeMany: swiftUIFamily).detect(
            choice: choices.root, noRoot: choices.noRoot)
        notes.findings.append(root.finding)
        if root.name.isEmpty {
            notes.undecided.append("no single root coordinator: none recorded (choose one with --root NAME; naming.root in .coordgen.yml)")
        }
        return DetectedNaming(conformances: conformances, naming: naming, root: root)
    }

    /// Where coordinators, screens and (per feature) tests go.
    func detectLayout(named: DetectedNaming, project: DetectedProject, notes: inout DetectionNotes) -> DetectedLayout {
        let (conformances, naming, root) = (named.conformances, named.naming, named.root)
        let (app, testFolder) = (project.app, project.testFolder)
        let coordinatorFiles = conformances.coordinators.map { (naming.flowNames[$0.type.name] ?? "", $0.type.file) }
        // Where the screens live, not what names them: a generic view controller hosting the app's views
        // names its screens (`{Name}ViewController`), while the views' folders are where they live; the
        // views are then read by their own names (`{Name}View`).
        let (screens, noun) = NamingSchemeDetector.placedScreens(in: index)
        var screenFiles = screens.compactMap { screen -> (String, SourceFile)? in
            NamingScheme.match(naming.screen, screen.name).map { ($0, screen.file) }
        }
        if screenFiles.isEmpty, noun == "views" {
            screenFiles = screens.compactMap { screen in
                NamingScheme.match(NamingScheme.placeholder + "View", screen.name).map { ($0, screen.file) }
            }
        }
        let rootFile = index.type(named: root.name)?.file
        var layout = LayoutDetector().detect(
            coordinators: coordinatorFiles, screens: screenFiles, rootFile: rootFile, fallback: app?.folders.first ?? "")
        notes.findings += layout.findings
        notes.undecided += layout.undecided
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
                notes.findings.append(
                    AdoptionFinding("layout", "tests per feature: \(pattern.pattern) (\(pattern.count) tests)", pattern.example))
            }
        }
        return DetectedLayout(result: layout, rootFile: rootFile)
    }

    /// A protocol declared in another module of the project (a multi-module Tuist app), and flows in
    /// feature modules.
    func detectModules(
        of found: DetectedProtocol, named: DetectedNaming, project: DetectedProject, layout: inout DetectedLayout,
        notes: inout DetectionNotes
    ) {
        let (shape, protocolDeclaration, conformances) = (found.shape, found.declaration, named.conformances)
        let (description, app) = (project.description, project.app)
        let protocolFile = protocolDeclaration.file.path
        if let module = outside?.module(declaring: protocolDeclaration) {
            layout.result.layout.protocolModule = module.name
            notes.findings.append(
                AdoptionFinding(
                    "module",
                    "\(shape.name) is declared in \(module.origin), which the app depends on: read there, never written; generated files import \(module.name)",
                    protocolDeclaration.reference))
        } else if let owner = ModuleScope.target(
            holding: protocolFile, in: description.targets + ProjectModules.packageModules(in: sources).map(\.target)),
            let app, owner.name != app.name
        {
            layout.result.layout.protocolModule = owner.module
            notes.findings.append(
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
            notes.findings.append(
                AdoptionFinding(
                    "modules",
                    "flows in \(featureModules.joined(separator: ", ")): a new flow goes where a module its parent uses compiles the layout's folder, else beside its parent; --module and --new-module choose",
                    nil))
        }
    }

    /// Previews, how parents start a child flow, and how SwiftUI parents hold their children.
    func detectFlows(
        of found: inout DetectedProtocol, named: DetectedNaming, notes: inout DetectionNotes
    ) -> (previews: (style: PreviewStyle, file: String?), naming: NamingScheme) {
        let (conformances, naming, root) = (named.conformances, named.naming, named.root)
        let previews = PreviewStyle.used(in: files)
        notes.findings.append(AdoptionFinding("previews", previews.style.adoptionSummary, previews.file.map { SourceReference(file: $0) }))
        var namingScheme = NamingScheme(
            flowProtocol: naming.flowProtocol, flowClass: naming.flowClass, root: root.name, screen: naming.screen)
        // coordgen's own router projects start flows with open{Name}Coordinator(), whatever the private
        // methods that start their first flows are called.
        if let factory = found.shape.coordinatorFactory, factory != Style.router.definition.builtInProtocol.coordinatorFactory,
            let (openFlow, example) = OpenFlowMethodDetector(index: index, optionType: found.shape.optionStart?.type).pattern(
                coordinators: conformances.coordinators.map(\.type), factory: factory)
        {
            namingScheme.openFlow = openFlow
            notes.findings.append(AdoptionFinding("parents", "start a child flow with \(openFlow)()", example.reference))
        }
        // Apps on a coordinator library start flows the library's way, through no opener of coordgen's.
        let onLibrary = found.shape.xcoordinator != nil || found.shape.rxflow != nil || found.shape.stinsen != nil
        if namingScheme.openFlow == nil, !onLibrary, let opener = NamingScheme.openerNamedLikeFlows(flowClass: namingScheme.flowClass) {
            namingScheme.openFlow = opener
            notes.findings.append(
                AdoptionFinding("parents", "start a child flow with \(opener)(), named as the flows are (\(namingScheme.flowClass)); naming.openFlow in .coordgen.yml changes it"))
        }
        if var routes = found.shape.routes, routes.ownStack == true {
            let flows = ChildFlowDetector(
                index: index, coordinators: conformances.coordinators.map(\.type), flowClass: namingScheme.flowClass
            ).detect()
            routes.flows = flows.shape
            found.shape.routes = routes
            if let openFlow = flows.openFlow { namingScheme.openFlow = openFlow }
            let ending =
                flows.shape.endsThroughParent
                ? "calls \(flows.shape.parentProperty ?? "").\(flows.shape.parentFinish ?? "")()"
                : "calls its \(flows.shape.finishClosure ?? "")"
            let owned =
                "created by the view that shows each flow's stack (\(flows.shape.view)), with no parent coordinator; a flow calls its \(flows.shape.finishClosure ?? "") when done"
            notes.findings.append(
                AdoptionFinding(
                    "child flows",
                    flows.shape.ownedByView == true
                        ? owned
                        : "held in an optional property, shown by \(flows.shape.view) in .\(flows.shape.presentation)(item:), started by \(namingScheme.openFlowMethod(for: NamingScheme.placeholder))(); a child \(ending) when done",
                    flows.source))
            notes.undecided += flows.defaults.map { choice in
                if flows.shape.ownedByView == true { return "no flow ends through a closure: \(choice)" }
                // A child presented by asking it for its view (`seasons.start()`) names no stack view.
                if flows.source != nil, choice.hasPrefix("each flow's stack") {
                    return "the presented child gives its own view, naming no stack view: \(choice)"
                }
                return "no coordinator presents a child flow yet: \(choice)"
            }
            // A parent keeps each child in a property of its own.
            notes.undecided.removeAll { $0.hasPrefix("no children property in") }
        }
        return (previews, namingScheme)
    }

    /// The report: the config and shape that record what was found, and the notes.
    func report(
        project: DetectedProject, found: DetectedProtocol, layout: LayoutDetector.Result, format: (format: SourceFormat, header: String),
        previews: (style: PreviewStyle, file: String?), naming namingScheme: NamingScheme, notes: DetectionNotes
    ) -> AdoptionReport {
        let (appName, module, app, facts, testFolder) = (project.appName, project.module, project.app, project.facts, project.testFolder)
        let (shape, shapeResult) = (found.shape, found.result)
        let (format, header) = (format.format, format.header)
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
        return AdoptionReport(shape: appShape, config: config, findings: notes.findings, undecided: notes.undecided)
    }
}
