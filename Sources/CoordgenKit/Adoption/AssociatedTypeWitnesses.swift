import SwiftSyntax

/// Reads how the coordinators meet each associated type of their protocol (`associatedtype
/// ViewControllerType: UIViewController` with `var viewController: ViewControllerType? { get }`), so a
/// new flow supplies a witness of its own as they do:
///
/// - the binding: a typealias in the class (`typealias Route = ProfileRoute`), or what the class
///   declares with the witness where the protocol uses the associated type (a property's type, a
///   method's parameter or return type), from which Swift infers it;
/// - the witness's name: after the flow where the siblings name theirs after themselves
///   (`ProfileViewController`, `ProfileNavigation` → `{Name}ViewController`), else the one type they share;
/// - whether coordgen can name a type a new flow has: the flow's first screen (the screen naming
///   scheme), an enum each sibling nests (a new flow nests one too), or the type every sibling shares.
///
/// Where one of these cannot be learnt, the requirement stays in `otherRequirements` and a new
/// coordinator is refused in one line naming `--like` (``AssociatedTypeRequirement``).
struct AssociatedTypeWitnesses {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        let own = index.members(of: declaration).map(\.decl)
        // A refined protocol's associated type (`associatedtype CoordinatorView: View` of the protocol
        // a path-holding refinement builds on) is met the same way; the route families own only theirs.
        let refined = (result.shape.refines ?? []).compactMap { index.type(named: $0, kinds: [.protocol]) }
            .flatMap { index.members(of: $0).map(\.decl) }
        let members = own + refined
        let conformances = CoordinatorConformances(index: index, protocolName: result.shape.name)
        let coordinators = conformances.coordinators.map(\.type).filter { $0.kind == .class || $0.kind == .struct }
        // Beside the routes, the route families leave the associated types every coordinator meets with
        // an enum it nests (`associatedtype SheetRoute` met by `enum SheetRoute: Identifiable`).
        let read = result.shape.routes == nil ? members : refined + own.filter { nestedByEvery($0, coordinators: coordinators) }
        let associated = read.compactMap { $0.as(AssociatedTypeDeclSyntax.self) }.filter {
            result.shape.otherRequirements.contains(DeclSyntax($0).requirementText)
        }
        // The result base owns the associated types it reads (its results).
        guard !associated.isEmpty, result.shape.resultBase == nil, !coordinators.isEmpty else { return }
        let naming = NamingSchemeDetector(index: index, conformances: conformances).detect()
        let reader = WitnessReader(index: index, requirements: members)
        var witnesses: [AssociatedTypeWitness] = []
        for type in associated {
            let name = type.name.text
            if let navigation = result.shape.navigation, TypeWords.contains(name, in: navigation.type) {
                result.undecided.append(
                    "\(result.shape.name).\(name) types the stack `\(navigation.name): \(navigation.type)`, a stack of the flow's own items that coordgen's templates do not push onto; a new coordinator is made like a sibling with --like (shape.associatedTypes in .coordgen.yml)"
                )
                continue
            }
            switch reader.witness(of: name, in: coordinators, naming: naming) {
            case .found(let witness, let finding):
                witnesses.append(witness)
                result.shape.otherRequirements.removeAll { $0 == DeclSyntax(type).requirementText }
                result.findings.append(AdoptionFinding("associated types", finding, coordinators[0].reference))
            case .undecided(let why):
                result.undecided.append(
                    "\(result.shape.name).\(name): \(why); a new coordinator is made like a sibling with --like (shape.associatedTypes in .coordgen.yml)")
            }
        }
        if !witnesses.isEmpty { result.shape.associatedTypes = (result.shape.associatedTypes ?? []) + witnesses }
    }
}

extension AssociatedTypeWitnesses {
    /// Whether `member` is an associated type every coordinator meets with an enum it nests under its name.
    fileprivate func nestedByEvery(_ member: DeclSyntax, coordinators: [TypeDeclaration]) -> Bool {
        guard let name = member.as(AssociatedTypeDeclSyntax.self)?.name.text, !coordinators.isEmpty else { return false }
        return coordinators.allSatisfy { coordinator in
            index.types.contains { $0.kind == .enum && $0.qualifiedName == "\(coordinator.qualifiedName).\(name)" }
        }
    }
}

/// What the siblings' witnesses of one associated type say a new flow's is.
enum WitnessReading {
    case found(AssociatedTypeWitness, finding: String)
    case undecided(String)
}
