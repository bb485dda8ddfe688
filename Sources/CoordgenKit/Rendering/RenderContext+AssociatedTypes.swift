extension RenderContext.Conventions {
    /// `type` with each associated type the app records a witness for replaced by the new flow's
    /// (`ViewControllerType?` → `ZebraViewController?`).
    func witnessed(_ type: String) -> String {
        (shape.protocol.associatedTypes ?? []).reduce(type) { $1.substituted(in: $0, flowName: name) }
    }

    /// The members that bind the new flow's witnesses as the siblings bind theirs: `typealias Route =
    /// ZebraRoute`, and an enum of its own where each sibling nests one (`enum ZebraNavigation:
    /// Equatable { case zebra }`, its one case the flow's first screen), in four-space indentation.
    var witnessMembers: [String] {
        (shape.protocol.associatedTypes ?? []).flatMap { witness -> [String] in
            let type = witness.witness(for: name)
            var members: [String] = []
            if let conformances = witness.nestedEnum {
                let inherits = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
                members.append("enum \(type)\(inherits) {\n    case \(name.lowerCamelCased)\n}")
            }
            if witness.binding == .typealias { members.append("typealias \(witness.name) = \(type)") }
            return members
        }
    }
}

extension RenderContext.Conventions {
    /// The optional properties the protocol requires typed by an associated type whose witness is the
    /// flow's first screen (`var viewController: ViewControllerType? { get }`): the new flow keeps its
    /// first screen there, as the siblings keep theirs.
    var firstScreenWitnessProperties: [String] {
        let screenWitnesses = Set((shape.protocol.associatedTypes ?? []).filter { $0.witness == shape.naming.screen }.map(\.name))
        return (shape.protocol.properties ?? []).filter { $0.optional && screenWitnesses.contains($0.type) }.map(\.name)
    }
}
