/// Parameters of the shared initialiser typed by each flow's own protocol that no recorded factory
/// writes (`factory: {Name}FactoryProtocol`, where the flows declare `SettingsFactoryProtocol`,
/// `HomeFactoryProtocol`, whose methods return what coordgen does not spell, such as a tuple): a new
/// flow would take a protocol nobody declares, and its parent would hand it the parent's own factory.
/// They are left out of what new coordinators take, which make their first screen themselves, and
/// `init` says so and names `--like`, which copies a flow with its own protocol.
struct UnwrittenPerFlowParameters {
    let index: DeclarationIndex
    /// The coordinator classes and protocols, whose `{Name}Coordinator` names give the flows.
    let coordinatorTypes: Set<String>

    /// Drops those parameters from `shape`'s first initialiser; one finding per parameter dropped.
    func drop(from shape: inout ProtocolShape, at source: SourceReference?) -> [AdoptionFinding] {
        guard var initializer = shape.initializers.first else { return [] }
        let written = Set([shape.screenFactory?.protocol, shape.coordinatorFactory?.protocol].compactMap { $0 })
        let perFlow = PerFlowModuleFactories(index: index, coordinators: coordinatorTypes)
        var findings: [AdoptionFinding] = []
        initializer.parameters.removeAll { parameter in
            let type = parameter.type.trimmingCharacters(inASCII: "?!").removingAnyPrefix
            // A flow's own coordinator protocols (`{Name}CoordinatorDelegate`) are the templates' to write.
            guard !written.contains(type), !type.hasPrefix("\(NamingScheme.placeholder)Coordinator") else { return false }
            let declared = perFlow.declarations(of: type)
            guard !declared.isEmpty else { return false }
            let example = declared.lazy.compactMap { NamingScheme.match(type, $0.name) }.first { !$0.isEmpty }
            findings.append(finding(parameter, declared: declared, example: example, at: source))
            return true
        }
        guard !findings.isEmpty else { return [] }
        initializer.signature = InitializerRequirement(parameters: initializer.parameters).signature
        shape.initializers[0] = initializer
        return findings
    }

    private func finding(
        _ parameter: InitializerRequirement.Parameter, declared: [TypeDeclaration], example: String?, at source: SourceReference?
    ) -> AdoptionFinding {
        let names = declared.prefix(3).map(\.name).joined(separator: ", ") + (declared.count > 3 ? ", …" : "")
        let like = example.map { "; `new coordinator <Name> --like \($0)` copies a flow with its own" } ?? ""
        return AdoptionFinding(
            "init",
            "\(parameter.name): \(parameter.type) left out of new coordinators' initialiser: each flow declares its own (\(names)), whose methods no recorded factory writes, so a new coordinator makes its first screen itself\(like)",
            source)
    }
}
