/// One object of the project: its id, its `isa`, a name for comments, and its fields.
struct PBXObject: Equatable, Sendable {
    let id: PBXObjectID
    let isa: String
    /// What Xcode writes in the `/* … */` comment after the id.
    let comment: String
    var fields: [String: PBXValue]
}
