/// Output protocols of one flow each (`AuthCoordinatorOutput`, `BooksCoordinatorOutput`), all declaring
/// the same finish closure: the pattern they are named by (`{Name}CoordinatorOutput`), which
/// ``FinishMechanism/protocol`` records so that a new flow gets an output protocol of its own.
struct FlowOutputProtocols {
    let index: DeclarationIndex
    let conformances: CoordinatorConformances

    /// The pattern, when at least two coordinators each conform to a protocol named after their flow that
    /// declares `property`, and every such protocol follows the same pattern.
    func pattern(declaring property: String) -> String? {
        pattern(declaring: property, of: nil)?.protocol
    }

    /// The output protocols' pattern and the finish closure's: the closure `property` that `output`
    /// declares may be named after its flow too (`finishAddressCoordinatorFlow` in
    /// `AddressCoordinatorOutput`: `finish{Name}CoordinatorFlow`), each flow's protocol declaring its own.
    func pattern(declaring property: String, of output: TypeDeclaration?) -> (protocol: String, property: String)? {
        let propertyPattern = output.flatMap { flowStem(adopting: $0.name) }.map { NamingSchemeDetector.replacingFirst($0, in: property) } ?? property
        var patterns: Set<String> = []
        var flows = 0
        for coordinator in conformances.coordinators {
            guard let stem = Self.stem(of: coordinator.type.name) else { continue }
            let declared = NamingScheme.apply(propertyPattern, to: stem)
            for name in coordinator.type.inherited where name.hasPrefix(stem) && name != coordinator.type.name {
                guard let output = index.type(named: name, kinds: [.protocol]), declares(declared, output) else { continue }
                patterns.insert(NamingScheme.placeholder + name.dropFirst(stem.count))
                flows += 1
            }
        }
        guard flows >= 2, patterns.count == 1, let pattern = patterns.first else { return nil }
        return (pattern, propertyPattern)
    }

    /// The flow's name of a class named `…Coordinator` or `…Flow`.
    private static func stem(of className: String) -> String? {
        guard let suffix = ["Coordinator", "Flow"].first(where: { className.hasSuffix($0) && className.count > $0.count }) else { return nil }
        return String(className.dropLast(suffix.count))
    }

    /// The flow's name of the coordinator adopting `output` under a name that starts with it.
    private func flowStem(adopting output: String) -> String? {
        for coordinator in conformances.coordinators where coordinator.type.inherited.contains(output) {
            if let stem = Self.stem(of: coordinator.type.name), output.hasPrefix(stem) { return stem }
        }
        return nil
    }

    private func declares(_ property: String, _ output: TypeDeclaration) -> Bool {
        (output.members ?? []).contains { FamilyShapeDetector.storedProperty($0.decl)?.0 == property }
    }
}
