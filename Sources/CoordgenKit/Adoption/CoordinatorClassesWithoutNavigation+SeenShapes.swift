import SwiftSyntax

/// What the refusal of ``CoordinatorClassesWithoutNavigation`` names where the classes show screens in
/// a way coordgen recognises but does not write:
///
/// - a child coordinator held in an optional published property the parent pushes by setting
///   (`@Published var childCoordinator: DetailCoordinator?`, set in `openChild()`), the view binding it;
/// - skeletal path holders each owned by its view (`@StateObject var coordinator = HomeCoordinator()`),
///   holding a `NavigationPath` that nothing in the class appends to, the views mapping the destinations.
extension CoordinatorClassesWithoutNavigation {
    /// One clause naming the shape seen, or nil where neither is.
    static func seenShape(of classes: [TypeDeclaration], in index: DeclarationIndex) -> String? {
        let names = Set(classes.map(\.name))
        for type in classes {
            let members = index.members(of: type).map(\.decl)
            let children = members.compactMap(ProtocolFreeShapeDetector.property).filter { property in
                property.optional && property.settable && names.contains(ProtocolFreeShapeDetector.lastComponent(property.type))
            }
            let functions = members.compactMap { $0.as(FunctionDeclSyntax.self) }
            // Set by a method (`openChild()`), not only in the initialiser (tabs made once).
            for child in children {
                guard let setter = functions.first(where: { function in
                    function.body?.description.contains("\(child.name) = \(ProtocolFreeShapeDetector.lastComponent(child.type))(") ?? false
                }) else { continue }
                return
                    "\(type.name) shows a child coordinator by setting an optional property (`\(child.name): \(child.type)?`, in \(setter.name.text)()) that its view binds, with no path of routes: coordgen does not write that shape (a new child would be another optional property, the method setting it and the view's binding); add such flows by hand"
            }
        }
        let skeletal = classes.filter { type in
            let members = index.members(of: type).map(\.decl)
            guard let path = members.compactMap(ProtocolFreeShapeDetector.property).first(where: { $0.type == "NavigationPath" }) else {
                return false
            }
            return !members.contains { $0.as(FunctionDeclSyntax.self)?.body?.description.contains("\(path.name).append(") ?? false }
        }
        guard skeletal.count == classes.count, let first = skeletal.first else { return nil }
        return
            "each holds a NavigationPath it never appends to (\(first.name) at \(first.reference)), its view owning it and mapping the destinations itself: coordgen finds no routes in them to add a screen to, nor a parent to start a flow from"
    }
}
