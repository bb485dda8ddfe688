/// One `key = value;` of a dictionary; `range` runs from the key to just after the `;`.
struct PBXEntry: Sendable {
    let key: String
    let value: PBXNode
    let range: Range<Int>
}
