import SwiftSyntax

/// The merged declarations of the app that the graph builder and the rules look things up in.
struct AppFacts: Sendable {
    let files: [AnalyzedFile]
    let types: [String: AnalyzedType]
    let hierarchy: TypeHierarchy
    let conventions: AnalysisConventions
    /// Function name → the declared return types of every function of that name in the app's types.
    let functionReturnTypes: [String: [TypeSyntax]]

    init(files: [AnalyzedFile], types: [String: AnalyzedType], constructedNames: Set<String>, conventions: AnalysisConventions) {
        self.files = files
        self.types = types
        self.conventions = conventions
        hierarchy = TypeHierarchy(types: types, constructedNames: constructedNames, conventions: conventions)
        var returns: [String: [TypeSyntax]] = [:]
        for type in types.values {
            for (function, _) in type.functions {
                if let returned = function.signature.returnClause?.type {
                    returns[function.name.text, default: []].append(returned)
                }
            }
        }
        functionReturnTypes = returns
    }

    /// Where a type is declared.
    func location(of type: AnalyzedType) -> CoordinatorGraph.Location {
        let declaration = type.primary ?? type.extensions[0]
        return CoordinatorGraph.Location(file: files[declaration.fileIndex].path, line: declaration.line)
    }
}

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
            // SwiftUI: a `Destination` case that carries a coordinator is a child flow.
            if let destination = facts.types["\(name).\(facts.conventions.destinationEnum)"] {
                for (decl, fileIndex) in destination.members {
                    guard let cases = decl.as(EnumCaseDeclSyntax.self) else { continue }
                    for element in cases.elements {
                        for parameter in element.parameterClause?.parameters ?? [] {
                            guard let child = SyntaxNames.typeName(parameter.type), hierarchy.coordinators.contains(child) else {
                                continue
                            }
                            let file = facts.files[fileIndex]
                            edges.append(
                                Edge(
                                    parent: name, child: child, via: "destination",
                                    location: Location(file: file.path, line: file.line(of: element))))
                        }
                    }
                }
            }
        }

        for name in hierarchy.entryPoints.sorted() {
            guard let type = facts.types[name] else { continue }
            let (_, created) = FlowScanner(app: facts, owner: type).scan()
            for (createdName, location) in created where hierarchy.coordinators.contains(createdName) {
                roots.append(Root(coordinator: createdName, madeIn: name, location: location))
            }
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

/// Something written at a place in the app.
protocol HasLocation {
    var location: CoordinatorGraph.Location { get }
}

extension CoordinatorGraph.Edge: HasLocation {}
extension CoordinatorGraph.Root: HasLocation {}
