/// Why `remove` changed nothing.
public enum RemovalError: Error, Equatable, CustomStringConvertible {
    /// Code the user wrote still uses what would go: one line per place.
    case stillUsed(subject: String, references: [UserReference], command: String)
    /// The flow starts other flows.
    case hasChildren(className: String, children: [String], command: String)
    /// The root coordinator starts the app; it is not a flow to remove.
    case isRoot(String)
    /// A file coordgen would delete declares more than the flow's own types.
    case fileHoldsMore(file: String, names: [String])

    public var description: String {
        switch self {
        case .stillUsed(let subject, let references, let command):
            let lines = references.sorted().map { "  \($0)" }
            return
                ([
                    "\(subject) is still used by code coordgen did not write, so nothing was removed; change these places first, or run `\(command) --force` to remove what coordgen generated and list them:"
                ]
                + lines).joined(separator: "\n")
        case .hasChildren(let className, let children, let command):
            let names = children.joined(separator: ", ")
            return
                "\(className) starts \(names), so nothing was removed: remove \(children.count == 1 ? "it" : "them") first (`coordgen remove coordinator \(children[0])`), or run `\(command) --recursive` to remove \(children.count == 1 ? "it" : "them") too"
        case .isRoot(let className):
            return "\(className) is the app's root coordinator, which starts every flow; coordgen removes flows, not the root"
        case .fileHoldsMore(let file, let names):
            return
                "\(file) also declares \(names.joined(separator: ", ")), so coordgen will not delete it: move \(names.count == 1 ? "it" : "them") to a file of \(names.count == 1 ? "its" : "their") own first"
        }
    }
}
