/// A protocol named like a coordinator protocol that is one class's own API rather than what the
/// coordinators share: it requires no `start()`, no other protocol refines it, at most one class conforms
/// to it (directly, through a base class or in an extension), and two or more other classes named
/// `*Coordinator` do not — each with an `<X>CoordinatorProtocol` of its own, or none. A tab bar
/// controller's `TabBarCoordinatorProtocol` that the screens' coordinators call, or one login flow's
/// `LoginCoordinatorProtocol` beside `SignUpCoordinatorProtocol` and `ResetCoordinatorProtocol`: taking
/// it for the app's would make every new coordinator implement that one class's methods.
struct PerClassCoordinatorProtocol {
    let index: DeclarationIndex

    /// Whether `candidate` is one class's own protocol, as described above.
    func isOneClassesOwn(_ candidate: TypeDeclaration) -> Bool {
        guard !candidate.requiresStart else { return false }
        // A test's stub of the class (`HomeCoordinatorStub: IHomeCoordinator`) makes no second conformer.
        let conformers = Set(
            CoordinatorConformances(index: index, protocolName: candidate.name).coordinators.map(\.type).filter { !$0.isDeclaredInTests }
                .map(\.name))
        guard conformers.count <= 1 else { return false }
        return coordinatorClasses().filter { !conformers.contains($0.name) }.count >= 2
    }

    /// The app's top-level classes named like coordinators, outside its tests.
    private func coordinatorClasses() -> [TypeDeclaration] {
        index.types.filter { type in
            type.kind == .class && !type.isNested && !type.isDeclaredInTests && type.name.hasSuffix("Coordinator")
        }
    }

    /// What `init` says of the protocols set aside so: where another protocol was taken, a part of its
    /// protocol finding; where none was, a part of its refusal.
    static func describe(_ setAside: [TypeDeclaration], in index: DeclarationIndex) -> String {
        let each = setAside.map { declaration in
            let conformer = CoordinatorConformances(index: index, protocolName: declaration.name).coordinators.first?.type.name
            return "\(declaration.name) (\(conformer.map { "only \($0)'s" } ?? "no class's"))"
        }
        return "\(each.joined(separator: ", ")) \(setAside.count == 1 ? "is" : "are") one class's own protocol, not what the coordinator classes share"
    }

    /// The one line `init` refuses with where the only protocols named like coordinator protocols are
    /// each one class's own and nothing else stands for the coordinators' protocol; nil where none is.
    static func refusal(in index: DeclarationIndex) -> String? {
        let setAside = CoordinatorProtocolDetector(index: index).perClassSetAside()
        guard !setAside.isEmpty else { return nil }
        return
            "no protocol the coordinator classes share: \(describe(setAside, in: index)), and no base class nor naming convention (most *Coordinator classes holding a navigation controller and having start()) stands for one; adopt one as the app's with --protocol NAME (new flows then implement its requirements), after which new coordinator --like NAME makes a flow like a sibling"
    }
}
