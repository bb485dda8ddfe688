import SwiftSyntax

/// The example flow's own types, as `new coordinator Zebra --like Profile` copies them: its
/// coordinator class and protocol, and every type the coordinator reaches through its code whose
/// name contains the example's name as a word and that is declared in the example's folder (its
/// output and delegate protocols, module factory, view models, routes), with their extensions.
///
/// The flow's screens are reduced to its first one: the screen its `start()` shows first (or the
/// first it names) is copied; its other screens are not, nor what only they use (their view models),
/// and a copied type that names one keeps the example's.
struct ExampleFlowParts {
    /// The copied types, old name → new name.
    let types: [String: String]
    /// The first screen copied, when the example names one.
    let firstScreen: String?
    /// The example's other screens, left out of the copy.
    let otherScreens: [String]
    /// Every screen type of the app (view controllers, SwiftUI views).
    let appScreens: Set<String>
    /// The screens of the app other than the one the copy starts with: code of the copy that shows one
    /// is not copied (``ExampleScreenReduction``).
    let screensShownElsewhere: Set<String>
    /// The screen the example shows first when a factory shared with other flows makes it: the copy
    /// shows it too.
    let sharedFirstScreen: String?
    /// The folder the example's own types are looked for in.
    let folder: String
    /// Types containing the example's name that are named after another flow whose name contains it
    /// (`RecipeListOfStepsListCoordinator` beside the example `RecipeList`), by that flow: not copied.
    let otherFlowsTypes: [String: [String]]
    /// Types the copy keeps whole though the first screen does not reach them: a screen's makers (its
    /// assembly or builder), which a screen copy (``init(screen:swap:index:)``) needs beside it.
    var makers: Set<String> = []

    /// The parts of the flow whose coordinator class is `coordinator` (and protocol `protocolName`).
    /// `routeEnums`: the flow's own route enums the recorded pattern names though they do not carry the
    /// flow's name as a word (`BooksPages` of the flow `BooksPage`, `shape.routes.enum: '{Name}s'`),
    /// each with its new name.
    init(
        coordinator: TypeDeclaration, protocolName: String?, swap: ExampleNameSwap, index: DeclarationIndex, routeEnums: [String: String] = [:]
    ) {
        let folder = Self.featureFolder(of: coordinator.file)
        self.folder = folder
        let otherFlows = ExampleLongerFlowNames(
            coordinator: coordinator.name, swap: swap, typeNames: index.types.lazy.filter { !$0.isNested && !$0.isLocal }.map(\.name))
        var candidates = Self.candidates(
            of: coordinator, protocolName: protocolName, swap: swap, folder: folder, otherFlows: otherFlows, index: index)
        otherFlowsTypes = Self.otherFlowsTypes(otherFlows, folder: folder, swap: swap, index: index)
        for name in routeEnums.keys where candidates[name] == nil {
            if let declared = index.type(named: name, kinds: [.enum]), !declared.isNested { candidates[name] = declared }
        }
        // The first screen among every screen of the app: one not named after the flow is the copy's
        // too when the coordinator makes it itself (`LoginView(coordinator: self)`); one a shared factory
        // makes for several flows stays shared.
        let appScreens = Set(index.types.filter { !$0.isNested && !$0.isLocal && Self.isScreen($0) && !Self.isContainer($0) }.map(\.name))
        let makers = Self.flowsMakers(swap: swap, besides: Set(candidates.keys), index: index)
        let shown = Self.firstScreen(
            of: coordinator, extensions: index.extensions(of: coordinator.name), among: appScreens,
            methods: Self.methods(of: Array(candidates.values)) + makers)
        var first = shown
        if let name = first, candidates[name] == nil {
            let madeByCoordinator = Self.identifiers(ofType: coordinator.name, in: index).contains(name)
            // Or made by one of the flow's makers in a shared factory (`makeBasket() -> BasketTableVC`,
            // which the wiring copies as `makeZebra()`) and named after the flow: the flow's own screen.
            let madeByFlowsMaker = swap.contains(name) && makers.contains { Self.tokens(of: Syntax($0)).contains(name) }
            if madeByCoordinator || madeByFlowsMaker, let declared = index.type(named: name), !declared.isNested {
                candidates[name] = declared
            } else {
                first = nil
            }
        }
        let screens = Set(candidates.values.filter(Self.isScreen).map(\.name))
        if shown == nil {
            first = Self.firstScreen(
                of: coordinator, extensions: index.extensions(of: coordinator.name), among: screens,
                methods: Self.methods(of: Array(candidates.values)))
        }

        var start: Set<String> = [coordinator.name]
        if let protocolName, candidates[protocolName] != nil { start.insert(protocolName) }
        if let first { start.insert(first) }
        let kept = Self.keptApart(screens: screens, first: first, coordinator: coordinator.name, index: index)
        let own = Self.reached(from: start, among: candidates, besides: screens.union(kept), index: index)
        var types: [String: String] = [:]
        for name in own { types[name] = swap.swapped(name) ?? routeEnums[name] ?? (name == first ? Self.screenName(for: swap.new, like: name) : "\(swap.new.typeStem)\(name)") }
        self.types = types
        firstScreen = first
        sharedFirstScreen = first == nil ? shown : nil
        self.appScreens = appScreens
        screensShownElsewhere = appScreens.subtracting([first, shown].compactMap { $0 })
        otherScreens = screens.subtracting(own).sorted()
    }

    /// The flow's route enum the app's recorded pattern names (`shape.routes.enum: '{Name}s'`: `BooksPages`
    /// of the flow `BooksPage`) where it does not carry the flow's name as a word, with its new name.
    static func routeEnums(of shape: AppShape, swap: ExampleNameSwap) -> [String: String] {
        guard let routes = shape.protocol.routes, routes.enumIsTopLevelPattern else { return [:] }
        let old = routes.enumName(forFlow: swap.old.typeStem)
        guard !swap.contains(old) else { return [:] }
        return [old: routes.enumName(forFlow: swap.new.typeStem)]
    }

    /// The types that may be the flow's: named after it and not after a longer flow's name
    /// (``ExampleLongerFlowNames``), in its folder (or the coordinator's file), with the coordinator and
    /// its protocol.
    private static func candidates(
        of coordinator: TypeDeclaration, protocolName: String?, swap: ExampleNameSwap, folder: String, otherFlows: ExampleLongerFlowNames,
        index: DeclarationIndex
    ) -> [String: TypeDeclaration] {
        let inFolder = { (type: TypeDeclaration) in
            type.file.path == coordinator.file.path || folder.isEmpty || type.file.path.hasPrefix(folder + "/")
        }
        var candidates: [String: TypeDeclaration] = [:]
        for type in index.types where !type.isNested && !type.isLocal && type.kind != .typealias && swap.contains(type.name) {
            guard !otherFlows.belongsElsewhere(type.name), inFolder(type) else { continue }
            candidates[type.name] = candidates[type.name] ?? type
        }
        candidates[coordinator.name] = coordinator
        if let protocolName, let declared = index.type(named: protocolName) { candidates[protocolName] = declared }
        return candidates
    }

    /// The types of the example's folder named after a longer flow, by that flow.
    private static func otherFlowsTypes(
        _ otherFlows: ExampleLongerFlowNames, folder: String, swap: ExampleNameSwap, index: DeclarationIndex
    ) -> [String: [String]] {
        guard !otherFlows.names.isEmpty else { return [:] }
        var found: [String: Set<String>] = [:]
        for type in index.types where !type.isNested && !type.isLocal && type.kind != .typealias && swap.contains(type.name) {
            guard folder.isEmpty || type.file.path.hasPrefix(folder + "/"), let flow = otherFlows.flow(of: type.name) else { continue }
            found[flow, default: []].insert(type.name)
        }
        return found.mapValues { $0.sorted() }
    }

    /// What only the screens left out use (`ProfileEditViewModel` of `ProfileEditViewController`) stays
    /// the example's: the copies hand it to those screens, which take the original. A type that names the
    /// coordinator back (`var coordinator: ProfileCoordinator?` of the flow's view model) belongs to the
    /// flow all the same: the copy's coordinator hands it itself.
    static func keptApart(screens: Set<String>, first: String?, coordinator: String, index: DeclarationIndex) -> Set<String> {
        let leftOut = screens.subtracting(first.map { [$0] } ?? [])
        let usedByFirst = first.map { identifiers(ofType: $0, in: index) } ?? []
        return leftOut.reduce(into: Set<String>()) { $0.formUnion(identifiers(ofType: $1, in: index)) }
            .subtracting(usedByFirst)
            .filter { !identifiers(ofType: $0, in: index).contains(coordinator) }
    }

    /// `start` and the candidates their declarations (and extensions) name, transitively, but for `excluded`.
    static func reached(
        from start: Set<String>, among candidates: [String: TypeDeclaration], besides excluded: Set<String>, index: DeclarationIndex
    ) -> Set<String> {
        var own = start
        var queue = Array(own)
        while let name = queue.popLast() {
            for declaration in index.declarations(named: name).filter({ !$0.isNested }) + index.extensions(of: name) {
                for reached in identifiers(in: declaration) where !own.contains(reached) && candidates[reached] != nil && !excluded.contains(reached) {
                    own.insert(reached)
                    queue.append(reached)
                }
            }
        }
        return own
    }

    /// The folder that holds the flow's parts: the coordinator's folder, or the one above it when the
    /// coordinator's folder is named for its role (`Coordinator`, `Coordinators/Protocol`).
    static func featureFolder(of file: SourceFile) -> String {
        var folder = file.folder
        let roles = ["coordinator", "coordinators", "protocol", "protocols", "flow", "flows", "implementation", "implementations"]
        while let last = folder.split(separator: "/").last, roles.contains(last.lowercased()) {
            folder = ModuleScope.folder(of: folder)
        }
        return folder
    }

    /// The new flow's name with the kind of screen `example` is (`ZebraView` for `LoginView`,
    /// `ZebraViewController` for `WelcomeViewController`).
    static func screenName(for flow: FlowName, like example: String) -> String {
        let kinds = ["ViewController", "Controller", "Screen", "View", "Page"]
        return flow.typeStem + (kinds.first { example.hasSuffix($0) } ?? "Screen")
    }

    /// A navigation, tab bar, split or page controller: what a flow shows its screens in, not a screen.
    /// Told by what it inherits (`UINavigationController`, an app's `BaseNavigationController`); its own
    /// name alone only when it inherits no view controller: `MyPageViewController: UIViewController` is
    /// a screen of the flow `MyPage`.
    static func isContainer(_ type: TypeDeclaration) -> Bool {
        let containers = ["NavigationController", "TabBarController", "SplitViewController", "PageViewController"]
        let isOne = { (name: String) in containers.contains(where: name.hasSuffix) }
        if type.inheritedNames.contains(where: isOne) { return true }
        return isOne(type.name) && !type.inheritedNames.contains { $0.hasSuffix("Controller") }
    }

    /// A UIKit view controller or a SwiftUI view, by what it inherits.
    static func isScreen(_ type: TypeDeclaration) -> Bool {
        switch type.kind {
        case .class: return type.inheritedNames.contains { $0.hasSuffix("Controller") } || type.name.hasSuffix("ViewController")
        case .struct: return type.inheritedNames.contains("View")
        default: return false
        }
    }

    /// The screen the coordinator's `start()` names first — itself, or through the methods it calls of
    /// the flow's types and makers (`showBasket()`, which calls `factory.makeBasket()`), a few calls deep,
    /// in the order it calls them — else the first it names anywhere.
    private static func firstScreen(
        of coordinator: TypeDeclaration, extensions: [TypeDeclaration], among screens: Set<String>, methods: [FunctionDeclSyntax]
    ) -> String? {
        guard coordinator.members != nil else { return nil }
        let members = ([coordinator] + extensions).flatMap { Array($0.members ?? []) }
        let start = members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first { $0.name.text == "start" }
        if let start {
            var level = [start]
            var visited: Set<String> = ["start"]
            // Each level's screen before the next level's: what `start()` names itself comes first.
            for _ in 0..<3 where !level.isEmpty {
                let called = level.flatMap { tokens(of: Syntax($0)) }
                if let name = called.first(where: screens.contains) { return name }
                let next = called.filter { visited.insert($0).inserted }
                level = next.flatMap { name in methods.filter { $0.name.text == name } }
            }
        }
        return members.lazy.flatMap { tokens(of: Syntax($0)) }.first(where: screens.contains)
    }

    /// The methods the types declare.
    private static func methods(of types: [TypeDeclaration]) -> [FunctionDeclSyntax] {
        types.flatMap { type in (type.members ?? []).compactMap { $0.decl.as(FunctionDeclSyntax.self) } }
    }

    /// The flow's makers in the app's other types: methods named after the flow (`makeBasket()` of a
    /// module factory shared by every flow, and of its protocol), which the wiring copies for the new flow.
    private static func flowsMakers(swap: ExampleNameSwap, besides types: Set<String>, index: DeclarationIndex) -> [FunctionDeclSyntax] {
        index.declarations.lazy.filter { !types.contains($0.name) && !$0.isLocal && $0.functionNames.contains(where: swap.contains) }
            .flatMap { $0.members ?? [] }
            .compactMap { $0.decl.as(FunctionDeclSyntax.self) }
            .filter { swap.contains($0.name.text) }
    }

    /// The identifiers a type's declarations and extensions use.
    static func identifiers(ofType name: String, in index: DeclarationIndex) -> Set<String> {
        (index.declarations(named: name).filter { !$0.isNested } + index.extensions(of: name))
            .reduce(into: Set<String>()) { $0.formUnion(identifiers(in: $1)) }
    }

    /// The identifiers a declaration (with its inheritance clause) uses.
    static func identifiers(in declaration: TypeDeclaration) -> Set<String> {
        guard let node = declaration.memberBlock?.parent else { return [] }
        return Set(tokens(of: node))
    }

    static func tokens(of node: Syntax) -> [String] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
        }
    }
}
