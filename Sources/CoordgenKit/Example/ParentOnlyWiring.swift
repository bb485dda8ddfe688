/// A flow made like one its named parent starts (`new coordinator Zebra --parent App`, copied from
/// `ServerList`) where other coordinators start the example too (`LoginCoordinator` shows `ServerList`
/// as well): the copy is wired into the parent named only, as a new flow is, not into every coordinator
/// that starts the example; one note says where else the example is started.
enum ParentOnlyWiring {
    /// The files of the coordinators other than `parent` that start or hold `example` (class names), and
    /// the note; nil where the parent is the example's only one.
    static func otherParents(of example: String, than parent: String, in project: Project) -> (files: Set<String>, note: String)? {
        let graph = ParentsOwnExample.graph(of: project)
        let others = Set(graph.edges.filter { $0.child == example && $0.parent != parent }.map(\.parent)).sorted()
        guard !others.isEmpty else { return nil }
        let parentFiles = Set(graph.coordinators.filter { $0.name == parent }.map(\.location.file))
        let files = Set(graph.coordinators.filter { others.contains($0.name) }.map(\.location.file)).subtracting(parentFiles)
        guard !files.isEmpty else { return nil }
        let flow = project.config.naming.flatMap { NamingScheme.match($0.flowClass, example) } ?? example
        return (
            files,
            "\(flow) is also started by \(others.joined(separator: ", ")): the new flow is wired into \(parent) only, the parent named (copy its wiring there by hand if \(others.count == 1 ? "it" : "they") should start it too)"
        )
    }
}
