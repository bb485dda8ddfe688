import SwiftParser
import SwiftSyntax

/// The copy of an example flow reduced to one empty first screen, as `new coordinator Zebra --like
/// Profile` writes it:
///
/// - the flow's own types (its coordinator, protocols, factories, routes) lose the code that shows
///   another screen of the app: a member that names one, or calls a member that does
///   (`showDetail()`, `moduleFactory.makeProfileEdit()`, a shared factory's
///   `makeProfileEditViewController`), is not copied, nor the requirement of the flow's own protocols
///   it implemented; a member the type must have (an initialiser, an override, a requirement of one of
///   the app's other protocols such as `start()`) is copied without the statements that do;
/// - the first screen and the flow's types it reaches (its view model and their protocols) are copied
///   empty: their initialisers, their stored properties that take no value of their own, and what the
///   flow's remaining code uses of them; a SwiftUI view's `body` is `EmptyView()`; conformances to
///   protocols with requirements the empty copy no longer meets (`UITableViewDataSource`) are dropped.
///
/// Decisions are made on the example's own declarations (a fixed point: dropping a member may drop
/// the members that call it) and applied to each copied declaration by ``reduced(_:)``.
struct ExampleScreenReduction {
    /// The example's types copied empty: the first screen and the flow's types it reaches.
    let emptied: Set<String>
    /// Names whose use makes flow code show another screen: the other screens, and the members
    /// left out because they show one.
    private(set) var showingOtherScreens: Set<String>
    /// Identifiers the copy's remaining code uses: a member of an emptied type named here is kept.
    private(set) var used: Set<String> = []
    /// Members of emptied types left out, by name (an initialiser's statements using one go too).
    private(set) var emptiedAway: Set<String> = []
    /// Members of emptied types left out because they show another screen (a view model's
    /// `openBadges()`), by name: an emptied type's member that calls one (the screen's `didTapBadges()`)
    /// goes too. Only within the emptied types: elsewhere a name like `bind` is as often another's.
    private(set) var emptiedShowing: Set<String> = []
    /// The example's own types the reduced copy still reaches (the others are not copied).
    private(set) var reached: Set<String> = []
    /// For the output: the members left out of each flow type, and the screens they showed.
    private(set) var leftOut: [String: [String]] = [:]
    private(set) var screensLeftOut: Set<String> = []
    /// For the output: required members copied without the statements that show other screens.
    private(set) var shortened: [String: [String]] = [:]
    /// The flow's own protocols that lose a requirement (the copy must not claim the original's).
    private(set) var protocolsLosingRequirements: Set<String> = []
    /// Functions of types outside the flow, not named after it, that take the example's coordinator
    /// class itself (`Composer.make(coordinator: ProfileCoordinator)`): the copy cannot hand itself to
    /// one, so the example's code that calls one is not copied.
    let takingTheExample: [String]
    /// For the output: the members left out of each flow type because they call one of those.
    private(set) var handingItself: [String: [String]] = [:]

    let ownTypes: Set<String>
    /// The cases of the flow's own enums (`case profileMain, profileEdit` of `ProfilePages`): a case
    /// named like a left-out screen goes from the copied enum and from the `switch`es over it.
    let ownCaseNames: Set<String>
    /// What each case of the flow's own enums shows where a `switch` over it dispatches (`case .details:
    /// BookDetailsView()`), outside the closures it hands on: a case whose screen is left out goes too.
    let caseShows: [String: Set<String>]
    /// The first screen's copies and the flow's properties holding them: a method that uses one
    /// shows the first screen, and only its statements that show another screen go.
    /// Grows with the flow's functions that show the first screen (`profileMain() -> some View`), so a
    /// dispatcher that calls one (`view()`'s `switch page`) keeps its first case.
    private(set) var firstScreenNames: Set<String>
    let protocols: Set<String>
    let requiredNames: Set<String>
    /// What the copied wiring calls or sets on the copy (`beds.onPick = …` in the coordinator's method):
    /// an emptied type keeps a member of that name.
    let calledByWiring: Set<String>
    /// The app's protocols emptied types keep adopting, and the requirements they keep members for.
    let neededConformances: ExampleNeededConformances
    let index: DeclarationIndex

    init(
        parts: ExampleFlowParts, coordinator: TypeDeclaration, protocolName: String?, index: DeclarationIndex, leftOutMembers: [String],
        files: [SourceFile] = [], calledByWiring: Set<String> = [], swap: ExampleNameSwap? = nil
    ) {
        self.index = index
        let own = Set(parts.types.keys)
        takingTheExample = swap.map { Self.functions(taking: coordinator, outside: own, swap: $0, in: index) } ?? []
        ownTypes = own
        ownCaseNames = Self.caseNames(of: own, in: index)
        caseShows = Self.showsByCase(of: own, cases: ownCaseNames, in: index)
        protocols = Set(own.filter { index.type(named: $0, kinds: [.protocol]) != nil })
        // The flow's protocols that code outside the flow takes (`makeLogin(coordinator:
        // ProfileCoordinator)` of a shared factory): the copy still conforms to the original for it,
        // so their requirements stay, shortened where they show another screen.
        let ownFiles = Set(own.flatMap { index.declarations(named: $0).map(\.file.path) })
        let takenOutside = protocols.filter { name in
            files.contains { !ownFiles.contains($0.path) && $0.text.contains(name) && Self.identifiers(in: Syntax($0.tree)).contains(name) }
        }
        // And what the copied wiring calls on the copy (the parent's `coordinator.start(profile:)`).
        requiredNames = Self.requiredNames(of: coordinator, own: own.subtracting(takenOutside), in: index).union(calledByWiring)
        self.calledByWiring = calledByWiring
        let coordinatorSide = Self.coordinatorSide(of: coordinator, protocolName: protocolName, own: own, in: index)
        let emptied = Self.emptied(from: parts.firstScreen, own: own, besides: coordinatorSide, in: index)
        self.emptied = emptied
        neededConformances = ExampleNeededConformances(emptied: emptied, own: own, index: index)
        firstScreenNames = Self.namesHolding(emptied, own: own, in: index)
        let initial = parts.screensShownElsewhere.union(leftOutMembers).union(takingTheExample)
        showingOtherScreens = initial
        // Each round decides from the last round's names, over the types the reduced copy still
        // reaches (a view model only a left-out method made no longer keeps a name in use).
        let roots = [coordinator.name, protocolName, parts.firstScreen].compactMap { $0 }.filter(own.contains) + coordinatorSide.filter(own.contains)
            + parts.makers.filter(own.contains).sorted()
        reached = own
        // Each round reaches one call deeper into the emptied types (`configure()` keeps
        // `configureSelected()`, which keeps `dateLabel`): enough rounds for a screen's helpers.
        for _ in 0..<64 {
            let before = (showingOtherScreens, used, emptiedAway, reached, firstScreenNames, emptiedShowing)
            settle(initial: initial)
            reached = reach(from: roots)
            if before == (showingOtherScreens, used, emptiedAway, reached, firstScreenNames, emptiedShowing) { break }
        }
        screensLeftOut = screensLeftOut.intersection(parts.screensShownElsewhere)
    }

    /// The coordinator and the flow's protocols it adopts: what the reduction never empties.
    private static func coordinatorSide(of coordinator: TypeDeclaration, protocolName: String?, own: Set<String>, in index: DeclarationIndex) -> Set<String> {
        var side: Set<String> = [coordinator.name]
        if let protocolName { side.insert(protocolName) }
        for declaration in [coordinator] + index.extensions(of: coordinator.name) {
            side.formUnion(declaration.inheritedNames.filter(own.contains))
        }
        return side
    }

    /// The first screen and what it reaches of the flow's types, but not the coordinator's side.
    private static func emptied(from first: String?, own: Set<String>, besides coordinatorSide: Set<String>, in index: DeclarationIndex) -> Set<String> {
        guard let first else { return [] }
        var emptied: Set<String> = [first]
        var queue = [first]
        while let name = queue.popLast() {
            for declaration in declarations(of: name, in: index) {
                for reached in ExampleFlowParts.identifiers(in: declaration) where own.contains(reached) && !coordinatorSide.contains(reached) && !emptied.contains(reached) {
                    emptied.insert(reached)
                    queue.append(reached)
                }
            }
        }
        return emptied
    }

    /// The emptied types' names and the flow's properties that hold one of them (`addBookViewController`).
    private static func namesHolding(_ emptied: Set<String>, own: Set<String>, in index: DeclarationIndex) -> Set<String> {
        var names = emptied
        for type in own where !emptied.contains(type) {
            for declaration in declarations(of: type, in: index) {
                for item in declaration.members ?? [] where item.decl.is(VariableDeclSyntax.self) {
                    if let name = name(of: item.decl), !identifiers(in: Syntax(item)).isDisjoint(with: emptied) { names.insert(name) }
                }
            }
        }
        return names
    }

    /// What the app's other protocols that the coordinator adopts (directly or through its own
    /// protocols) require of it (`start()`, `navigationController`): kept, shortened, as is what the
    /// copied wiring calls.
    private static func requiredNames(of coordinator: TypeDeclaration, own: Set<String>, in index: DeclarationIndex) -> Set<String> {
        var names: Set<String> = []
        var seen: Set<String> = []
        var queue = declarations(of: coordinator.name, in: index).flatMap(\.inheritedNames)
        while let name = queue.popLast() {
            guard seen.insert(name).inserted else { continue }
            for declared in index.declarations(named: name) where declared.kind == .protocol && !declared.isNested {
                if !own.contains(name) {
                    names.formUnion((declared.members ?? []).compactMap { ExampleWiringSites.declaredName($0.decl) })
                }
                queue += declared.inheritedNames
            }
        }
        return names
    }

    /// The functions of types outside `own` whose parameters name the coordinator class, other than those
    /// named after the flow (which the wiring copies for the new flow).
    private static func functions(taking coordinator: TypeDeclaration, outside own: Set<String>, swap: ExampleNameSwap, in index: DeclarationIndex)
        -> [String]
    {
        guard coordinator.kind == .class else { return [] }
        var names: Set<String> = []
        for declaration in index.declarations where !own.contains(declaration.name) && !declaration.isLocal {
            for item in declaration.members ?? [] {
                guard let function = item.decl.as(FunctionDeclSyntax.self), !swap.contains(function.name.text) else { continue }
                let takesIt = function.signature.parameterClause.parameters.contains { parameter in
                    identifiers(in: Syntax(parameter.type)).contains(coordinator.name)
                }
                if takesIt { names.insert(function.name.text) }
            }
        }
        // Only those the flow's own code calls.
        let called = own.reduce(into: Set<String>()) { found, type in
            for declaration in declarations(of: type, in: index) { found.formUnion(ExampleFlowParts.identifiers(in: declaration)) }
        }
        return names.intersection(called).sorted()
    }

    private static func declarations(of name: String, in index: DeclarationIndex) -> [TypeDeclaration] {
        index.declarations(named: name).filter { !$0.isNested } + index.extensions(of: name)
    }

    /// One round of decisions over every own declaration, from the last round's names.
    private mutating func settle(initial: Set<String>) {
        var dropped: Set<String> = []
        var kept: Set<String> = []
        var emptiedDropped: Set<String> = []
        var emptiedKept: Set<String> = []
        var emptiedShowing: Set<String> = []
        var used = calledByWiring
        var leftOut: [String: [String]] = [:]
        var handing: [String: [String]] = [:]
        var shortened: [String: [String]] = [:]
        var screens: Set<String> = []
        var losing: Set<String> = []
        var showingFirst: Set<String> = []
        for type in ownTypes where reached.contains(type) {
            for declaration in Self.declarations(of: type, in: index) {
                guard let group = declaration.memberBlock?.parent?.asProtocol(DeclGroupSyntax.self) else { continue }
                used.formUnion(Self.identifiers(in: group.inheritanceClause.map(Syntax.init)))
                for item in group.memberBlock.members {
                    let name = Self.name(of: item.decl)
                    let result = reduce(item, owner: type, in: group)
                    if emptied.contains(type) {
                        Self.note(emptiedMember: result, named: name, kept: &emptiedKept, dropped: &emptiedDropped, used: &used)
                        if result == nil, let name, !Self.identifiers(in: Syntax(item)).isDisjoint(with: showingOtherScreens.union(self.emptiedShowing)) { emptiedShowing.insert(name) }
                        continue
                    }
                    let requirement = group.is(ProtocolDeclSyntax.self)
                    guard let result else {
                        if let name, !requirement {
                            dropped.insert(name)
                            let calls = !Self.identifiers(in: Syntax(item)).isDisjoint(with: takingTheExample)
                            if calls { handing[type, default: []].append(Self.signature(of: item.decl) ?? name) }
                            else { leftOut[type, default: []].append(Self.signature(of: item.decl) ?? name) }
                            screens.formUnion(Self.identifiers(in: Syntax(item)).filter(showingOtherScreens.contains))
                        }
                        if requirement { losing.insert(type) }
                        continue
                    }
                    if let name, !requirement { kept.insert(name) }
                    if let name, item.decl.is(FunctionDeclSyntax.self), !Self.identifiers(in: Syntax(result)).subtracting([name]).isDisjoint(with: firstScreenNames) {
                        showingFirst.insert(name)
                    }
                    if result.description != item.description, let name { shortened[type, default: []].append(Self.signature(of: item.decl) ?? name) }
                    used.formUnion(Self.identifiers(in: Syntax(result)))
                }
            }
        }
        showingOtherScreens = initial.union(dropped.subtracting(kept))
        self.emptiedShowing = emptiedShowing.subtracting(emptiedKept)
        showingOtherScreens.formUnion(caseShows.filter { !$0.value.isDisjoint(with: showingOtherScreens) }.keys)
        firstScreenNames.formUnion(showingFirst.subtracting(showingOtherScreens))
        self.used = used
        emptiedAway = emptiedDropped.subtracting(emptiedKept).subtracting(used)
        self.leftOut = leftOut.mapValues { Array(Set($0)).sorted() }
        handingItself = handing.mapValues { Array(Set($0)).sorted() }
        self.shortened = shortened.mapValues { Array(Set($0)).sorted() }
        screensLeftOut = screens
        protocolsLosingRequirements = losing.union(emptied.intersection(protocols))
    }

    /// A member of an emptied type, kept or dropped; what a kept one uses (not its own name: a member is
    /// kept for what uses it, not for itself).
    private static func note(
        emptiedMember result: MemberBlockItemSyntax?, named name: String?, kept: inout Set<String>, dropped: inout Set<String>,
        used: inout Set<String>
    ) {
        if let result {
            kept.formUnion(name.map { [$0] } ?? [])
            used.formUnion(identifiers(in: Syntax(result)).subtracting(name.map { [$0] } ?? []))
        } else if let name {
            dropped.insert(name)
        }
    }

    /// The own types the reduced declarations of `roots` reach, through each other.
    private func reach(from roots: [String]) -> Set<String> {
        var found = Set(roots)
        var queue = roots
        while let name = queue.popLast() {
            for declaration in Self.declarations(of: name, in: index) {
                guard let group = declaration.memberBlock?.parent?.asProtocol(DeclGroupSyntax.self), let reduced = reduced(DeclSyntax(group)) else { continue }
                for identifier in Self.identifiers(in: Syntax(reduced)) where ownTypes.contains(identifier) && !found.contains(identifier) {
                    found.insert(identifier)
                    queue.append(identifier)
                }
            }
        }
        return found
    }
}
