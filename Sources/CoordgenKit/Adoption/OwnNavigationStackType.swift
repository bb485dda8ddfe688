/// Reads apps whose navigation stack is a type of their own rather than a `UINavigationController`
/// (`class NavigationController: UIViewController` wrapping one, with `pushViewController(_:animated:)`
/// and `popViewController(animated:)` of its own): generated code must call only what that type has.
/// Where it declares no `popToViewController(_:animated:)`, a new flow's close pops its screen
/// (`shape.navigation.popsToScreen: false`), and `init` says so.
struct OwnNavigationStackType {
    let index: DeclarationIndex

    func complete(_ result: inout ProtocolShapeDetector.Result) {
        guard var navigation = result.shape.navigation, navigation.popsToScreen == nil,
            let declared = index.type(named: navigation.type, kinds: [.class]), !reachesNavigationController(declared)
        else { return }
        let functions = Set(declarations(along: declared).flatMap(\.functionNames))
        guard !functions.contains("popToViewController"), functions.contains("popViewController") else { return }
        navigation.popsToScreen = false
        result.shape.navigation = navigation
        result.findings.append(
            AdoptionFinding(
                "navigation",
                "\(declared.name) is the app's own type, not a UINavigationController, and declares popViewController(animated:) but no popToViewController(_:animated:): a new flow's close pops its screen (shape.navigation.popsToScreen)",
                declared.reference))
    }

    /// Whether `type` or a class it inherits from is `UINavigationController`, or inherits from a class
    /// the app does not declare (whose members coordgen cannot see).
    private func reachesNavigationController(_ type: TypeDeclaration) -> Bool {
        var current = type
        var seen: Set<String> = [type.name]
        while let superclass = current.inheritedNames.first {
            if superclass == "UINavigationController" { return true }
            if superclass == "UIViewController" || superclass == "NSObject" { return false }
            guard let next = index.type(named: superclass, kinds: [.class]) else {
                // A protocol it conforms to is listed first only for a root class; an unknown class may be
                // a navigation controller from a library.
                return index.type(named: superclass, kinds: [.protocol]) == nil
            }
            guard seen.insert(next.name).inserted else { return false }
            current = next
        }
        return false
    }

    /// `type`, its extensions and the app's classes it inherits from, with theirs.
    private func declarations(along type: TypeDeclaration) -> [TypeDeclaration] {
        var all: [TypeDeclaration] = []
        var current: TypeDeclaration? = type
        var seen: Set<String> = []
        while let declared = current, seen.insert(declared.name).inserted {
            all += [declared] + index.extensions(of: declared.name)
            current = declared.inheritedNames.first.flatMap { index.type(named: $0, kinds: [.class]) }
        }
        return all
    }
}
