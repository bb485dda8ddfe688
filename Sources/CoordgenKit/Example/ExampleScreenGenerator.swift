import Foundation
import SwiftSyntax

/// Plans `coordgen new screen Giraffe --coordinator C --like Settings`: a screen made like one C
/// already shows. The example screen's own types (``ExampleFlowParts/init(screen:swap:index:)``) are
/// copied into new files beside the example's, renamed through swift-syntax, the screen reduced to an
/// empty one of its kind; every place that wires the example (C's method that shows it, a factory's
/// method that makes it and its protocol requirement, its case in a route enum and the switch clauses
/// over it) gets the same for the new screen, inserted right after the original.
struct ExampleScreenGenerator {
    let project: Project
    let files: SourceFileRenderer

    /// The screen a coordinator shows that a copy is made like, and the coordinator.
    struct Choice {
        let coordinator: CoordinatorNameResolver.Resolution
        let declaration: TypeDeclaration
        let screen: TypeDeclaration
        /// The other screens it shows, for the note that names them.
        let others: [String]
    }

    /// The plan of a screen named `name` made like `example` (or, when nil, like the first screen the
    /// coordinator shows), and what was chosen.
    func plan(newScreen name: String, coordinator: String, like example: String?) throws -> (plan: Plan, choice: Choice) {
        let project = project.readingSourcesAfresh()
        try ProjectFence(root: project.root).checkConfiguredPaths(of: project)
        let scope = ModuleScope(project: project)
        let moduleFiles = project.sources.files(project.sources.paths.filter { !scope.isTest($0) })
        let index = DeclarationIndex(files: moduleFiles)
        let choice = try choose(example, shownBy: coordinator, in: project, index: index)
        let kind = ScreenTypeName.suffix(of: choice.screen.name)
        let newName = try FlowName(parsing: name, droppingSuffix: kind.isEmpty ? "ViewController" : kind)
        let stem = try FlowName(parsing: ScreenTypeName.stem(of: choice.screen.name))
        if stem.typeStem == newName.typeStem {
            throw GeneratorError.cannotGenerate("--like \(choice.screen.name): the new screen cannot have the example's name \(newName.typeStem)")
        }
        let swap = ExampleNameSwap(old: stem, new: newName)
        let parts = ExampleFlowParts(screen: choice.screen, swap: swap, index: index)
        let coordinatorDeclarations = [choice.declaration] + index.extensions(of: choice.declaration.name)
        let showingNothing = ScreenShownNowhere.members(of: coordinatorDeclarations, making: Set(parts.types.keys))
        if example == nil, !showingNothing.isEmpty, showingNothing.allSatisfy(swap.contains) {
            throw GeneratorError.cannotGenerate(
                "\(choice.coordinator.className)'s \(showingNothing.map { "\($0)()" }.joined(separator: ", ")) makes \(choice.screen.name) and shows it nowhere coordgen can see, so a screen made like it would show nothing")
        }
        let chosen = ExampleFlowGenerator.ChosenExample(
            flow: CoordinatorNameResolver.Resolution(flow: stem.typeStem, protocolName: nil, className: choice.screen.name, notes: choice.coordinator.notes),
            coordinator: choice.declaration, swap: swap, screenParts: parts)
        let wiredFiles = Self.wiredFiles(
            moduleFiles, coordinator: choice.declaration, ownTypes: Set(parts.types.keys), index: index,
            flowClass: files.app.shape.naming.flowClass)
        var (plan, _) = try ExampleFlowGenerator(project: project, files: files).copyPlan(of: chosen, in: project, files: wiredFiles, index: index)
        let copy = parts.types[choice.screen.name] ?? newName.typeStem
        let coordinatorFiles = Set(([choice.declaration] + index.extensions(of: choice.declaration.name)).map(\.file.path))
        let showsIt = plan.changes.contains { change in coordinatorFiles.contains { change.url.path.hasSuffix("/" + $0) } }
        plan.notes.insert(Self.choiceNote(choice, copy: copy, asked: example != nil), at: 0)
        if !showsIt {
            let inline = "\(choice.coordinator.className) shows \(choice.screen.name) where coordgen copies nothing (no member, case or factory method named after \(stem.typeStem))"
            // Unasked, a copy nothing shows is not the screen `new screen` promises.
            guard example != nil else { throw GeneratorError.cannotGenerate(inline) }
            plan.notes.append("\(inline): show \(copy) there yourself")
        }
        plan.nextSteps.append("the \(newName.title) screen: \(copy), shown by \(choice.coordinator.className) as \(choice.screen.name) is; fill in its content")
        return (plan, choice)
    }

    /// The files a screen's copy is wired in: where the example is, but in no other coordinator's file
    /// (another flow showing the example does not show the new screen); the coordinator's own view
    /// (`TideCoordinatorView`) and the screen's own files stay.
    /// A flow is a coordinator type by its name or what it inherits, or a type named by the app's
    /// coordinator naming (`flowClass`, `{Name}Flow`).
    static func wiredFiles(
        _ files: [SourceFile], coordinator: TypeDeclaration, ownTypes: Set<String>, index: DeclarationIndex, flowClass: String
    ) -> [SourceFile] {
        let ownFiles = Set(ownTypes.flatMap { index.declarations(named: $0).map(\.file.path) })
        let otherFlows = Set(
            index.types.filter { type in
                type.kind == coordinator.kind && !type.name.hasPrefix(coordinator.name)
                    && (ExampleFlowParts.isCoordinatorType(type) || NamingScheme.match(flowClass, type.name) != nil)
            }.map(\.file.path)
        ).subtracting(ownFiles).subtracting([coordinator.file.path])
        return files.filter { !otherFlows.contains($0.path) }
    }

    /// The coordinator `coordinator` names and the screen to copy: the one `example` names among those
    /// it shows, else the first it shows.
    private func choose(_ example: String?, shownBy coordinator: String, in project: Project, index: DeclarationIndex) throws -> Choice {
        var sources = ProjectSources(project: project)
        let normalised = try FlowName(parsing: coordinator, droppingSuffix: "Coordinator")
        let resolved = try CoordinatorLookup.resolve(
            coordinator, normalised: normalised, naming: files.app.shape.naming, in: &sources, acceptingStructs: true, acceptingViews: true)
        guard let declaration = index.type(named: resolved.className) else {
            throw GeneratorError.cannotGenerate("\(resolved.className) is not declared in the app's module, so coordgen cannot read the screens it shows")
        }
        let shown = Self.screens(shownBy: declaration, in: index)
        guard let first = shown.first else {
            throw GeneratorError.cannotGenerate(
                "\(resolved.className) shows no screen coordgen can read (no view controller or SwiftUI view its code names, itself or through a method named after one), so there is none to copy")
        }
        // Unasked, the screen to copy is one the coordinator shows after its first (a pushed screen,
        // as a new one usually is), else its first.
        let root = Self.screens(shownBy: declaration, in: index, onlyAtStart: true).first
        var screen = shown.first { $0 != root } ?? first
        if let example {
            guard let named = shown.first(where: { $0 == example || ScreenTypeName.stem(of: $0) == example }) else {
                throw GeneratorError.cannotGenerate(
                    "--like \(example): \(resolved.className) shows no screen \(example); it shows \(shown.joined(separator: ", ")): name one of them")
            }
            screen = named
        }
        guard let screenDeclaration = index.type(named: screen) else {
            throw GeneratorError.cannotGenerate("--like \(screen): it is not declared in the app's module")
        }
        return Choice(coordinator: resolved, declaration: declaration, screen: screenDeclaration, others: shown.filter { $0 != screen })
    }

    /// The app's screens a coordinator's code names, by type or through a member named after one
    /// (`factory.makeItemDetailOutput()` for `ItemDetailController`), in the order it first names them.
    /// `onlyAtStart`: only what `start()` and the methods it calls name, the screens it shows first.
    static func screens(shownBy coordinator: TypeDeclaration, in index: DeclarationIndex, onlyAtStart: Bool = false) -> [String] {
        let bases = Set(index.types.flatMap(\.inheritedNames))
        let screens = index.types.filter { !$0.isNested && !$0.isLocal && ExampleFlowParts.isScreen($0) && !ExampleFlowParts.isContainer($0) }
            .filter { !ExampleFlowParts.showsOthers($0, bases: bases) }.map(\.name).filter { $0 != coordinator.name }
        let swaps: [(screen: String, swap: ExampleNameSwap)] = screens.compactMap { screen in
            guard let stem = try? FlowName(parsing: ScreenTypeName.stem(of: screen)) else { return nil }
            return (screen, ExampleNameSwap(old: stem, new: stem))
        }
        let names = Set(screens)
        var found: [String] = []
        let nodes = onlyAtStart ? startNodes(of: coordinator, in: index) : ([coordinator] + index.extensions(of: coordinator.name)).compactMap(\.memberBlock?.parent)
        for node in nodes {
            for token in ExampleFlowParts.tokens(of: node) {
                if names.contains(token) {
                    if !found.contains(token) { found.append(token) }
                    continue
                }
                // A member named after a screen (`makeItemDetailOutput`, `profileBuilder`), not a type
                // that merely shares its name (`SettingsFlowState` beside `SettingsView`).
                guard token.first?.isLowercase == true else { continue }
                for candidate in swaps where !found.contains(candidate.screen) && candidate.swap.contains(token) {
                    found.append(candidate.screen)
                }
            }
        }
        return found
    }

    /// `start()` and the coordinator's methods it calls by name.
    private static func startNodes(of coordinator: TypeDeclaration, in index: DeclarationIndex) -> [Syntax] {
        let functions = ([coordinator] + index.extensions(of: coordinator.name)).flatMap { Array($0.members ?? []) }
            .compactMap { $0.decl.as(FunctionDeclSyntax.self) }
        guard let start = functions.first(where: { $0.name.text == "start" }) else { return [] }
        let called = Set(ExampleFlowParts.tokens(of: Syntax(start)))
        return [Syntax(start)] + functions.filter { $0.name.text != "start" && called.contains($0.name.text) }.map { Syntax($0) }
    }

    private static func choiceNote(_ choice: Choice, copy: String, asked: Bool) -> String {
        let others = choice.others.isEmpty ? "" : "; it also shows \(choice.others.joined(separator: ", "))"
        let how = asked ? "as --like asked" : "the first it shows after the one it starts with, or that one\(others): name another with --like"
        return "made \(copy) like \(choice.screen.name), a screen \(choice.coordinator.className) shows (\(how))"
    }
}
