import SwiftSyntax

/// An extension in the app's sources.
struct DeclaredExtension: Sendable {
    let extendedType: String
    let inherited: [String]
    let members: MemberBlockItemListSyntax
    let file: ScannedSwiftFile
    let reference: SourceReference
}
