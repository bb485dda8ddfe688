/// One `key = value;` of a dictionary; `range` runs from the key to just after the `;` in the file it
/// was read from (nil for a built entry).
struct PBXEntry: Sendable {
    let key: String
    let value: PBXValue
    var range: Range<Int>? = nil
}
