import SwiftSyntax

/// The coordinators of an app and how they start each other: the tree `coordgen tree` prints and the
/// facts `coordgen doctor` checks.
public struct CoordinatorGraph: Sendable {
    /// Where something is written.
    public struct Location: Sendable, Equatable, Hashable, Codable, Comparable {
        public let file: String
        public let line: Int

        public static func < (lhs: Location, rhs: Location) -> Bool {
            (lhs.file, lhs.line) < (rhs.file, rhs.line)
        }
    }

    /// A coordinator type.
    public struct Coordinator: Sendable, Equatable {
        public let name: String
        public let location: Location
        /// The screens (view controllers or SwiftUI views declared in the app) it creates, sorted.
        public let screens: [Screen]
    }

    /// A screen a coordinator shows.
    public struct Screen: Sendable, Equatable, Hashable {
        public let name: String
        /// Where the coordinator creates it (the first place).
        public let location: Location
    }

    /// A parent starts or holds a child.
    public struct Edge: Sendable, Equatable, Hashable {
        public let parent: String
        public let child: String
        /// How the child is held or started: `append`, `addChild`, `start`, `destination`, ….
        public let via: String
        public let location: Location
    }

    /// A child the parent adds whose type the code does not say, so no edge is drawn.
    public struct UnresolvedEdge: Sendable, Equatable, Hashable {
        public let parent: String
        /// The child expression as written.
        public let expression: String
        public let reason: String
        public let location: Location
    }

    /// A coordinator made by the app's entry point (a scene or app delegate, or a SwiftUI `App`).
    public struct Root: Sendable, Equatable, Hashable {
        public let coordinator: String
        /// The entry type that makes it.
        public let madeIn: String
        public let location: Location
    }

    /// Every coordinator, sorted by name.
    public let coordinators: [Coordinator]
    /// Every resolved edge, sorted by parent, child and place; one per parent-child pair.
    public let edges: [Edge]
    public let unresolved: [UnresolvedEdge]
    public let roots: [Root]
    /// Base classes coordinators inherit from and nothing constructs: not part of the tree.
    public let baseClasses: [String]

    /// The coordinator named `name`.
    public func coordinator(_ name: String) -> Coordinator? {
        coordinators.first { $0.name == name }
    }

    /// The children of `name`, sorted.
    public func children(of name: String) -> [String] {
        edges.filter { $0.parent == name }.map(\.child)
    }

    /// The parents of `name`, sorted.
    public func parents(of name: String) -> [String] {
        edges.filter { $0.child == name }.map(\.parent).sorted()
    }

    /// Coordinators no root or parent reaches: started from somewhere the analysis cannot see.
    public var detached: [String] {
        let rootNames = Set(roots.map(\.coordinator))
        let children = Set(edges.map(\.child))
        return coordinators.map(\.name).filter { !rootNames.contains($0) && !children.contains($0) }
    }

    /// The tree's top level: the roots, then detached coordinators, each once.
    public var topLevel: [String] {
        var seen = Set<String>()
        return (roots.map(\.coordinator) + detached).filter { seen.insert($0).inserted }
    }
}
