import SwiftSyntax

extension CoordinatorGraph {
    /// SwiftUI flows whose views create their coordinators: the views that own one
    /// (`@StateObject private var coordinator = SettingsCoordinator()`, or a `@StateObject`/`@State`
    /// property typed by it), by view name.
    static func owningViews(facts: AppFacts, coordinators: Set<String>) -> [String: String] {
        var owners: [String: String] = [:]
        for (name, type) in facts.types where type.kind == .struct {
            // Only `@StateObject` and `@State` properties own an object.
            for (property, _) in type.properties(inFilesMentioning: ["StateObject", "State"]) {
                if let coordinator = property.ownedObjectType, coordinators.contains(coordinator) { owners[name] = coordinator }
            }
        }
        return owners
    }

    /// The edges between such flows: a view owning one coordinator that creates the view owning another
    /// (`SettingsFlowView(onClose:)` in `AppFlowView`'s sheet) draws parent → child, via that view.
    static func viewOwnedChildren(facts: AppFacts, owners: [String: String]) -> [Edge] {
        owners.sorted { $0.key < $1.key }.flatMap { view, parent -> [Edge] in
            guard let type = facts.types[view] else { return [] }
            return createdViews(in: type, among: owners, except: view).map { child, location in
                Edge(parent: parent, child: owners[child] ?? child, via: child, location: location)
            }
        }
    }

    /// The roots an entry type (`@main struct JournalApp: App`) makes by creating a view that owns one.
    static func viewOwnedRoots(of entry: AnalyzedType, named name: String, owners: [String: String]) -> [Root] {
        createdViews(in: entry, among: owners, except: name).compactMap { view, location in
            owners[view].map { Root(coordinator: $0, madeIn: name, location: location) }
        }
    }

    /// The owning views `type` creates (`AppFlowView()`), with where.
    private static func createdViews(in type: AnalyzedType, among owners: [String: String], except name: String) -> [(String, Location)] {
        type.members.flatMap { decl, file -> [(String, Location)] in
            let finder = CreatedTypeFinder(names: Set(owners.keys).subtracting([name]))
            finder.walk(decl)
            return finder.found.map { ($0.0, Location(file: file.path, line: file.line(of: $0.1))) }
        }
    }
}
