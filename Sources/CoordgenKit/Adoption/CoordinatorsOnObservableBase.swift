/// Classes named like SwiftUI coordinators that have no protocol and are observable only through a base
/// class the app declares under another name (`final class HomeCoordinator: ViewModel` with `class
/// ViewModel: ViewModelDefinition` and `typealias ViewModelDefinition = ObservableObject & Identifiable &
/// Hashable`), which is also what its view models subclass: no coordinator protocol, no base named like a
/// coordinator, and nothing coordgen reads as SwiftUI navigation on the classes themselves. The refusal
/// names the classes and their base, and the flag that resolves it, instead of the generic "no coordinator
/// protocol found".
struct CoordinatorsOnObservableBase {
    /// The classes named like coordinators, in name order, and the base they share.
    let classes: [String]
    let base: TypeDeclaration

    /// Nil where fewer than two coordinator classes share such a base.
    init?(index: DeclarationIndex) {
        let coordinators = index.types.filter { type in
            type.kind == .class && !type.isNested && !type.isDeclaredInTests
                && ProtocolFreeShapeDetector.suffixes.contains(where: type.name.hasSuffix)
        }
        let byBase = Dictionary(grouping: coordinators, by: { $0.inheritedNames.first ?? "" })
        guard
            let (name, shared) = byBase.filter({ !$0.key.isEmpty && $0.value.count >= 2 })
                .max(by: { $0.value.count != $1.value.count ? $0.value.count < $1.value.count : $0.key > $1.key }),
            !CoordinatorBaseClassDetector.namedLikeCoordinator(name),
            let base = index.type(named: name, kinds: [.class]), Self.isObservable(base, index: index)
        else { return nil }
        classes = shared.map(\.name).sorted()
        self.base = base
    }

    /// The one line `init` refuses with.
    var refusal: String {
        let shown = classes.prefix(4).joined(separator: ", ")
        let listed = classes.count > 4 ? shown + " and \(classes.count - 4) more" : shown
        return
            "no coordinator protocol, and the classes named like coordinators (\(listed)) subclass \(base.name), an ObservableObject base not named like a coordinator (\(base.reference)), which coordgen does not take for the coordinators' protocol: none of them holds a path of routes or boolean flags, the way coordgen reads SwiftUI coordinators without one; declare a coordinator protocol they conform to and name it with --protocol NAME"
    }

    /// Whether `base` is an `ObservableObject`: directly, through a typealias composing it, or through a
    /// protocol of the app refining it.
    private static func isObservable(_ base: TypeDeclaration, index: DeclarationIndex) -> Bool {
        if base.inheritedNames.contains("ObservableObject") || base.attributes.contains("Observable") { return true }
        for name in base.inheritedNames {
            if let alias = index.type(named: name, kinds: [.typealias]),
                let aliased = CoordinatorBaseClassDetector(index: index).aliasedType(alias)?.trimmedDescription,
                aliased.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains("ObservableObject")
            {
                return true
            }
        }
        return ProtocolFreeShapeDetector.observableProtocol(of: base, in: index) != nil
    }
}
