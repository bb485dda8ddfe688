import SwiftSyntax

extension ExampleFlowParts {
    /// The example screen's own types, as `new screen Giraffe --coordinator C --like Settings` copies
    /// them: the screen and every type it reaches through its code whose name contains the screen's
    /// name as a word and that is declared in the screen's folder (its view model, its view and output
    /// protocols), with their extensions — never a coordinator, nor another screen of the app or what
    /// only that screen uses. The screen is the copy's one screen, reduced as a flow's first screen is.
    init(screen: TypeDeclaration, swap: ExampleNameSwap, index: DeclarationIndex) {
        let folder = Self.featureFolder(of: screen.file)
        let appScreens = Set(index.types.filter { !$0.isNested && !$0.isLocal && Self.isScreen($0) && !Self.isContainer($0) }.map(\.name))
        var candidates: [String: TypeDeclaration] = [screen.name: screen]
        for type in index.types where !type.isNested && !type.isLocal && type.kind != .typealias && swap.contains(type.name) {
            let inFolder = type.file.path == screen.file.path || folder.isEmpty || type.file.path.hasPrefix(folder + "/")
            guard inFolder, !Self.isCoordinatorType(type), !appScreens.contains(type.name) else { continue }
            candidates[type.name] = candidates[type.name] ?? type
        }
        let bases = Set(index.types.flatMap(\.inheritedNames))
        let otherScreens = Set(appScreens.filter { name in
            name != screen.name && index.type(named: name).map { !Self.showsOthers($0, bases: bases) } != false
        })
        let kept = Self.keptApart(screens: otherScreens.union([screen.name]), first: screen.name, coordinator: screen.name, index: index)
        let reached = Self.reached(from: [screen.name], among: candidates, besides: otherScreens.union(kept), index: index)
        let own = Self.makers(of: reached, among: candidates, besides: otherScreens.union(kept), index: index)
        var types: [String: String] = [:]
        for name in own { types[name] = swap.swapped(name) ?? (name == screen.name ? Self.screenName(for: swap.new, like: name) : "\(swap.new.typeStem)\(name)") }
        self.types = types
        firstScreen = screen.name
        self.otherScreens = []
        self.appScreens = appScreens
        screensShownElsewhere = otherScreens
        sharedFirstScreen = nil
        self.folder = folder
        otherFlowsTypes = [:]
        makers = own.subtracting(reached)
    }

    /// `own` and the candidates that name one of them, transitively (`SettingsModuleAssembly`, which
    /// registers `SettingsModule`; a builder or configurator that makes the screen), with what those reach.
    private static func makers(
        of own: Set<String>, among candidates: [String: TypeDeclaration], besides excluded: Set<String>, index: DeclarationIndex
    ) -> Set<String> {
        var own = own
        var grew = true
        while grew {
            grew = false
            for name in candidates.keys.sorted() where !own.contains(name) && !excluded.contains(name) {
                guard !identifiers(ofType: name, in: index).isDisjoint(with: own) else { continue }
                own.formUnion(reached(from: [name], among: candidates, besides: excluded, index: index))
                grew = true
            }
        }
        return own
    }

    /// A view controller that shows other screens rather than being one: a generic class or one other
    /// screens inherit (`BaseHostingViewController<Content>`, which hosts a SwiftUI view; `BaseViewController`).
    static func showsOthers(_ type: TypeDeclaration, bases: Set<String>) -> Bool {
        type.kind == .class && (type.isGeneric || bases.contains(type.name))
    }

    /// A coordinator or one of its protocols, told by its name: a screen's copy never takes the
    /// coordinator that shows it (`SettingsCoordinator` beside `SettingsViewController`).
    static func isCoordinatorType(_ type: TypeDeclaration) -> Bool {
        type.name.contains("Coordinator") || type.inheritedNames.contains { $0.contains("Coordinator") }
    }
}
