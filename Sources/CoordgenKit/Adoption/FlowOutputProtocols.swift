/// Output protocols of one flow each (`AuthCoordinatorOutput`, `BooksCoordinatorOutput`), all declaring
/// the same finish closure: the pattern they are named by (`{Name}CoordinatorOutput`), which
/// ``FinishMechanism/protocol`` records so that a new flow gets an output protocol of its own.
struct FlowOutputProtocols {
    let index: DeclarationIndex
    let conformances: CoordinatorConformances

    /// The pattern, when at least two coordinators each conform to a protocol named after their flow that
    /// declares `property`, and every such protocol follows the same pattern.
    func pattern(declaring property: String) -> String? {
        var patterns: Set<String> = []
        var flows = 0
        for coordinator in conformances.coordinators {
            let className = coordinator.type.name
            guard let suffix = ["Coordinator", "Flow"].first(where: { className.hasSuffix($0) && className.count > $0.count }) else {
                continue
            }
            let stem = String(className.dropLast(suffix.count))
            for name in coordinator.type.inherited where name.hasPrefix(stem) && name != className {
                guard let output = index.type(named: name, kinds: [.protocol]), declares(property, output) else { continue }
                patterns.insert(NamingScheme.placeholder + name.dropFirst(stem.count))
                flows += 1
            }
        }
        guard flows >= 2, patterns.count == 1 else { return nil }
        return patterns.first
    }

    private func declares(_ property: String, _ output: TypeDeclaration) -> Bool {
        (output.members ?? []).contains { FamilyShapeDetector.storedProperty($0.decl)?.0 == property }
    }
}
