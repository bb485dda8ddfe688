/// How a new flow ends where the app's finish closure passes something back (`var finishFlow:
/// ((ItemList?) -> Void)?`, `var onFinish: ((String?) -> Void)?`).
///
/// Where each flow declares the closure itself (`declaredByFlows`), the new flow declares it with the
/// siblings' type when it can see every type it names and has a value to pass (`nil` for optionals,
/// or `shape.finish.closureArguments`), else as `(() -> Void)?` of its own. Where the coordinator
/// protocol or base class declares it for every flow, the type is fixed: the flow passes `nil` for
/// optional arguments or what `shape.finish.closureArguments` says, and without either coordgen
/// refuses in one line. The parent sets the closure as it sets its other children's, ignoring what it
/// passes (`{ [weak self, weak coordinator] _ in … }`).
struct FinishClosureWithArguments: Sendable {
    let finish: FinishMechanism
    let property: String
    let signature: FinishClosureSignature

    init?(_ finish: FinishMechanism) {
        guard finish.kind == .closure, !finish.closureTakesNoArguments, let property = finish.property,
            let signature = FinishClosureSignature(finish.closureType ?? ""), !signature.parameters.isEmpty
        else { return nil }
        self.finish = finish
        self.property = property
        self.signature = signature
    }

    /// What a new flow passes when it ends: the recorded expressions, else `nil` for each optional argument.
    var arguments: [String]? {
        if let recorded = finish.closureArguments, recorded.count == signature.parameters.count { return recorded }
        return signature.parametersAreOptional ? signature.parameters.map { _ in "nil" } : nil
    }

    /// Whether each flow declares the closure itself, so a new flow may declare its own type.
    var declaredByEachFlow: Bool { finish.declaredByFlows == true }

    /// Why a new flow cannot end through the closure, if it cannot: one line naming the key that resolves it.
    var problem: String? {
        guard !declaredByEachFlow, arguments == nil else { return nil }
        let required = signature.parameters.filter { !($0.hasSuffix("?") || $0.hasPrefix("Optional<")) }
        return
            "the finish closure \(property) is \(finish.closureType ?? "?"), the same for every coordinator, and passes \(required.joined(separator: ", ")), which is not optional: coordgen has no value for a new flow to pass when it ends; record one expression per argument in shape.finish.closureArguments in .coordgen.yml (e.g. [\(signature.parameters.map { Self.example(for: $0) }.joined(separator: ", "))])"
    }

    /// A value of `type` to show in the refusal (`""` for a String).
    private static func example(for type: String) -> String {
        switch type.trimmingCharacters(inASCII: "?!") {
        case "String": "'\"\"'"
        case "Bool": "'false'"
        case "Int", "Double", "Float", "CGFloat": "'0'"
        default: "'<a \(type)>'"
        }
    }

    /// How one new flow ends, and why.
    struct Choice: Sendable, Equatable {
        /// The finish the flow's templates write: its closure's type and what it passes.
        let finish: FinishMechanism
        let note: String
    }

    /// The closure the flow `flowClass` declares or calls; `sees` tells whether the flow sees a type name.
    func choice(flowClass: String, sees: (String) -> Bool) -> Choice {
        var effective = finish
        let type = finish.closureType ?? "?"
        let unseen = signature.typeNames.filter { !FinishClosureSignature.standardTypeNames.contains($0) && !sees($0) }
        if declaredByEachFlow, !unseen.isEmpty || arguments == nil {
            effective.closureType = "(() -> Void)?"
            effective.closureArguments = []
            let why =
                unseen.isEmpty
                ? "it has no value to pass for \(signature.parameters.joined(separator: ", ")) (shape.finish.closureArguments in .coordgen.yml)"
                : "it does not see \(unseen.joined(separator: ", "))"
            return Choice(
                finish: effective,
                note:
                    "the flows each declare \(property) with what they pass back (\(type)); \(flowClass) declares \(property) as (() -> Void)? of its own, since \(why)"
            )
        }
        let passed = arguments ?? []
        effective.closureArguments = passed
        let declared = declaredByEachFlow ? "like its siblings'" : "as shape.finish.closureType records it"
        let source = finish.closureArguments != nil ? "as shape.finish.closureArguments says" : "its argument being optional"
        return Choice(
            finish: effective,
            note:
                "\(flowClass)'s \(property) is \(type) \(declared): it passes \(passed.joined(separator: ", ")) when it ends (\(source)), and its parent ignores what it passes"
        )
    }

    /// The closure's parameters as a parent that ignores them writes them (`_`, `_, _`).
    static func ignoredParameters(of closureType: String?) -> String? {
        guard let signature = FinishClosureSignature(closureType ?? ""), !signature.parameters.isEmpty else { return nil }
        return signature.parameters.map { _ in "_" }.joined(separator: ", ")
    }
}
