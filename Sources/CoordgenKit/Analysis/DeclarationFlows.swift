import SwiftSyntax

/// A stored or computed property's name as a member's code may reach it (`self.home`, `home`), with
/// what ``FlowScanner`` reads of it: its annotation, else its initial value.
struct ScannedProperty: Sendable {
    /// An initial value, resolved as far as it can be without a member's locals: a construction, a
    /// call, a cast, each behind `steps` force unwraps or optional chains. A value that names something
    /// (`home`, `self.home`) or does not name its type has no ``resolution``: only the trees follow it.
    struct InitialValue: Sendable {
        let resolution: PendingResolution?
        let steps: Int

        init(_ value: ExprSyntax) {
            var expression = value
            var steps = 0
            while true {
                if let forced = expression.as(ForceUnwrapExprSyntax.self) {
                    expression = forced.expression
                } else if let chained = expression.as(OptionalChainingExprSyntax.self) {
                    expression = chained.expression
                } else {
                    break
                }
                steps += 1
            }
            self.steps = steps
            resolution = Self.resolution(of: expression)
        }

        /// What ``FlowCapture/resolve(_:in:depth:)`` gives for `expression` wherever it is read, when
        /// that does not depend on the reading member.
        private static func resolution(of expression: ExprSyntax) -> PendingResolution? {
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let name = SyntaxNames.constructedTypeName(call) { return .resolved(.type(name)) }
                return SyntaxNames.calledName(call).map(PendingResolution.returned)
            }
            if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                Array(sequence.elements)[1].is(UnresolvedAsExprSyntax.self),
                let type = Array(sequence.elements)[2].as(TypeExprSyntax.self)?.type
            {
                return SyntaxNames.typeName(type).map { .resolved(.type($0)) }
            }
            if let cast = expression.as(AsExprSyntax.self) {
                return SyntaxNames.typeName(cast.type).map { .resolved(.type($0)) }
            }
            return nil
        }
    }

    let name: String
    let declared: DeclaredType?
    let initial: InitialValue?
}

/// A property binding as ``CoordinatorGraph/publishedChildren(of:holding:coordinators:)`` reads it.
struct HeldProperty: Sendable {
    let published: Bool
    let weak: Bool
    /// The type its initial value constructs (`HomeCoordinator()`).
    let made: String?
    /// The type it is annotated with.
    let held: String?
    let location: CoordinatorGraph.Location

    /// One per binding of `property`.
    static func all(in property: VariableDeclSyntax, file: SourceFile) -> [HeldProperty] {
        let published = property.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published" }
        let weak = property.modifiers.contains { $0.name.text == "weak" }
        return property.bindings.map { binding in
            HeldProperty(
                published: published, weak: weak,
                made: binding.initializer.flatMap { $0.value.as(FunctionCallExprSyntax.self).flatMap(SyntaxNames.constructedTypeName) },
                held: binding.typeAnnotation.flatMap { SyntaxNames.typeName($0.type) },
                location: CoordinatorGraph.Location(file: file.path, line: file.line(of: binding)))
        }
    }
}

/// A type a case of an enum carries (`case profile(ProfileCoordinator)`), as
/// `CoordinatorGraph.destinationChildren` reads a `Destination` enum.
struct CarriedType: Sendable {
    let typeName: String?
    let location: CoordinatorGraph.Location

    /// One per parameter of each element of `cases`.
    static func all(in cases: EnumCaseDeclSyntax, file: SourceFile) -> [CarriedType] {
        cases.elements.flatMap { element in
            (element.parameterClause.map { Array($0.parameters) } ?? []).map { parameter in
                CarriedType(
                    typeName: SyntaxNames.typeName(parameter.type),
                    location: CoordinatorGraph.Location(file: file.path, line: file.line(of: element)))
            }
        }
    }
}

/// What the coordinator graph reads of one type declaration, recorded while its file is summarised
/// and its tree is still there (``FileSummary``): its members' child sites and calls
/// (``MemberFlows``, read without the owner's other declarations), its properties, and the types its
/// enum cases carry. `tree` builds the graph from these and parses no coordinator's file again;
/// where they do not say enough (``isComplete``, ``FlowScanner/scanFromSummaries()``), the trees are read.
final class DeclarationFlows: Sendable {
    /// The conventions the members were read under: the graph uses the record only under the same.
    let conventions: AnalysisConventions
    let members: [MemberFlows]
    let properties: [ScannedProperty]
    let heldProperties: [HeldProperty]
    let carriedTypes: [CarriedType]
    let isComplete: Bool

    /// From `walked`, the declaration's members each walked once (``WalkedMember``), in order.
    init(_ declaration: TypeDeclaration, walked: [WalkedMember], conventions: AnalysisConventions) {
        self.conventions = conventions
        let file = declaration.file
        var members: [MemberFlows] = []
        var properties: [ScannedProperty] = []
        var held: [HeldProperty] = []
        var carried: [CarriedType] = []
        for member in walked {
            let decl = member.decl
            members.append(member.flows)
            if let variable = decl.as(VariableDeclSyntax.self) {
                for (name, binding) in SyntaxNames.boundNames(variable) {
                    properties.append(
                        ScannedProperty(
                            name: name, declared: binding.typeAnnotation.map { DeclaredType($0.type, in: file) },
                            initial: binding.initializer.map { ScannedProperty.InitialValue($0.value) }))
                }
                held += HeldProperty.all(in: variable, file: file)
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                carried += CarriedType.all(in: cases, file: file)
            }
        }
        self.members = members
        self.properties = properties
        heldProperties = held
        carriedTypes = carried
        isComplete = members.allSatisfy(\.isComplete)
    }

    /// Whether a declaration is one the graph may read as a coordinator's (or its `Destination`'s):
    /// its qualified name holds one of the words that mark coordinators
    /// (``AnalysisConventions/coordinatorMarkers``). Others are read from their trees when needed.
    static func records(_ declaration: TypeDeclaration, markers: [String]) -> Bool {
        guard declaration.hasBody, declaration.kind != .protocol, declaration.kind != .typealias else { return false }
        let name = declaration.qualifiedName
        return markers.contains { name.containsUTF8($0) }
    }
}

/// Which declarations a summary records ``DeclarationFlows`` for, and under which conventions: those
/// of `tree` and `doctor` (``AppModel/forAnalysis(of:sources:conventions:retention:)``).
struct FlowRecording: Sendable {
    let conventions: AnalysisConventions
    private let markers: [String]
    /// Whether the declarations also note what `doctor`'s rules read (``DeclarationRuleNotes``).
    private let notingRules: Bool

    init(conventions: AnalysisConventions, notingRules: Bool = false) {
        self.conventions = conventions
        markers = conventions.coordinatorMarkers
        self.notingRules = notingRules
    }

    /// `declarations` with their flows recorded where ``DeclarationFlows/records(_:markers:)`` says so;
    /// while their file's tree is held.
    /// Each member of a declaration both record is walked once for the two (``WalkedMember``).
    func recording(_ declarations: [TypeDeclaration]) -> [TypeDeclaration] {
        declarations.map { declaration in
            var recorded = declaration
            let notes = notingRules && DeclarationRuleNotes.notes(declaration, markers: markers)
            if DeclarationFlows.records(declaration, markers: markers) {
                let walked = (declaration.members ?? []).map {
                    WalkedMember($0.decl, file: declaration.file, conventions: conventions, notingRules: notes)
                }
                recorded.flows = DeclarationFlows(declaration, walked: walked, conventions: conventions)
                if notes { recorded.ruleNotes = DeclarationRuleNotes(declaration, members: walked.map(\.noted), conventions: conventions) }
            } else if notes {
                recorded.ruleNotes = DeclarationRuleNotes(declaration, conventions: conventions)
            }
            return recorded
        }
    }
}
