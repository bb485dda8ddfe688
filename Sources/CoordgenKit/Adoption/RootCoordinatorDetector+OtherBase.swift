extension RootCoordinatorDetector {
    /// The root of an app whose root coordinator subclasses another base than its flows (a window
    /// coordinator above navigation coordinators, both from a library): the one class outside the
    /// coordinators named like a root with no other word (`AppCoordinator`), that creates coordinators
    /// and that no coordinator creates, with those it creates; nil when there is none or more than one.
    func rootOutsideTheCoordinators(names: Set<String>) -> (type: TypeDeclaration, children: [String])? {
        let prefixes = ["App", "Main", "Root", "Application"]
        let candidates = index.types.filter { type in
            type.kind == .class && !type.isNested && !names.contains(type.name)
                && prefixes.contains { type.name.hasPrefix($0) && type.name.dropFirst($0.count).hasPrefix("Coordinat") }
        }
        var roots: [(type: TypeDeclaration, children: [String])] = []
        for candidate in candidates {
            let finder = CreatedTypeFinder(names: names)
            for declaration in [candidate] + index.extensions(of: candidate.name) {
                for item in declaration.members ?? [] { finder.walk(item) }
            }
            var children: [String] = []
            for (name, _) in finder.found where !children.contains(name) { children.append(name) }
            if !children.isEmpty && !createdByACoordinator(candidate.name) { roots.append((candidate, children)) }
        }
        return roots.count == 1 ? roots.first : nil
    }

    /// Whether one of the coordinators creates `name`.
    private func createdByACoordinator(_ name: String) -> Bool {
        conformances.coordinators.contains { coordinator in
            let finder = CreatedTypeFinder(names: [name])
            for declaration in [coordinator.type] + index.extensions(of: coordinator.type.name) {
                for item in declaration.members ?? [] { finder.walk(item) }
            }
            return !finder.found.isEmpty
        }
    }
}
