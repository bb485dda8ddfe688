import SwiftSyntax

/// A path whose element a coordinator names through a type alias of its own for its route enum
/// (`typealias Route = HomeRouter.Screen` with `@Published var path: [Route]`): the routes are read
/// from the enum the alias names, and a new flow, which declares no such alias, spells its path with
/// the enum itself (`[Screen]`).
enum PathElementAlias {
    /// `property` with the element of its array type spelled as the type that an alias of `members`
    /// names (`[Screen]` for `[Route]`); `property` itself where its element is no such alias.
    static func resolving(_ property: ProtocolFreeShapeDetector.Property, members: [DeclSyntax]) -> ProtocolFreeShapeDetector.Property {
        let type = property.type
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return property }
        let element = String(type.dropFirst().dropLast())
        let aliased = members.lazy.compactMap { $0.as(TypeAliasDeclSyntax.self) }.first { $0.name.text == element }
        guard let value = aliased?.initializer.value.trimmedDescription,
            let named = value.split(separator: ".").last.map(String.init), named != element,
            named.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return property }
        return ProtocolFreeShapeDetector.Property(
            name: property.name, type: "[\(named)]", optional: property.optional, settable: property.settable)
    }
}
