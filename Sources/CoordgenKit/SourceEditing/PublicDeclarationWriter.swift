import SwiftSyntax

/// Makes declarations the app recorded usable from another module, where a new flow's templates render
/// them as values (``AccessLevel/applied(toMembers:)``): `public` in front of each member and each nested
/// type and its members that say no access level (so `private` helpers stay private, and
/// `private(set) var` becomes `public private(set) var`). Protocol members, enum cases, local
/// declarations and extensions themselves are left alone. Insertion only: each `public ` goes before the
/// declaration's first modifier or keyword, after its attributes.
enum PublicDeclarationWriter {
    /// `text`, members as written inside a type, with `public` where they say no access level.
    static func makingPublic(members text: String) throws -> String {
        let source = try ParsedSwiftSource(text)
        var offsets: [Int] = []
        for statement in source.tree.statements {
            guard let decl = statement.item.as(DeclSyntax.self) else { continue }
            collectMember(decl, into: &offsets)
        }
        var result = source.bytes
        for offset in offsets.sorted(by: >) {
            result.insert(contentsOf: Array("public ".utf8), at: offset)
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let accessLevels: Set<String> = ["private", "fileprivate", "internal", "package", "public", "open"]

    /// A member: enum cases and deinitialisers take no access level.
    private static func collectMember(_ decl: DeclSyntax, into offsets: inout [Int]) {
        if decl.is(EnumCaseDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) { return }
        collect(decl, into: &offsets)
    }

    private static func collect(_ decl: DeclSyntax, into offsets: inout [Int]) {
        if let type = decl.asProtocol(DeclGroupSyntax.self) {
            let isExtension = decl.is(ExtensionDeclSyntax.self)
            if !isExtension, let offset = insertionOffset(decl) { offsets.append(offset) }
            // A protocol's requirements take its access level; a private type's members need none.
            guard !decl.is(ProtocolDeclSyntax.self), !hasRestrictedAccess(decl) else { return }
            for member in type.memberBlock.members {
                collectMember(member.decl, into: &offsets)
            }
            return
        }
        if let offset = insertionOffset(decl) { offsets.append(offset) }
    }

    /// Whether the declaration says `private` or `fileprivate` (not `private(set)`).
    private static func hasRestrictedAccess(_ decl: DeclSyntax) -> Bool {
        guard let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers else { return false }
        return modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }

    /// Where `public ` goes, or nil when the declaration has an access level already.
    private static func insertionOffset(_ decl: DeclSyntax) -> Int? {
        guard let withModifiers = decl.asProtocol(WithModifiersSyntax.self) else { return nil }
        if withModifiers.modifiers.contains(where: { accessLevels.contains($0.name.text) && $0.detail == nil }) { return nil }
        if let first = withModifiers.modifiers.first { return first.positionAfterSkippingLeadingTrivia.utf8Offset }
        let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes
        let token =
            attributes.flatMap { $0.isEmpty ? nil : $0.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate) }
            ?? decl.firstToken(viewMode: .sourceAccurate)
        return token?.positionAfterSkippingLeadingTrivia.utf8Offset
    }
}
