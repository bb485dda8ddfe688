import SwiftSyntax

/// Finds the app's coordinator protocol: a protocol named `*Coordinator*` that requires `start()` or
/// that other coordinator protocols inherit, and that does not itself refine another such protocol
/// (per-flow protocols such as `HomeCoordinatorProtocol: Coordinator` are not candidates, nor factories'
/// protocols such as `FeedCoordinatorFactoryProtocol`). When no protocol is named so, a protocol that requires `start()` and that two or more classes conform to
/// (`protocol Flow` with `AppFlow`, `HomeFlow`) is one. A protocol that refines SwiftUI's `View`
/// (`protocol CoordinatorViewProtocol: View`, the views that show coordinators) is never one.
struct CoordinatorProtocolDetector {
    let index: DeclarationIndex

    /// The candidates, in file order; of several, those whose requirements speak of no navigation are set
    /// aside (``NavigationProtocolPreference``).
    func candidates() -> [TypeDeclaration] {
        NavigationProtocolPreference.preferred(unfilteredCandidates(), in: index)
    }

    /// What `init` adds to its protocol finding where candidates were set aside; empty otherwise.
    func setAsideNote() -> String {
        let perClass = perClassSetAside()
        let perClassNote =
            perClass.isEmpty
            ? "" : " (\(PerClassCoordinatorProtocol.describe(perClass, in: index)): set aside; --protocol \(perClass[0].name) adopts it instead)"
        return NavigationProtocolPreference.note(unfilteredCandidates(), in: index) + perClassNote
    }

    /// The classes conforming to a protocol set aside and to none kept: named like coordinators, they are
    /// no coordinators of the app (not an example for `--like`).
    func setAsideConformers() -> Set<String> {
        let perClass = perClassSetAside()
        let split = NavigationProtocolPreference.split(unfilteredCandidates(), in: index)
        guard split != nil || !perClass.isEmpty else { return [] }
        let kept = split?.kept ?? unfilteredCandidates()
        guard !kept.isEmpty else { return [] }
        let (keptNames, setAsideNames) = (Set(kept.map(\.name)), Set(((split?.setAside ?? []) + perClass).map(\.name)))
        let conformers = index.types.filter { type in
            type.kind == .class && type.inherited.contains(where: setAsideNames.contains)
                && !type.inherited.contains(where: keptNames.contains)
        }
        return Set(conformers.map(\.name))
    }

    /// The candidates before any is set aside, found once per index.
    private func unfilteredCandidates() -> [TypeDeclaration] {
        index.coordinatorProtocolCandidates.value { findCandidates() }
    }

    private func findCandidates() -> [TypeDeclaration] {
        let protocols = index.types.filter { $0.kind == .protocol && !$0.isNested }
        let positions = Self.positionsByName(protocols)
        let coordinatorLike = protocols.filter {
            $0.name.contains("Coordinator") && !$0.name.hasSuffix("Delegate") && !Self.namesAFactory($0.name)
                && !refinesView($0, among: protocols, positions: positions)
        }
        if let shared = Self.refinedByEvery(coordinatorLike, among: protocols) { return [shared] }
        let inheritedByCoordinators = Set(coordinatorLike.flatMap(\.inherited))
        var qualifying = coordinatorLike.filter { $0.requiresStart || inheritedByCoordinators.contains($0.name) }
        if qualifying.isEmpty {
            let perClass = PerClassCoordinatorProtocol(index: index)
            qualifying = conformedWithoutStart(coordinatorLike).filter { !perClass.isOneClassesOwn($0) }
        }
        // A protocol constrained to the base class that only some flows adopt narrows it (``ProtocolNarrowingBaseClass``).
        let narrowing = ProtocolNarrowingBaseClass(index: index)
        let qualifyingNames = Set(qualifying.map(\.name))
        qualifying = qualifying.filter { !narrowing.narrowsBase($0, coordinatorProtocols: qualifyingNames) }
        let names = Set(qualifying.map(\.name))
        let roots = qualifying.filter { candidate in !candidate.inherited.contains { names.contains($0) } }
        // A protocol that is only ever refined next to another candidate is a part of the coordinators'
        // protocols, not the coordinator protocol (`CoordinatorFinishOutput` beside `Coordinator`).
        let rootNames = Set(roots.map(\.name))
        let found = roots.filter { candidate in
            if candidate.requiresStart { return true }
            let refiners = protocols.filter { $0.inherited.contains(candidate.name) }
            return refiners.isEmpty
                || !refiners.allSatisfy { refiner in refiner.inherited.contains { $0 != candidate.name && rootNames.contains($0) } }
        }
        guard found.isEmpty else { return found }
        // Not a router the coordinators hold (`var router: Router`), whose conformers they navigate with.
        let held = ProtocolHeldByCoordinators(index: index)
        return protocols.filter { candidate in
            (candidate.requiresStart || candidate.requiresEntryUnderAnotherName) && !candidate.name.hasSuffix("Delegate")
                && CoordinatorConformances(index: index, protocolName: candidate.name).coordinators.count >= 2
                && !held.isHeld(candidate)
        }
    }

    /// The protocols named like coordinators that classes of the app conform to, without `start()`
    /// (`Coordinator: BaseCoordinator`, whose coordinators start by being shown); not a test's mock of a
    /// flow's parent protocol, nor a protocol named after the one flow conforming to it.
    private func conformedWithoutStart(_ coordinatorLike: [TypeDeclaration]) -> [TypeDeclaration] {
        let classes = index.types.filter { $0.kind == .class && !$0.isDeclaredInTests }
        return coordinatorLike.filter { candidate in
            let conformers = classes.filter { $0.inherited.contains(candidate.name) }
            return !conformers.isEmpty && !Self.isOneFlowsOwn(candidate.name, conformers: conformers, among: classes)
        }
    }

    /// The protocols set aside as one class's own (``PerClassCoordinatorProtocol``) where no protocol
    /// named like a coordinator protocol requires `start()` or is refined by another; empty otherwise.
    func perClassSetAside() -> [TypeDeclaration] {
        let protocols = index.types.filter { $0.kind == .protocol && !$0.isNested }
        let coordinatorLike = protocols.filter {
            $0.name.contains("Coordinator") && !$0.name.hasSuffix("Delegate") && !Self.namesAFactory($0.name)
        }
        let inherited = Set(coordinatorLike.flatMap(\.inherited))
        guard !coordinatorLike.contains(where: { $0.requiresStart || inherited.contains($0.name) }),
            Self.refinedByEvery(coordinatorLike, among: protocols) == nil
        else { return [] }
        let perClass = PerClassCoordinatorProtocol(index: index)
        return conformedWithoutStart(coordinatorLike).filter(perClass.isOneClassesOwn)
    }

    /// The protocol requiring `start()` that every one of two or more coordinator protocols refines where
    /// it is not named like them (`Coordinatable`, refined by `AuthCoordinator` and `ProfileCoordinator`,
    /// each implemented by its own `…CoordinatorImpl`): those are the flows' protocols, it is the
    /// coordinators'.
    static func refinedByEvery(_ coordinatorLike: [TypeDeclaration], among protocols: [TypeDeclaration]) -> TypeDeclaration? {
        guard coordinatorLike.count >= 2 else { return nil }
        let shared = protocols.filter { candidate in
            candidate.requiresStart && !candidate.name.contains("Coordinator")
                && coordinatorLike.allSatisfy { $0.inherited.contains(candidate.name) }
        }
        return shared.count == 1 ? shared.first : nil
    }

    /// Whether `name` is a factory's protocol (`CoordinatorFactory`, `FeedCoordinatorFactoryProtocol`,
    /// `CoordinatorFactoryType`, an assembly `IHomeCoordinatorAssembly`): it makes coordinators, it is not what they are. Per-flow factory
    /// protocols that the factory classes conform to would otherwise pass for coordinator protocols.
    static func namesAFactory(_ name: String) -> Bool {
        ["Factory", "FactoryProtocol", "FactoryType", "FactoryInterface", "Assembly", "AssemblyProtocol"].contains { name.hasSuffix($0) }
    }

    /// Whether the protocol `name` is one flow's own, named after the classes that conform to it
    /// (`FeedCoordinatorOutputProtocol` of `FeedCoordinator`) while other coordinator classes do not: a
    /// flow's output, not every coordinator's. Where that flow is the app's only coordinator, its
    /// protocol is the only candidate there is.
    static func isOneFlowsOwn(_ name: String, conformers: [TypeDeclaration], among classes: [TypeDeclaration]) -> Bool {
        let conforming = Set(conformers.map(\.name))
        let otherFlows = classes.contains { $0.name.hasSuffix("Coordinator") && !conforming.contains($0.name) }
        return otherFlows && conformers.allSatisfy { name.hasPrefix($0.name) && name != $0.name }
    }

    /// Whether `candidate` refines SwiftUI's `View`, itself or through the app's protocols it refines: a
    /// protocol of the views that show coordinators, whose conformers are structs, not coordinators.
    /// `positions` lists where each name is declared among `protocols` (``positionsByName(_:)``), so each
    /// step looks up the names a protocol inherits instead of filtering every protocol of the app.
    private func refinesView(_ candidate: TypeDeclaration, among protocols: [TypeDeclaration], positions: [String: [Int]]) -> Bool {
        var seen: Set<String> = []
        var pending = [candidate]
        while let next = pending.popLast() {
            guard seen.insert(next.name).inserted else { continue }
            if next.inheritedNames.contains("View") { return true }
            // The protocols `next` inherits, in the order of `protocols`, each once.
            let inherited = Set(next.inheritedNames.flatMap { positions[$0] ?? [] }).sorted()
            pending += inherited.map { protocols[$0] }
        }
        return false
    }

    /// Each name's positions among `protocols`, in order.
    private static func positionsByName(_ protocols: [TypeDeclaration]) -> [String: [Int]] {
        var positions: [String: [Int]] = [:]
        for (position, declaration) in protocols.enumerated() {
            positions[declaration.name, default: []].append(position)
        }
        return positions
    }

    /// The protocol to adopt: the one `choice` names, else the only candidate.
    func detect(choice: String?) throws(AdoptionError) -> TypeDeclaration {
        let candidates = candidates()
        if let choice {
            guard let chosen = index.type(named: choice, kinds: [.protocol]) else {
                throw .unknownChoice(flag: "--protocol", name: choice, known: candidates.map(\.name))
            }
            return chosen
        }
        switch candidates.count {
        case 0:
            throw .noCoordinatorProtocol
        case 1:
            return candidates[0]
        default:
            throw .ambiguous(
                AdoptionAmbiguity(
                    subject: .protocol, problem: "\(candidates.count) coordinator protocols",
                    candidates: candidates.map { ($0.name, $0.reference) },
                    evident: Self.evidentAmongHolders(candidates) ?? evidentByLaunch(candidates)))
        }
    }
}
