import SwiftSyntax

/// What the refusal of ``CoordinatorClassesWithoutNavigation`` names where the classes show screens in
/// a way coordgen recognises but does not write:
///
/// - a child coordinator held in an optional published property the parent pushes by setting
///   (`@Published var childCoordinator: DetailCoordinator?`, set in `openChild()` to
///   `DetailCoordinator(parent: self)` or `.init(self)`), the view binding it (`.sheet(item:)`, a
///   `.navigation(item:)` of the app's own);
/// - a screen's model held the same way (`@Published var detailViewModel: DetailViewModel?`, set in
///   `openDetail()`) and bound by a view with `item: $coordinator.detailViewModel`;
/// - a state enum the coordinator sets and a view switches over (`@Published var currentView: AppFlow`,
///   set in `navigateToAuthFlow()`, `switch appCoordinator.currentView` in a flow view);
/// - skeletal path holders each owned by its view (`@StateObject var coordinator = HomeCoordinator()`),
///   holding a `NavigationPath` that nothing in the class appends to, the views mapping the destinations.
extension CoordinatorClassesWithoutNavigation {
    /// One clause naming the shape seen, or nil where none is.
    static func seenShape(of classes: [TypeDeclaration], in index: DeclarationIndex) -> String? {
        childSetByAMethod(in: classes, index: index) ?? itemBoundByAView(in: classes, index: index)
            ?? stateEnumSwitchedByAView(in: classes, index: index) ?? skeletalPathHolders(classes, index: index)
    }

    private static func functions(of type: TypeDeclaration, in index: DeclarationIndex) -> [FunctionDeclSyntax] {
        index.members(of: type).map(\.decl).compactMap { $0.as(FunctionDeclSyntax.self) }
    }

    /// An optional coordinator property set by a method (`openChild()`), not only in the initialiser
    /// (tabs made once), to the class by its name or to `.init(…)`.
    private static func childSetByAMethod(in classes: [TypeDeclaration], index: DeclarationIndex) -> String? {
        let names = Set(classes.map(\.name))
        for type in classes where !holdsAPath(type, index: index) {
            let children = index.members(of: type).map(\.decl).compactMap(ProtocolFreeShapeDetector.property).filter { property in
                property.optional && property.settable && names.contains(ProtocolFreeShapeDetector.lastComponent(property.type))
            }
            for child in children {
                let made = ["\(child.name) = \(ProtocolFreeShapeDetector.lastComponent(child.type))(", "\(child.name) = .init("]
                guard let setter = functions(of: type, in: index).first(where: { function in
                    let body = function.body?.description ?? ""
                    return made.contains(where: body.contains)
                }) else { continue }
                return
                    "\(type.name) shows a child coordinator by setting an optional property (`\(child.name): \(child.type)?`, in \(setter.name.text)()) that its view binds, with no path of routes: coordgen does not write that shape (a new child would be another optional property, the method setting it and the view's binding); add such flows by hand"
            }
        }
        return nil
    }

    /// An optional property set by a method to a new value (`detailViewModel = DetailViewModel(…)`, or
    /// `.init(…)`) that a view binds as an item (`.navigation(item: $coordinator.detailViewModel)`).
    private static func itemBoundByAView(in classes: [TypeDeclaration], index: DeclarationIndex) -> String? {
        let views = index.types.filter { $0.kind == .struct && $0.inherited.contains("View") }
        for type in classes where !holdsAPath(type, index: index) {
            for item in index.members(of: type).map(\.decl).compactMap(ProtocolFreeShapeDetector.property) where item.optional && item.settable {
                let made = ["\(item.name) = \(ProtocolFreeShapeDetector.lastComponent(item.type))(", "\(item.name) = .init("]
                guard
                    let setter = functions(of: type, in: index).first(where: { function in
                        made.contains(where: (function.body?.description ?? "").contains)
                    }),
                    let (view, modifier) = views.lazy.compactMap({ view in binding(of: item.name, in: view, index: index).map { (view, $0) } }).first
                else { continue }
                return
                    "\(type.name) shows a screen by setting an optional item (`\(item.name): \(item.type)?`, in \(setter.name.text)()) that \(view.name) binds with .\(modifier)(item:), with no path of routes: coordgen does not write that shape (a new screen would be another optional item, the method setting it and the view's binding); add such screens by hand"
            }
        }
        return nil
    }

    /// Whether `type` holds a `NavigationPath`, or an array a method of it appends to: a coordinator that
    /// pushes onto a path of its own (type-erased screens, `[AnyScreen]`) and presents items beside it is
    /// not one that shows screens only through items.
    private static func holdsAPath(_ type: TypeDeclaration, index: DeclarationIndex) -> Bool {
        let bodies = functions(of: type, in: index).map { $0.body?.description ?? "" }
        return index.members(of: type).map(\.decl).compactMap(ProtocolFreeShapeDetector.property).contains { property in
            property.type == "NavigationPath" || (property.type.hasPrefix("[") && bodies.contains { $0.contains("\(property.name).append(") })
        }
    }

    /// The modifier (`navigation`, `sheet`) through which a member of `view` binds `$<holder>.<property>`
    /// as its `item:`; nil where none does.
    private static func binding(of property: String, in view: TypeDeclaration, index: DeclarationIndex) -> String? {
        for member in index.members(of: view).map(\.decl) {
            for token in member.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier("item") {
                guard let argument = token.parent?.as(LabeledExprSyntax.self), argument.label?.text == "item",
                    let bound = argument.expression.as(MemberAccessExprSyntax.self), bound.declName.baseName.text == property,
                    bound.base?.trimmedDescription.hasPrefix("$") == true,
                    let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                    let modifier = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                else { continue }
                return modifier
            }
        }
        return nil
    }

    /// A settable property of an enum of the app, set by a method of the class, that a view switches over
    /// (`switch appCoordinator.currentView`): the coordinator shows one flow or screen at a time.
    private static func stateEnumSwitchedByAView(in classes: [TypeDeclaration], index: DeclarationIndex) -> String? {
        let views = index.types.filter { $0.kind == .struct && $0.inherited.contains("View") }
        for type in classes where !holdsAPath(type, index: index) {
            for state in index.members(of: type).map(\.decl).compactMap(ProtocolFreeShapeDetector.property) {
                guard state.settable, !state.optional,
                    index.declarations(named: ProtocolFreeShapeDetector.lastComponent(state.type)).contains(where: { $0.kind == .enum }),
                    let setter = functions(of: type, in: index).first(where: { ($0.body?.description ?? "").contains("\(state.name) = .") }),
                    let view = views.first(where: { switches(over: state.name, of: type.name, in: $0, index: index) })
                else { continue }
                return
                    "\(type.name) shows one flow at a time by setting a state enum (`\(state.name): \(state.type)`, in \(setter.name.text)()) that \(view.name) switches over, with no path of routes: coordgen does not write that shape (a new flow would be another case, the method setting it and the view's branch); add such flows by hand"
            }
        }
        return nil
    }

    /// Whether a member of `view` switches over `property` of a coordinator of class `className` it holds
    /// (`switch appCoordinator.currentView`, `appCoordinator` declared `: AppCoordinator` or `= AppCoordinator()`).
    private static func switches(over property: String, of className: String, in view: TypeDeclaration, index: DeclarationIndex) -> Bool {
        let members = index.members(of: view).map(\.decl)
        let holders = Set(members.compactMap(ProtocolFreeShapeDetector.property).filter { $0.type == className }.map(\.name))
        return members.contains { member in
            member.tokens(viewMode: .sourceAccurate).contains { token in
                guard token.tokenKind == .keyword(.switch),
                    let subject = token.parent?.as(SwitchExprSyntax.self)?.subject.as(MemberAccessExprSyntax.self),
                    subject.declName.baseName.text == property,
                    let base = subject.base?.as(DeclReferenceExprSyntax.self)
                else { return false }
                return holders.contains(base.baseName.text)
            }
        }
    }

    /// Every class holds a `NavigationPath` it never appends to.
    private static func skeletalPathHolders(_ classes: [TypeDeclaration], index: DeclarationIndex) -> String? {
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
