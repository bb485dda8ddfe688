import SwiftSyntax

extension CoordinatorProtocolDetector {
    /// The evident coordinator protocol among several candidates: where every other candidate only holds
    /// one of its coordinators (`protocol ApplicationCoordinator { var appCoordinator: Coordinator! { get set } }`
    /// beside `protocol Coordinator`), the one they hold; nil otherwise.
    static func evidentAmongHolders(_ candidates: [TypeDeclaration]) -> (name: String, reason: String)? {
        let names = Set(candidates.map(\.name))
        let holders = candidates.filter { candidate in
            !heldProtocols(of: candidate).intersection(names.subtracting([candidate.name])).isEmpty
        }
        let held = candidates.filter { candidate in !holders.contains { $0.name == candidate.name } }
        guard held.count == 1, let protocolName = held.first?.name,
            holders.allSatisfy({ heldProtocols(of: $0).contains(protocolName) })
        else { return nil }
        return (
            protocolName,
            "\(holders.map(\.name).joined(separator: ", ")) only hold\(holders.count == 1 ? "s" : "") a \(protocolName) in a property"
        )
    }

    /// The types of the properties a protocol requires (`Coordinator` of `var appCoordinator: Coordinator!`).
    private static func heldProtocols(of type: TypeDeclaration) -> Set<String> {
        var found: Set<String> = []
        for member in type.members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let annotation = binding.typeAnnotation { found.insert(TypeText(syntax: annotation.type).baseName) }
            }
        }
        return found
    }
}
