/// The access level a new flow's declarations say: none (internal) in its parent's module, `public` where
/// its parent is in another module and must see its API. A template writes `{{ access }}` before each
/// declaration it spells itself; a declaration the app recorded (a member its coordinators implement
/// alike, a nested `struct Dependency`) gets it through its syntax tree (``PublicDeclarationWriter``).
enum AccessLevel: Sendable {
    case `internal`
    case `public`

    /// What goes before a declaration's first modifier or keyword: `public ` or nothing.
    var prefix: String {
        switch self {
        case .internal: ""
        case .public: "public "
        }
    }

    /// `declarations` (members, written as inside a type) with this access level where they say none.
    /// Text that does not parse is returned as it is: it came from the app's own, parsed code.
    func applied(toMembers declarations: String) -> String {
        guard self == .public else { return declarations }
        return (try? PublicDeclarationWriter.makingPublic(members: declarations)) ?? declarations
    }
}
