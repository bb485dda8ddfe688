import SwiftSyntax

/// The navigation controller a router exposes (`var navigationController: UINavigationController { get }`)
/// where its own push and present take a module protocol of the app that view controllers adopt one by
/// one (`func push(_ module: Presentable, …)` with `class HomeViewController: UIViewController,
/// Presentable`): a new screen, which adopts none, is pushed on that controller instead
/// (`router.navigationController.pushViewController(viewController, animated: true)`).
struct RouterNavigationStack {
    /// The property as a call reaches it (`navigationController`, `navigationController?`).
    let access: String

    /// The stack `type` (a router the app declares) exposes; nil where it exposes none.
    init?(of type: TypeDeclaration, index: DeclarationIndex) {
        let members = index.members(of: type)
        for member in members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: { ["static", "class", "private", "fileprivate"].contains($0.name.text) })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let annotation = binding.typeAnnotation
                else { continue }
                let typeText = TypeText(syntax: annotation.type)
                guard Self.isNavigationController(typeText.baseName, index: index) else { continue }
                access = typeText.isOptional ? "\(name)?" : name
                return
            }
        }
        return nil
    }

    var pushCall: String { "\(access).pushViewController(viewController, animated: true)" }
    var popCall: String { "\(access).popViewController(animated: true)" }
    var presentCall: String { "\(access).present(viewController, animated: true)" }
    var dismissCall: String { "\(access).dismiss(animated: true)" }

    /// `UINavigationController` or a class of the app inheriting from it.
    private static func isNavigationController(_ name: String, index: DeclarationIndex) -> Bool {
        name == "UINavigationController" || index.classInherits(name, from: "UINavigationController") == true
    }
}
