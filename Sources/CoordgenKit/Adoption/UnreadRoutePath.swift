import SwiftSyntax

/// A SwiftUI path of routes the protocol requires (`var navigationPath: [Screen] { get set }` of an
/// `associatedtype Screen`, an array of an enum of the app, a `NavigationPath`) that the requirement
/// reading took for a navigation controller by its name, where no route family read the routes' enum
/// and view builder (each flow's `{Name}Screen` enum building its own views, say). It is no
/// `UINavigationController`: the uikit templates would push view controllers onto an array. The
/// requirement goes back to those a new coordinator cannot write, so `new coordinator` makes a flow like
/// a sibling (`--like`) or refuses naming it, and `new screen` refuses in one line
/// (``SwiftUIRoutePathRequirement``).
struct UnreadRoutePath {
    let index: DeclarationIndex
    let declaration: TypeDeclaration

    /// Drops `shape.navigation` where it is such a path, with a finding and an undecided line saying so.
    func drop(from shape: inout ProtocolShape, result: inout ProtocolShapeDetector.Result) {
        guard shape.routes == nil, let navigation = shape.navigation, navigation.holder == nil, !navigation.optional,
            holdsRoutes(navigation.type)
        else { return }
        let requirement = ProtocolShapeDetector(index: index, declaration: declaration).requirements().lazy.map(\.0.decl).first {
            FamilyShapeDetector.storedProperty($0)?.0 == navigation.name
        }
        guard let requirement else { return }
        shape.navigation = nil
        shape.otherRequirements.append(requirement.requirementText)
        result.unreadRoutePath = navigation.name
        result.findings.removeAll { $0.topic == "navigation" }
        result.findings.append(
            AdoptionFinding(
                "routes",
                "\(navigation.name): \(navigation.type), a SwiftUI path of routes whose view builder coordgen did not read (no navigation controller)",
                declaration.reference))
        result.undecided.append(
            "\(shape.name).\(navigation.name) (\(navigation.type)) is a SwiftUI path of routes, not a navigation controller, and coordgen read no route enum and view builder it could add to: a new coordinator is made like a sibling with --like, and a new screen is refused (shape.routes in .coordgen.yml)"
        )
    }

    /// Whether `type` holds SwiftUI routes: a `NavigationPath`, or an array of the protocol's associated
    /// type (or of a type it names), of an enum of the app or of a `Hashable` struct wrapping one.
    private func holdsRoutes(_ type: String) -> Bool {
        if type == "NavigationPath" { return true }
        guard type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") else { return false }
        let element = String(type.dropFirst().dropLast())
        // A type an associated type names (`[Router.Route]` of `associatedtype Router: Routable`) too.
        let owner = element.split(separator: ".").first.map(String.init) ?? element
        let associated = ProtocolShapeDetector(index: index, declaration: declaration).requirements().contains {
            $0.0.decl.as(AssociatedTypeDeclSyntax.self).map { [element, owner].contains($0.name.text) } ?? false
        }
        return associated || index.type(named: element, kinds: [.enum]) != nil || StructRouteReader(index: index).read(element) != nil
    }
}
