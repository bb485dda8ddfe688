/// Several coordinators created at launch where one of them is the root of a tree that makes the others:
/// the launch code takes a shortcut into that tree (`if signedIn { MainTabBarCoordinator(…) } else {
/// AppCoordinator(…) }`, where AppCoordinator's login flow makes MainTabBarCoordinator once the user signs
/// in). The coordinator whose flows make every other one created at launch is the root, and the finding
/// says which coordinator makes each of the others; where none or more than one is, the question stays
/// (`--root`). Asked only where the names do not tell: of several created at launch, the one named like
/// a root (`AppCoordinator` beside `OnboardingCoordinator`) stays the evident pick, whoever makes whom.
extension RootCoordinatorDetector {
    func launchRootAboveTheOthers(
        created: [(String, SourceReference)], names: Set<String>
    ) -> (name: String, finding: AdoptionFinding)? {
        guard created.count > 1 else { return nil }
        let makers = coordinatorMakers(names: names)
        let launched = created.map(\.0)
        let roots = launched.filter { candidate in
            let tree = Self.descendants(of: candidate, makers: makers)
            return launched.allSatisfy { $0 == candidate || tree.contains($0) }
        }
        guard roots.count == 1, let root = roots.first, let reference = created.first(where: { $0.0 == root })?.1 else { return nil }
        let tree = Self.descendants(of: root, makers: makers)
        let shortcuts = launched.filter { $0 != root }.map { other in
            let maker = (makers[other] ?? []).filter { $0 == root || tree.contains($0) }.sorted().first ?? root
            return "\(other) (made by \(maker))"
        }
        return (
            root,
            AdoptionFinding(
                "root",
                "\(root), created in \(reference.file); the launch code also creates \(shortcuts.joined(separator: ", ")), which \(root)'s flows make too: a shortcut into its tree (--root records another)",
                reference)
        )
    }

    /// For each coordinator, the coordinators whose code creates it.
    private func coordinatorMakers(names: Set<String>) -> [String: Set<String>] {
        var makers: [String: Set<String>] = [:]
        for coordinator in conformances.coordinators {
            let finder = CreatedTypeFinder(names: names.subtracting([coordinator.type.name]))
            for declaration in [coordinator.type] + index.extensions(of: coordinator.type.name) {
                for item in declaration.members ?? [] { finder.walk(item) }
            }
            for (name, _) in finder.found { makers[name, default: []].insert(coordinator.type.name) }
        }
        return makers
    }

    /// Every coordinator `root` makes, directly or through the coordinators it makes.
    private static func descendants(of root: String, makers: [String: Set<String>]) -> Set<String> {
        var children: [String: [String]] = [:]
        for (made, by) in makers { for maker in by { children[maker, default: []].append(made) } }
        var seen: Set<String> = []
        var queue = children[root] ?? []
        while let next = queue.popLast() {
            guard next != root, seen.insert(next).inserted else { continue }
            queue += children[next] ?? []
        }
        return seen
    }
}
