import SwiftSyntax

/// Finds the base class that stands for the coordinator protocol where the app declares none: the class
/// named like a coordinator (`BaseCoordinator`, `Coordinator`, `BaseCoordinatingLogic`) that most of the
/// app's coordinator classes inherit from, directly or through intermediate bases (`NavigationCoordinator:
/// Coordinator`, or a typealias such as `typealias TabItemCoordinator = BaseCoordinator & TabItem`).
/// Runs only where ``CoordinatorProtocolDetector`` found no candidate and no SwiftUI class stands for one.
struct CoordinatorBaseClassDetector {
    let index: DeclarationIndex

    /// The base and what init says of it.
    struct Found {
        /// The base class: declared in the app, or a typealias of a class declared elsewhere.
        let base: TypeDeclaration
        /// The coordinator classes inheriting from it, directly or not, that nothing inherits from.
        let coordinators: [TypeDeclaration]
        /// The intermediate bases between them and the base (`NavigationCoordinator`, `TabBarCoordinator`).
        let intermediates: [String]
        /// Why coordgen cannot write a subclass of it by itself (generic, declared outside the app), or nil.
        let unwritable: String?
    }

    /// What names a class of the pattern: a coordinator, or a coordinating class.
    static func namedLikeCoordinator(_ name: String) -> Bool {
        name.contains("Coordinator") || name.contains("Coordinating")
    }

    /// The base most coordinator classes inherit from; nil when fewer than two do.
    func detect() -> Found? {
        let (descendants, bases) = basesAndDescendants()
        // The most descendants; among equals, the base highest in the chain (the root of the others).
        guard
            let best = descendants.max(by: { lhs, rhs in
                let (left, right) = (chainDepth(of: bases[lhs.key]), chainDepth(of: bases[rhs.key]))
                if lhs.value.count != rhs.value.count { return lhs.value.count < rhs.value.count }
                return left != right ? left > right : lhs.key > rhs.key
            }),
            best.value.count >= 2, let base = bases[best.key]
        else { return nil }
        return found(base, coordinators: best.value)
    }

    /// The base `name` (a class the app declares, or a typealias of one declared elsewhere) with the
    /// coordinator classes inheriting from it; nil when no coordinator class does.
    func detect(base name: String) -> Found? {
        let (descendants, bases) = basesAndDescendants()
        guard let base = bases[name], let coordinators = descendants[name] else { return nil }
        return found(base, coordinators: coordinators)
    }

    /// The coordinator classes that inherit from `name`, directly or not, and that nothing inherits from.
    func coordinators(inheriting name: String) -> [TypeDeclaration] {
        basesAndDescendants().descendants[name] ?? []
    }

    /// The classes between `coordinators` and `base` (`NavigationCoordinator`), declared in the app.
    func intermediates(between coordinators: [TypeDeclaration], and base: String) -> [TypeDeclaration] {
        var seen: Set<String> = []
        return coordinators.flatMap { leaf in superclassChain(of: leaf).prefix { $0.name != base } }.filter {
            $0.kind == .class && seen.insert($0.name).inserted
        }
    }

    private func found(_ base: TypeDeclaration, coordinators: [TypeDeclaration]) -> Found {
        Found(
            base: base, coordinators: coordinators.sorted { $0.name < $1.name },
            intermediates: intermediates(between: coordinators, and: base.name).map(\.name).sorted(), unwritable: unwritable(base))
    }

    /// For each class (or typealias) named like a coordinator that coordinator classes inherit from, those
    /// classes: the ones named like coordinators that no class inherits from.
    private func basesAndDescendants() -> (descendants: [String: [TypeDeclaration]], bases: [String: TypeDeclaration]) {
        let classes = index.types.filter { $0.kind == .class && !$0.isLocal && !$0.isDeclaredInTests }
        var chains: [String: [TypeDeclaration]] = [:]
        for type in classes { chains[type.name] = superclassChain(of: type) }
        let superclassNames = Set(chains.values.compactMap { $0.first?.name })
        // A class read outside the app's folders (``OutsideDeclarations``) is a base, never a coordinator.
        let leaves = classes.filter {
            !superclassNames.contains($0.name) && Self.namedLikeCoordinator($0.name) && !OutsideDeclarations.isOutside($0.file.path)
        }
        var descendants: [String: [TypeDeclaration]] = [:]
        var bases: [String: TypeDeclaration] = [:]
        for leaf in leaves {
            for ancestor in chains[leaf.name] ?? [] where Self.namedLikeCoordinator(ancestor.name) {
                descendants[ancestor.name, default: []].append(leaf)
                bases[ancestor.name] = ancestor
            }
        }
        return (descendants, bases)
    }

    /// Why coordgen cannot write `flowClass` as a subclass of the recorded `baseClass`, in one line naming
    /// what resolves it; nil where it can (a class the app declares, not generic).
    func generationProblem(baseClass: String, flowClass: String, flow: String, example: String?) -> String? {
        guard let base = index.type(named: baseClass, kinds: [.class, .typealias]), let reason = unwritable(base) else { return nil }
        let sibling = coordinators(inheriting: baseClass).first
        let spelled = sibling.flatMap { $0.inherited.first }.map { " (\(sibling?.name ?? "") subclasses \($0))" } ?? ""
        let like = example ?? sibling.flatMap { NamingSchemeDetector.flowName(inProtocol: $0.name) } ?? "<Flow>"
        return
            "the coordinators subclass \(baseClass)\(spelled), and \(reason), so coordgen cannot write \(flowClass)'s subclass itself: make it like a sibling with `new coordinator \(flow) --like \(like)` (example in .coordgen.yml), or record a base class coordgen can subclass in shape.baseClass"
    }

    /// Why a subclass of `base` is not coordgen's to write: a generic class (each flow fills its arguments
    /// itself), or one declared outside the app (its initialiser and start are not read).
    private func unwritable(_ base: TypeDeclaration) -> String? {
        if base.kind == .typealias {
            return
                "\(base.name) is a typealias of \(aliasedType(base)?.trimmedDescription ?? "a type"), declared outside the app, whose initialiser and start coordgen cannot read"
        }
        // A base every subclass fills alike with a navigation controller is subclassed the same way.
        if base.isGeneric, GenericBaseNavigationArgument.binding(of: base, index: index) == nil {
            return GenericBaseNavigationArgument.unwritableReason(base: base, index: index)
        }
        return nil
    }

    /// The classes `type` inherits from, nearest first, through the app's classes and typealiases (the
    /// first class a typealias names); a typealias of a type the app does not declare ends the chain.
    func superclassChain(of type: TypeDeclaration) -> [TypeDeclaration] {
        var chain: [TypeDeclaration] = []
        var seen: Set<String> = [type.name]
        var next = type.inheritedNames.first
        while let name = next, seen.insert(name).inserted {
            if let declared = index.type(named: name, kinds: [.class]) {
                chain.append(declared)
                next = declared.inheritedNames.first
            } else if let alias = index.type(named: name, kinds: [.typealias]), let aliased = firstComponent(of: alias) {
                if index.type(named: aliased, kinds: [.class, .typealias]) != nil, aliased != name {
                    next = aliased
                } else {
                    chain.append(alias)
                    next = nil
                }
            } else {
                next = nil
            }
        }
        return chain
    }

    private func chainDepth(of type: TypeDeclaration?) -> Int {
        type.map { superclassChain(of: $0).count } ?? 0
    }

    /// The first type a typealias names, by its last name component without generic arguments
    /// (`BaseCoordinator & Item` → `BaseCoordinator`; `Kit.NavigationCoordinator<A, B>` → `NavigationCoordinator`).
    func firstComponent(of alias: TypeDeclaration) -> String? {
        guard var type = aliasedType(alias) else { return nil }
        if let composition = type.as(CompositionTypeSyntax.self), let first = composition.elements.first { type = first.type }
        return SyntaxNames.typeName(type)
    }

    /// The type a typealias stands for, read from its file's tree.
    func aliasedType(_ alias: TypeDeclaration) -> TypeSyntax? {
        final class Finder: SyntaxVisitor {
            let position: AbsolutePosition
            var found: TypeSyntax?
            init(position: AbsolutePosition) {
                self.position = position
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.position == position { found = node.initializer.value }
                return .skipChildren
            }
        }
        let finder = Finder(position: alias.position)
        finder.walk(alias.file.tree)
        return finder.found
    }
}
