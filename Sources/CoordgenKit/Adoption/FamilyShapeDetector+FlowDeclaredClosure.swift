import SwiftSyntax

/// The router family's finish closure where each flow declares its own: no output protocol and no base
/// class declares it, and the coordinator classes each have `var finishFlow: (() -> Void)?`.
extension FamilyShapeDetector {
    /// The closure property about ending that at least two of `coordinators` declare alike, the one
    /// passing nothing first, with its type and the first class declaring it.
    func closureDeclaredByFlows(_ coordinators: [TypeDeclaration]) -> (property: String, type: String, example: TypeDeclaration)? {
        var counts: [String: (count: Int, property: String, type: String, example: TypeDeclaration)] = [:]
        for coordinator in coordinators {
            for member in coordinator.members ?? [] {
                guard let (name, type) = Self.storedProperty(member.decl), type.isFunction, Self.namesAnEnd(name) else { continue }
                let text = type.syntax.trimmedDescription
                counts["\(name): \(text)", default: (0, name, text, coordinator)].count += 1
                break
            }
        }
        let shared = counts.values.filter { $0.count >= 2 }.sorted { ($0.count, $1.type) > ($1.count, $0.type) }
        let chosen =
            shared.first { FinishMechanism(kind: .closure, closureType: $0.type).closureTakesNoArguments } ?? shared.first
        return chosen.map { ($0.property, $0.type, $0.example) }
    }

    /// The closure property about ending that at least two of `coordinators` declare under one name, each
    /// with a type of its own (`((ItemList?) -> Void)?` in one, `((String?) -> Void)?` in another): the
    /// name and the types. A new flow declares it passing nothing, since no one type is everyone's.
    static func closureNamedAlikeByFlows(
        _ coordinators: [TypeDeclaration]
    ) -> (property: String, types: [String], example: TypeDeclaration)? {
        var found: [String: (types: [String], example: TypeDeclaration)] = [:]
        for coordinator in coordinators {
            for member in coordinator.members ?? [] {
                guard let (name, type) = storedProperty(member.decl), type.isFunction, namesAnEnd(name) else { continue }
                found[name, default: ([], coordinator)].types.append(type.syntax.trimmedDescription)
                break
            }
        }
        let shared = found.filter { $0.value.types.count >= 2 }.sorted { ($0.value.types.count, $1.key) > ($1.value.types.count, $0.key) }
        return shared.first.map { ($0.key, Array(Set($0.value.types)).sorted(), $0.value.example) }
    }
}
