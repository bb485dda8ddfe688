extension DeclarationIndex {
    /// Whether the class `className` inherits from `base`, through the superclasses the app declares;
    /// nil where the app does not declare `className` as a class (nothing to tell).
    func classInherits(_ className: String, from base: String) -> Bool? {
        guard var type = type(named: className, kinds: [.class]) else { return nil }
        var seen: Set<String> = [className]
        while let superclass = type.inheritedNames.first, seen.insert(superclass).inserted {
            if superclass == base { return true }
            guard let declared = self.type(named: superclass, kinds: [.class]) else { return false }
            type = declared
        }
        return false
    }

    /// `type` and the classes it inherits from that the app declares, nearest first.
    func classChain(from type: TypeDeclaration) -> [TypeDeclaration] {
        var chain = [type]
        var seen: Set<String> = [type.name]
        while let named = chain.last?.inheritedNames.first, seen.insert(named).inserted,
            let declared = self.type(named: named, kinds: [.class]) ?? classAliased(by: named, seen: &seen)
        {
            chain.append(declared)
        }
        return chain
    }

    /// The class a typealias the app declares names first (`typealias TabItemCoordinator = BaseCoordinator`),
    /// through further typealiases; nil where `name` is no typealias or leads to no class of the app's.
    private func classAliased(by name: String, seen: inout Set<String>) -> TypeDeclaration? {
        var next = name
        while let alias = type(named: next, kinds: [.typealias]),
            let aliased = CoordinatorBaseClassDetector(index: self).firstComponent(of: alias), seen.insert(aliased).inserted
        {
            if let declared = type(named: aliased, kinds: [.class]) { return declared }
            next = aliased
        }
        return nil
    }
}
