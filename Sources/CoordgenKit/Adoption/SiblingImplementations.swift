import SwiftSyntax

/// Requirements of the coordinator protocol that no extension or base class implements and that coordgen
/// has no template for (`func removeChildCoordinator(_:)`, `func presentErrorMessage(...)`), but that the
/// coordinators implement alike: a new coordinator implements each as most of them do, written as they
/// write it. Each becomes a line of `ProtocolShape.implementedLikeSiblings`, in coordgen's four-space
/// indentation, and leaves `otherRequirements`.
///
/// A requirement the coordinators each implement their own way is written empty where it is an event
/// handler (``EventHandlerRequirement``) or takes a step of each flow's own enum (``PerFlowStepRequirement``).
///
/// "Alike" is the same declaration with the same body, in at least two coordinators; where two bodies are
/// as common, the longer one (an empty `{ }` is what leaves do; a body is what a parent needs).
struct SiblingImplementations {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        var shape = result.shape
        let coordinators = CoordinatorConformances(index: index, protocolName: shape.name).coordinators.map(\.type)
        var written: [String] = []
        // The protocol's own requirements and those of the protocols it refines (`Coordinatable:
        // CoordinatorPresentable`), as the shape read them.
        for (member, _) in ProtocolShapeDetector(index: index, declaration: declaration).requirements() {
            guard let requirement = member.decl.as(FunctionDeclSyntax.self), shape.otherRequirements.contains(member.decl.requirementText),
                // What coordgen writes itself: start, finish, the finish method a parent is called back through.
                !(["start", "finish", "findCoordinator"] + [shape.finish.method].compactMap { $0 }).contains(requirement.name.text),
                let (text, finding) = implementation(of: requirement, in: coordinators)
            else { continue }
            shape.otherRequirements.removeAll { $0 == member.decl.requirementText }
            written.append(text)
            result.findings.append(finding)
        }
        if !written.isEmpty { shape.implementedLikeSiblings = (shape.implementedLikeSiblings ?? []) + written }
        result.shape = shape
    }

    /// How a new coordinator implements `requirement`, with the finding that says why: as most
    /// coordinators do (two at least), or, for an event handler each writes its own way, with an empty body.
    private func implementation(of requirement: FunctionDeclSyntax, in coordinators: [TypeDeclaration]) -> (String, AdoptionFinding)? {
        if coordinators.count >= 2, let (text, count, example) = mostCommonImplementation(of: requirement, in: coordinators) {
            let finding = AdoptionFinding(
                "written like the coordinators",
                "\(Self.key(requirement)): \(count) of \(coordinators.count) coordinators implement it alike; a new one does too",
                example.reference)
            return (text, finding)
        }
        return EventHandlerRequirement(index: index).emptyImplementation(of: requirement, in: declaration, coordinators: coordinators)
            ?? PerFlowStepRequirement(index: index).emptyImplementation(of: requirement, in: declaration, coordinators: coordinators)
    }

    /// The implementation of `requirement` most coordinators share, in four-space indentation, with how
    /// many share it and one of them; nil where fewer than two share one.
    private func mostCommonImplementation(
        of requirement: FunctionDeclSyntax, in coordinators: [TypeDeclaration]
    ) -> (String, Int, TypeDeclaration)? {
        var groups: [String: (count: Int, text: String, example: TypeDeclaration)] = [:]
        // A class declared again under the same name (one copy per app target) is one coordinator.
        var seen: Set<String> = []
        for coordinator in coordinators where seen.insert(coordinator.name).inserted {
            let members = index.members(of: coordinator)
            guard
                let implementation = members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) }).first(where: {
                    Self.key($0) == Self.key(requirement) && $0.body != nil
                }),
                let text = Self.normalized(implementation)
            else { continue }
            let key = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            groups[key] = ((groups[key]?.count ?? 0) + 1, groups[key]?.text ?? text, groups[key]?.example ?? coordinator)
        }
        guard let best = groups.values.max(by: { ($0.count, $0.text.count) < ($1.count, $1.text.count) }), best.count >= 2 else {
            return nil
        }
        return (best.text, best.count, best.example)
    }

    /// `name(label:label:)`.
    static func key(_ function: FunctionDeclSyntax) -> String {
        "\(function.name.text)(\(function.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()))"
    }

    /// The declaration without its doc comment, each line's indentation counted in the declaration's own
    /// unit (the whitespace before it: one level inside its class) and written with four spaces per level.
    static func normalized(_ function: FunctionDeclSyntax) -> String? {
        let leading = function.leadingTrivia.description
        let unit = String(leading.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
        guard !unit.isEmpty, unit.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        let lines = function.trimmed.description.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for (number, line) in lines.enumerated() {
            if number == 0 {
                out.append(String(line))
                continue
            }
            var rest = Substring(line)
            guard !rest.allSatisfy({ $0 == " " || $0 == "\t" }) else {
                out.append("")
                continue
            }
            var levels = 0
            while rest.hasPrefix(unit) {
                rest = rest.dropFirst(unit.count)
                levels += 1
            }
            // Lines inside the body are at least one level in; the closing brace is at the declaration's.
            out.append(String(repeating: "    ", count: max(levels - 1, 0)) + rest)
        }
        return out.joined(separator: "\n")
    }
}
