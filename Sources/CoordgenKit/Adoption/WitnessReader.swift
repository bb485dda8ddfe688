import SwiftSyntax

/// Reads one coordinator's witness of an associated type, and what the siblings' witnesses say a new
/// flow's is (``AssociatedTypeWitnesses``).
struct WitnessReader {
    let index: DeclarationIndex
    /// The protocol's members (its requirements), where the associated type is used.
    let requirements: [DeclSyntax]

    /// One coordinator's witness of `associated`, and how it binds it.
    struct Bound {
        let coordinator: TypeDeclaration
        let type: String
        let binding: AssociatedTypeWitness.Binding
    }

    func witness(of associated: String, in coordinators: [TypeDeclaration], naming: NamingSchemeDetector.Result) -> WitnessReading {
        let bound = coordinators.compactMap { witnessBound(associated, in: $0) }
        guard bound.count == coordinators.count, let binding = bound.first?.binding, bound.allSatisfy({ $0.binding == binding }) else {
            let opaque = coordinators.compactMap { coordinator in
                opaqueMember(meeting: associated, in: coordinator).map { (coordinator: coordinator, member: $0) }
            }
            if bound.isEmpty, opaque.count == coordinators.count, let first = opaque.first {
                // No type to name: Swift infers each coordinator's from the body of its member.
                return .undecided(
                    "each of the \(opaque.count) coordinators meets it with an opaque member Swift infers it from (\(first.coordinator.name): `\(first.member)`), a view of the flow's own that coordgen's templates do not write"
                )
            }
            return .undecided("the coordinators bind it in no one way coordgen reads (a typealias, or a type where the protocol uses it)")
        }
        guard let (witness, followed) = Self.pattern(of: bound, flowNames: naming.flowNames) else {
            let types = bound.map { "\($0.coordinator.name): \($0.type)" }.joined(separator: ", ")
            return .undecided("the coordinators' witnesses follow no naming rule (\(types))")
        }
        let nested = nestedEnumConformances(bound)
        let isScreen = witness == naming.screen
        // A type the siblings share is one the app already compiles with.
        let isShared = !witness.contains("{Name}") && nested == nil
        guard isScreen || isShared || nested != nil else {
            return .undecided("each coordinator's witness (\(witness)) is a type of its own that coordgen does not write")
        }
        let declared =
            nested != nil ? "a nested enum each coordinator declares" : isScreen ? "the flow's first screen" : "the type every coordinator shares"
        let how = binding == .typealias ? "typealias \(associated) = …" : "Swift infers it from what the class declares with it"
        let example = bound[0]
        let finding =
            "\(associated): \(followed) of \(bound.count) coordinators bind it to a witness of their own (\(example.coordinator.name): \(example.type), \(how)); a new flow's is \(witness), \(declared) (shape.associatedTypes in .coordgen.yml)"
        return .found(AssociatedTypeWitness(name: associated, witness: witness, binding: binding, nestedEnum: nested), finding: finding)
    }

    /// The witness `coordinator` binds `associated` to: a typealias, else the type it declares where the
    /// protocol uses the associated type; a nested type named as the associated type is its own witness.
    private func witnessBound(_ associated: String, in coordinator: TypeDeclaration) -> Bound? {
        let members = index.members(of: coordinator).map(\.decl)
        if let alias = members.lazy.compactMap({ $0.as(TypeAliasDeclSyntax.self) }).first(where: { $0.name.text == associated }) {
            return Bound(coordinator: coordinator, type: TypeText(syntax: alias.initializer.value).baseName, binding: .typealias)
        }
        let qualified = "\(coordinator.qualifiedName).\(associated)"
        if index.types.contains(where: { $0.qualifiedName == qualified }) {
            return Bound(coordinator: coordinator, type: associated, binding: .inferred)
        }
        for requirement in requirements {
            guard let type = inferred(associated, by: requirement, in: members) else { continue }
            return Bound(coordinator: coordinator, type: type, binding: .inferred)
        }
        return nil
    }

    /// The witness a member of the coordinator gives where `requirement` uses `associated`: a property's
    /// type (`var viewController: ViewControllerType?` met by `var viewController: ProfileViewController?`).
    private func inferred(_ associated: String, by requirement: DeclSyntax, in members: [DeclSyntax]) -> String? {
        guard let (name, type) = Self.property(requirement), TypeWords.contains(associated, in: type) else { return nil }
        for member in members {
            guard let (memberName, memberType) = Self.property(member), memberName == name,
                let witness = Self.matched(associated, in: type, against: memberType)
            else { continue }
            return witness
        }
        return nil
    }

    /// The member of `coordinator` that meets a requirement using `associated` with an opaque type
    /// (`var rootView: some View`, `func start() -> some View`), as written without its body.
    private func opaqueMember(meeting associated: String, in coordinator: TypeDeclaration) -> String? {
        let members = index.members(of: coordinator).map(\.decl)
        for requirement in requirements {
            if let variable = requirement.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                let type = binding.typeAnnotation?.type, TypeWords.contains(associated, in: type.trimmedDescription),
                let member = members.lazy.compactMap({ $0.as(VariableDeclSyntax.self)?.bindings.first }).first(where: {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                }),
                let opaque = member.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.text == "some"
            {
                return "var \(name): \(opaque.trimmedDescription)"
            }
            if let function = requirement.as(FunctionDeclSyntax.self), let returned = function.signature.returnClause?.type,
                TypeWords.contains(associated, in: returned.trimmedDescription),
                let member = members.lazy.compactMap({ $0.as(FunctionDeclSyntax.self) }).first(where: { $0.name.text == function.name.text }),
                let opaque = member.signature.returnClause?.type.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.text == "some"
            {
                return "func \(function.name.text)() -> \(opaque.trimmedDescription)"
            }
        }
        return nil
    }

    /// A property's name and type, without spaces.
    private static func property(_ decl: DeclSyntax) -> (String, String)? {
        guard let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let annotation = binding.typeAnnotation,
            // `some View` names no type a new flow could be given: Swift infers the opaque type itself.
            annotation.type.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.text != "some"
        else { return nil }
        return (name, annotation.type.trimmedDescription.filter { !$0.isWhitespace })
    }

    /// `ProfileViewController` of `ViewControllerType?` against `ProfileViewController?`: the text the
    /// associated type stands for where the rest of both types is the same.
    static func matched(_ associated: String, in required: String, against declared: String) -> String? {
        guard let range = TypeWords.range(of: associated, in: required) else { return nil }
        let (prefix, suffix) = (String(required[..<range.lowerBound]), String(required[range.upperBound...]))
        guard declared.hasPrefix(prefix), declared.hasSuffix(suffix), declared.count > prefix.count + suffix.count else { return nil }
        let witness = String(declared.dropFirst(prefix.count).dropLast(suffix.count))
        return witness.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? witness : nil
    }
}
