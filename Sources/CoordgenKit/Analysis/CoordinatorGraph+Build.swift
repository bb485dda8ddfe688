import SwiftSyntax

extension CoordinatorGraph {
    /// Builds the graph from the app's merged declarations.
    static func build(facts: AppFacts) -> CoordinatorGraph {
        let hierarchy = facts.hierarchy
        var coordinators: [Coordinator] = []
        var edges: [Edge] = []
        var unresolved: [UnresolvedEdge] = []
        var roots: [Root] = []

        for name in hierarchy.coordinators.sorted() {
            guard let type = facts.types[name] else { continue }
            let scanner = FlowScanner(app: facts, owner: type)
            let (children, created) = scanner.scan()
            var screens: [String: Location] = [:]
            for (createdName, location) in created where hierarchy.screens.contains(createdName) {
                screens[createdName] = min(screens[createdName] ?? location, location)
            }
            coordinators.append(
                Coordinator(
                    name: name, location: facts.location(of: type),
                    screens: screens.map { Screen(name: $0.key, location: $0.value) }.sorted { $0.name < $1.name }))
            for (site, resolution) in children {
                switch resolution {
                case .type(let child) where hierarchy.coordinators.contains(child):
                    edges.append(Edge(parent: name, child: child, via: site.via, location: site.location))
                case .type(let other) where site.isExplicitAdd && hierarchy.coordinatorProtocols.contains(other):
                    unresolved.append(
                        UnresolvedEdge(
                            parent: name, expression: site.expression.trimmedDescription,
                            reason: "typed as the protocol `\(other)`", location: site.location))
                case .type(let other) where site.isExplicitAdd && hierarchy.baseClasses.contains(other):
                    unresolved.append(
                        UnresolvedEdge(
                            parent: name, expression: site.expression.trimmedDescription,
                            reason: "typed as the base class `\(other)`", location: site.location))
                case .unknown(let reason) where site.isExplicitAdd:
                    unresolved.append(
                        UnresolvedEdge(
                            parent: name, expression: site.expression.trimmedDescription, reason: reason, location: site.location))
                default:
                    break
                }
            }
            edges += publishedChildren(of: type, coordinators: hierarchy.coordinators)
            // SwiftUI: a `Destination` case that carries a coordinator is a child flow.
            if let destination = facts.types["\(name).\(facts.conventions.destinationEnum)"] {
                for (decl, file) in destination.members {
                    guard let cases = decl.as(EnumCaseDeclSyntax.self) else { continue }
                    for element in cases.elements {
                        for parameter in element.parameterClause?.parameters ?? [] {
                            guard let child = SyntaxNames.typeName(parameter.type), hierarchy.coordinators.contains(child) else {
                                continue
                            }
                            edges.append(
                                Edge(
                                    parent: name, child: child, via: "destination",
                                    location: Location(file: file.path, line: file.line(of: element))))
                        }
                    }
                }
            }
        }

        // SwiftUI flows their views create: edges through the views, roots where the app creates one.
        let owners = owningViews(facts: facts, coordinators: hierarchy.coordinators)
        edges += viewOwnedChildren(facts: facts, owners: owners)

        for name in hierarchy.entryPoints.sorted() {
            guard let type = facts.types[name] else { continue }
            let (_, created) = FlowScanner(app: facts, owner: type).scan()
            for (createdName, location) in created where hierarchy.coordinators.contains(createdName) {
                roots.append(Root(coordinator: createdName, madeIn: name, location: location))
            }
            roots += viewOwnedRoots(of: type, named: name, owners: owners)
        }

        return CoordinatorGraph(
            coordinators: coordinators,
            edges: firstOfEach(edges, key: { "\($0.parent)\u{0}\($0.child)" }).sorted {
                ($0.parent, $0.child, $0.location) < ($1.parent, $1.child, $1.location)
            },
            unresolved: Array(Set(unresolved)).sorted { ($0.location, $0.expression) < ($1.location, $1.expression) },
            roots: firstOfEach(roots, key: \.coordinator).sorted { ($0.coordinator, $0.location) < ($1.coordinator, $1.location) },
            baseClasses: hierarchy.baseClasses.sorted())
    }

    /// One element per key: the one written first.
    private static func firstOfEach<T>(_ items: [T], key: (T) -> String) -> [T] where T: HasLocation {
        var best: [String: T] = [:]
        for item in items {
            let k = key(item)
            if let existing = best[k], existing.location <= item.location { continue }
            best[k] = item
        }
        return Array(best.values)
    }
}

extension CoordinatorGraph.Edge: HasLocation {}
extension CoordinatorGraph.Root: HasLocation {}
