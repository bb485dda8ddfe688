import SwiftSyntax

/// The view controller a coordinator shows its flow in, where the app's protocol declares no navigation
/// controller and the class holds none, no router and no window: the view controller it hands its parent
/// (`func toPresentable() -> UIViewController`, `toPresent()`), or a property of its own or of a base class
/// typed `UIViewController` or a view controller class of the app (`var rootViewController: TimerViewController`,
/// where a presentation coordinator's protocol makes each pick its own, and the parent pushes it). A new screen
/// of that coordinator is pushed onto the navigation controller that shows that view controller, or presented
/// over it.
struct PresentingController: Equatable, Sendable {
    /// The expression that reaches it (`toPresentable()`, `rootViewController?`).
    let access: String
    /// The class that declares it: the coordinator itself, an extension of it, or one of its base classes.
    let declaredBy: String

    /// ``access`` as code that declares a local `local` writes it: through `self.` where its first name is
    /// the local's (`self.viewController?` beside `let viewController = GiraffeViewController()`, which
    /// would otherwise shadow the coordinator's property).
    func access(besideLocal local: String) -> String {
        let name = access.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name == local ? "self.\(access)" : access
    }

    /// The methods a coordinator hands its view controller through, in the pattern's write-ups.
    static let handingMethods: Set<String> = ["toPresentable", "toPresent"]

    /// The view controller `className` shows its flow in (declared in `source`): its own members first,
    /// then its extensions', then its base classes' in `index`; nil when none is found.
    static func find(inClass className: String, source: String, index: DeclarationIndex) throws -> PresentingController? {
        let parsed = try ParsedSwiftSource(source)
        let type = try TypeMemberLookup.singleType(named: className, kind: .class, in: parsed.tree)
        if let own = controller(in: TypeMemberLookup.memberBlock(of: type)?.members, index: index, reachable: { _ in true }) {
            return PresentingController(access: own, declaredBy: className)
        }
        for extended in index.extensions(of: className) {
            if let found = controller(in: extended.members, index: index, reachable: { !hidden($0) }) {
                return PresentingController(access: found, declaredBy: className)
            }
        }
        guard let declared = index.type(named: className, kinds: [.class]) else { return nil }
        for base in index.classChain(from: declared).dropFirst() {
            if let found = controller(in: base.members, index: index, reachable: { !hidden($0) }) {
                return PresentingController(access: found, declaredBy: base.name)
            }
        }
        return nil
    }

    /// The first member of `members` that reaches a view controller: a handing method without parameters,
    /// or a property typed `UIViewController` or a content view controller class of the app, as an
    /// expression; `reachable` filters by modifiers.
    private static func controller(
        in members: MemberBlockItemListSyntax?, index: DeclarationIndex, reachable: (DeclModifierListSyntax) -> Bool
    ) -> String? {
        let aliases = witnessAliases(in: members)
        for member in members ?? [] {
            if let function = member.decl.as(FunctionDeclSyntax.self), reachable(function.modifiers), !isStatic(function.modifiers),
                handingMethods.contains(function.name.text), function.signature.parameterClause.parameters.isEmpty,
                let returned = function.signature.returnClause.map({ TypeText(syntax: $0.type) }), returned.baseName == "UIViewController"
            {
                return "\(function.name.text)()\(returned.isOptional ? "?" : "")"
            }
            guard let variable = member.decl.as(VariableDeclSyntax.self), reachable(variable.modifiers), !isStatic(variable.modifiers)
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let annotation = binding.typeAnnotation
                else { continue }
                let type = TypeText(syntax: annotation.type)
                if isContentController(aliases[type.baseName] ?? type.baseName, index: index) { return type.isOptional ? "\(name)?" : name }
            }
        }
        return nil
    }

    /// The type aliases `members` declare, by name (`typealias RootController = DockViewController`: the
    /// witness of a protocol's `associatedtype`, which a property may be typed with).
    private static func witnessAliases(in members: MemberBlockItemListSyntax?) -> [String: String] {
        var aliases: [String: String] = [:]
        for member in members ?? [] {
            guard let alias = member.decl.as(TypeAliasDeclSyntax.self) else { continue }
            aliases[alias.name.text] = TypeText(syntax: alias.initializer.value).baseName
        }
        return aliases
    }

    /// `UIViewController`, or a class of the app that inherits from one of UIKit's controllers that show
    /// content (not a navigation, tab bar or split view controller, which hold other controllers).
    private static func isContentController(_ typeName: String, index: DeclarationIndex) -> Bool {
        typeName == "UIViewController"
            || contentControllers.contains { index.classInherits(typeName, from: $0) == true }
    }

    private static let contentControllers = ["UIViewController", "UITableViewController", "UICollectionViewController"]

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    /// Whether a member is hidden from code in another declaration (`private`, `fileprivate`; not `private(set)`).
    private static func hidden(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["private", "fileprivate"].contains($0.name.text) && $0.detail == nil }
    }
}
