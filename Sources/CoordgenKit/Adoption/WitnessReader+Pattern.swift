extension WitnessReader {
    /// The rule most siblings name their witness by, with how many follow it: `{Name}ViewController`
    /// where coordinators name theirs after their flow with the same ending (`ProfileViewController` of
    /// `ProfileCoordinator`), or the one type they share (`UISplitViewController`); the rule at least
    /// two coordinators, and more than half, follow (or the one coordinator's); nil otherwise.
    static func pattern(of bound: [Bound], flowNames: [String: String]) -> (String, Int)? {
        var counts: [String: Int] = [:]
        for witness in bound {
            if let flow = flowNames[witness.coordinator.name], !flow.isEmpty, witness.type.hasPrefix(flow) {
                counts["{Name}" + witness.type.dropFirst(flow.count), default: 0] += 1
            } else {
                counts[witness.type, default: 0] += 1
            }
        }
        guard let (pattern, count) = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), count >= 2 || bound.count == 1,
            count * 2 > bound.count
        else { return nil }
        return (pattern, count)
    }

    /// What the siblings' witnesses conform to where each sibling nests its witness as an enum and all
    /// conform alike (`[]` for none); nil where they do not.
    func nestedEnumConformances(_ bound: [Bound]) -> [String]? {
        var conformances: [[String]] = []
        for witness in bound {
            let qualified = "\(witness.coordinator.qualifiedName).\(witness.type)"
            guard let nested = index.types.first(where: { $0.kind == .enum && $0.qualifiedName == qualified }) else { return nil }
            conformances.append(nested.inherited)
        }
        guard let first = conformances.first, conformances.allSatisfy({ $0 == first }) else { return nil }
        return first
    }
}
