import SwiftSyntax

/// The router family's coordinator factory where only the parents take one: the initialiser every flow
/// shares (`init(router: Router, factory: {Name}ModuleFactory)`) has none, and the coordinators that start
/// children declare their own (`init(router: Router, coordinatorFactory: CoordinatorFactory)`). The
/// factory is then read from those initialisers, and a new flow takes it as those parents do, so that
/// it can start flows of its own.
extension FamilyShapeDetector {
    /// The coordinator factory among the initialiser parameters of `coordinators` that the shared
    /// initialiser lacks, with the classes that take it; nil when none makes coordinators.
    func coordinatorFactoryTakenByParents(
        _ shape: ProtocolShape, coordinators: [TypeDeclaration], coordinatorTypes: Set<String>
    ) -> (shape: FactoryShape, parameter: InitializerRequirement.Parameter, declared: TypeDeclaration, takenBy: [String])? {
        let shared = Set((shape.initializers.first?.parameters ?? []).map(\.name))
        var found: (shape: FactoryShape, parameter: InitializerRequirement.Parameter, declared: TypeDeclaration)?
        var takenBy: [String] = []
        for coordinator in coordinators.sorted(by: { $0.name < $1.name }) {
            let initializers = (coordinator.members ?? []).compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            for parameter in initializers.flatMap({ Self.requirement($0).parameters }) where !shared.contains(parameter.name) {
                let type = parameter.type.trimmingCharacters(inASCII: "?!").removingAnyPrefix
                if let found, found.shape.protocol == type {
                    takenBy.append(coordinator.name)
                    continue
                }
                guard found == nil,
                    let declared = index.type(named: type, kinds: [.protocol]) ?? index.type(named: type, kinds: [.class]),
                    router(parameter, declared) == nil,
                    let factory = factory(parameter, declared, coordinatorTypes: coordinatorTypes), factory.makesCoordinators
                else { continue }
                found = (factory.shape, parameter, declared)
                takenBy.append(coordinator.name)
            }
        }
        return found.map { ($0.shape, $0.parameter, $0.declared, Array(Set(takenBy)).sorted()) }
    }
}
