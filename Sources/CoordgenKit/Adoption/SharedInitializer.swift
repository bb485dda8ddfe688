/// The initialiser a new coordinator is given where the coordinator protocol requires none, with how
/// many of the app's coordinators it stands for — `init` says so, rather than calling one that a few
/// coordinators declare everyone's.
struct SharedInitializer: Equatable {
    let requirement: InitializerRequirement
    /// Why this initialiser, as `init` reports it: "every coordinator has it", "3 of 5 coordinators
    /// declare it", or which parameters most of them take.
    let reason: String

    /// The initialiser at least two and at least half of `declared` (each coordinator's only initialiser)
    /// are, as it stands; `total` coordinators were looked at, the others declaring none or several.
    static func declaredByMost(of declared: [InitializerRequirement], total: Int? = nil) -> SharedInitializer? {
        guard let top = mostDeclared(of: declared), top.count * 2 >= declared.count else { return nil }
        let total = max(total ?? declared.count, declared.count)
        let reason =
            top.count < declared.count
            ? "\(top.count) of \(declared.count) coordinators declare it"
            : top.count == total
                ? "every coordinator has it" : "every coordinator that declares one has it, \(top.count) of \(total); the others inherit theirs"
        return SharedInitializer(requirement: top.requirement, reason: reason)
    }

    /// The initialiser most of those at least two of `declared` declare alike as it stands, where no
    /// initialiser is declared by half of them nor parameters taken by half hand over the stack (a router
    /// app's `init(router:factory:)` beside each flow's `init(controller:router:factory:)`).
    static func declaredAlike(of declared: [InitializerRequirement]) -> SharedInitializer? {
        guard let top = mostDeclared(of: declared) else { return nil }
        return SharedInitializer(requirement: top.requirement, reason: "\(top.count) of \(declared.count) coordinators declare it")
    }

    /// The initialiser most of `declared` are as they stand (the first by signature of those equally
    /// common), where at least two are; nil otherwise.
    private static func mostDeclared(of declared: [InitializerRequirement]) -> (count: Int, requirement: InitializerRequirement)? {
        var counts: [String: (count: Int, requirement: InitializerRequirement)] = [:]
        for requirement in declared { counts[requirement.signature, default: (0, requirement)].count += 1 }
        let top = counts.values.max { ($0.count, $1.requirement.signature) < ($1.count, $0.requirement.signature) }
        return top.flatMap { $0.count >= 2 ? $0 : nil }
    }

    /// The parameters at least two and at least half of `declared` take, in the order they mostly come
    /// in: what a new coordinator takes where no one initialiser is declared by half of them, each flow
    /// adding dependencies of its own. A parameter is the same in two initialisers when its label and type
    /// are, or its label is and both types name one of `coordinatorTypes` (the parent, typed by its class
    /// in each flow: the most common type stands for them). Only where one of them hands over the
    /// navigation stack (a type named `…NavigationController`), which is what a new flow must be given.
    static func parametersMostTake(in declared: [InitializerRequirement], coordinatorTypes: Set<String>) -> SharedInitializer? {
        guard declared.count >= 2 else { return nil }
        func key(_ parameter: InitializerRequirement.Parameter) -> String {
            let typeName = parameter.type.trimmingCharacters(inASCII: "?!()").removingAnyPrefix
            return coordinatorTypes.contains(typeName) ? "\(parameter.label): {coordinator}" : "\(parameter.label): \(parameter.type)"
        }
        var takers: [String: [InitializerRequirement.Parameter]] = [:]
        for requirement in declared {
            var seen = Set<String>()
            for parameter in requirement.parameters where seen.insert(key(parameter)).inserted {
                takers[key(parameter), default: []].append(parameter)
            }
        }
        let common = takers.filter { $0.value.count >= 2 && $0.value.count * 2 >= declared.count }
        guard common.values.contains(where: { $0[0].type.trimmingCharacters(inASCII: "?!").hasSuffix("NavigationController") }) else { return nil }
        let order = orderOfTheMostCommonInitializer(taking: Set(common.keys), in: declared, key: key)
            ?? orderedAsMostHaveThem(Set(common.keys), in: declared, key: key)
        let parameters = order.compactMap { common[$0].map(mostCommonSpelling) }
        let text = parameters.map { ($0.label == $0.name ? "" : "\($0.label) ") + "\($0.name): \($0.type)" }.joined(separator: ", ")
        let counts = parameters.map { "\($0.label): \(common[key($0)]?.count ?? 0)" }.joined(separator: ", ")
        return SharedInitializer(
            requirement: InitializerRequirement(signature: "init(\(text))", parameters: parameters),
            reason:
                "no initialiser is declared by half of the \(declared.count) coordinators; these are the parameters at least half of them take (\(counts)), the rest are each flow's own"
        )
    }

    /// `keys` in the order the initialiser most coordinators declare alike (at least two) has them, where
    /// it takes them all.
    private static func orderOfTheMostCommonInitializer(
        taking keys: Set<String>, in declared: [InitializerRequirement], key: (InitializerRequirement.Parameter) -> String
    ) -> [String]? {
        var counts: [String: (count: Int, requirement: InitializerRequirement)] = [:]
        for requirement in declared where keys.isSubset(of: requirement.parameters.map(key)) {
            counts[requirement.signature, default: (0, requirement)].count += 1
        }
        guard let top = counts.values.max(by: { ($0.count, $1.requirement.signature) < ($1.count, $0.requirement.signature) }),
            top.count >= 2
        else { return nil }
        var seen = Set<String>()
        return top.requirement.parameters.map(key).filter { keys.contains($0) && seen.insert($0).inserted }
    }

    /// `keys` by their mean place among the parameters each initialiser has of them.
    private static func orderedAsMostHaveThem(
        _ keys: Set<String>, in declared: [InitializerRequirement], key: (InitializerRequirement.Parameter) -> String
    ) -> [String] {
        var places: [String: (sum: Int, count: Int)] = [:]
        for requirement in declared {
            for (place, parameterKey) in requirement.parameters.map(key).filter(keys.contains).enumerated() {
                places[parameterKey, default: (0, 0)].sum += place
                places[parameterKey]?.count += 1
            }
        }
        return places.sorted { lhs, rhs in (lhs.value.sum * rhs.value.count, lhs.key) < (rhs.value.sum * lhs.value.count, rhs.key) }.map(\.key)
    }

    /// The spelling (name and type) most of `parameters` have; the first of those equally common.
    private static func mostCommonSpelling(_ parameters: [InitializerRequirement.Parameter]) -> InitializerRequirement.Parameter {
        var counts: [String: Int] = [:]
        for parameter in parameters { counts["\(parameter.name): \(parameter.type)", default: 0] += 1 }
        return parameters.max { (counts["\($0.name): \($0.type)"] ?? 0) < (counts["\($1.name): \($1.type)"] ?? 0) } ?? parameters[0]
    }
}
