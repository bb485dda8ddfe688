import SwiftSyntax

/// Reads the struct each coordinator declares for what its parent hands it (`struct Dependency` nested in
/// each coordinator class, holding the navigation controller and the app's services): the members every
/// such struct declares alike, which a new coordinator's struct gets, and the ones only some declare,
/// which it leaves out.
struct NestedDependencyDetector {
    let index: DeclarationIndex

    /// The shape of the structs named `holderType` nested in `coordinators` that declare `navigationLeaf`
    /// (a root's struct holding the window is not a sibling to copy); nil when none does.
    func detect(in coordinators: [TypeDeclaration], holderType: String, navigationLeaf: String) -> NestedDependencyShape? {
        let structs = coordinators.compactMap { coordinator -> [NestedDependencyShape.Member]? in
            guard let nested = index.types.first(where: { $0.qualifiedName == "\(coordinator.qualifiedName).\(holderType)" }) else {
                return nil
            }
            let members = Self.storedMembers(of: nested)
            return members.contains { $0.name == navigationLeaf } ? members : nil
        }
        guard let first = structs.first else { return nil }
        let common = first.filter { member in
            structs.allSatisfy { members in
                members.contains { $0.name == member.name && NestedDependencyShape.sameType($0.type, member.type) }
            }
        }
        let commonNames = Set(common.map(\.name))
        let leftOut = Set(structs.flatMap { $0.map(\.name) }).subtracting(commonNames).sorted()
        return NestedDependencyShape(type: holderType, members: common, leftOut: leftOut.isEmpty ? nil : leftOut)
    }

    /// The stored, annotated, non-static properties of a struct, in order.
    private static func storedMembers(of type: TypeDeclaration) -> [NestedDependencyShape.Member] {
        (type.members ?? []).annotatedStoredProperties.map { NestedDependencyShape.Member(name: $0.name, type: $0.type.trimmedDescription) }
    }

    /// What `init` reports: the members a new coordinator's struct gets and the ones it leaves out.
    static func finding(_ shape: NestedDependencyShape) -> String {
        let members = shape.members.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
        let leftOut =
            shape.leftOut.map {
                "; left out, as only some flows' \(shape.type) declare them: \($0.joined(separator: ", ")) (shape.nestedDependency.members in .coordgen.yml)"
            } ?? ""
        return
            "each coordinator declares its own struct \(shape.type); a new one declares \(members), what every sibling's holds alike\(leftOut)"
    }
}
